/**
 * The plan's financial tables as an .xlsx workbook (exceljs) for those who go on in a spreadsheet.
 * Every derived figure is a real formula over the cells above it, so changing a quantity or a
 * price recalculates the totals, the result, the indicators and the scenarios. Each formula also
 * carries its result (computed here the same way), so viewers that do not recalculate still show
 * numbers. Cells a person is expected to change are blue; figures are formatted as reais
 * ('"R$" #,##0.00': Excel shows each person's own separators).
 */
import ExcelJS from "exceljs";

export type FinancialWorkbookInput = {
  businessName: string;
  /** The plan's date: the workbook's created and modified dates. */
  date: Date;
  author?: string;
  fixedInvestments: { item: string; quantity: number; unitPrice: number }[];
  workingCapital: { item: string; value: number }[];
  preOperational: { item: string; value: number }[];
  /** Monthly sales per product or service, with each unit's direct cost. */
  sales: { item: string; quantity: number; price: number; unitCost: number }[];
  /** Costs charged on sales, as a share of revenue (0..1): taxes, card fees, commissions. */
  salesCosts: { item: string; rate: number }[];
  /** Labour: its total (salaries + charges) becomes a line of the fixed costs. */
  labor: { role: string; count: number; salary: number; chargesRate: number }[];
  fixedCosts: { item: string; value: number }[];
  /** Twelve months per scenario: units sold each month, at the scenario's price and unit cost. */
  scenarios: { label: string; price: number; variableCostPerUnit: number; units: number[] }[];
  assumptions: string[];
};

const MONEY = '"R$" #,##0.00;[Red]-"R$" #,##0.00';
const PERCENT = "0.0%";
const NUMBER = "#,##0.##";
const INPUT_FONT: Partial<ExcelJS.Font> = { color: { argb: "FF1F4FD1" } };
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF14305E" } };
const TOTAL_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDBE4F0" } };

type Value = number | string;
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** Writes rows top to bottom and remembers where each figure landed, for the formulas below it. */
class SheetWriter {
  row = 1;
  constructor(readonly sheet: ExcelJS.Worksheet) {}

  title(text: string, columns: number) {
    const cell = this.sheet.getCell(this.row, 1);
    cell.value = text;
    cell.font = { bold: true, size: 14, color: { argb: "FF14305E" } };
    this.sheet.mergeCells(this.row, 1, this.row, columns);
    this.row += 1;
  }

  header(labels: string[]) {
    labels.forEach((label, i) => {
      const cell = this.sheet.getCell(this.row, i + 1);
      cell.value = label;
      cell.font = { bold: true, color: { argb: "FFFFFFFF" } };
      cell.fill = HEADER_FILL;
      cell.alignment = { horizontal: i === 0 ? "left" : "right", wrapText: true };
    });
    this.row += 1;
  }

  group(label: string) {
    this.row += 1;
    const cell = this.sheet.getCell(this.row, 1);
    cell.value = label;
    cell.font = { bold: true, color: { argb: "FF14305E" } };
    this.row += 1;
  }

  /** Sets one cell: a typed value (an input), or a formula with its result. */
  set(column: number, value: Value | { formula: string; result: Value }, format?: string, input = false) {
    const cell = this.sheet.getCell(this.row, column);
    cell.value = value;
    if (format) cell.numFmt = format;
    if (input) cell.font = INPUT_FONT;
    return cell.address;
  }

  total(columns: number) {
    for (let c = 1; c <= columns; c++) {
      const cell = this.sheet.getCell(this.row, c);
      cell.font = { ...cell.font, bold: true };
      cell.fill = TOTAL_FILL;
    }
  }

  next() {
    this.row += 1;
  }
}

/** `SUM(D3:D7)`, or 0 when the list is empty (an empty range would still be a valid formula, but reads oddly). */
const sumFormula = (column: string, first: number, last: number) => (last >= first ? `SUM(${column}${first}:${column}${last})` : "0");

export async function buildFinancialWorkbook(input: FinancialWorkbookInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.author ?? "";
  workbook.created = input.date;
  workbook.modified = input.date;
  workbook.title = `Plano de Negócio: ${input.businessName}`;
  workbook.calcProperties.fullCalcOnLoad = true;

  const investment = investmentsSheet(workbook, input);
  const sales = salesSheet(workbook, input);
  const fixed = fixedCostsSheet(workbook, input);
  const dre = resultsSheet(workbook, { sales, fixed });
  indicatorsSheet(workbook, { dre, investment, fixed });
  scenariosSheet(workbook, input, { fixed, investment });
  assumptionsSheet(workbook, input);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function newSheet(workbook: ExcelJS.Workbook, name: string, widths: number[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 2 }] });
  sheet.columns = widths.map((width) => ({ width }));
  return sheet;
}

type Ref = { address: string; value: number };
const ref = (sheet: string, address: string, value: number): Ref => ({ address: `'${sheet}'!${address.replace(/([A-Z]+)(\d+)/, "$$$1$$$2")}`, value });

function investmentsSheet(workbook: ExcelJS.Workbook, input: FinancialWorkbookInput) {
  const name = "Investimentos";
  const w = new SheetWriter(newSheet(workbook, name, [42, 13, 18, 18]));
  w.title(`Investimento inicial: ${input.businessName}`, 4);
  w.header(["Item", "Quantidade", "Valor unitário", "Total"]);

  w.group("Investimentos fixos");
  const fixedStart = w.row;
  for (const item of input.fixedInvestments) {
    w.set(1, item.item);
    w.set(2, item.quantity, NUMBER, true);
    w.set(3, item.unitPrice, MONEY, true);
    w.set(4, { formula: `B${w.row}*C${w.row}`, result: item.quantity * item.unitPrice }, MONEY);
    w.next();
  }
  const fixedTotal = sum(input.fixedInvestments.map((i) => i.quantity * i.unitPrice));
  w.set(1, "Total dos investimentos fixos");
  const fixedAt = w.set(4, { formula: sumFormula("D", fixedStart, w.row - 1), result: fixedTotal }, MONEY);
  w.total(4);
  w.next();

  const simpleGroup = (label: string, totalLabel: string, items: { item: string; value: number }[]) => {
    w.group(label);
    const start = w.row;
    for (const item of items) {
      w.set(1, item.item);
      w.set(4, item.value, MONEY, true);
      w.next();
    }
    const total = sum(items.map((i) => i.value));
    w.set(1, totalLabel);
    const at = w.set(4, { formula: sumFormula("D", start, w.row - 1), result: total }, MONEY);
    w.total(4);
    w.next();
    return { at, total };
  };
  const working = simpleGroup("Capital de giro", "Total do capital de giro", input.workingCapital);
  const pre = simpleGroup("Investimentos pré-operacionais", "Total pré-operacional", input.preOperational);

  w.next();
  const total = fixedTotal + working.total + pre.total;
  w.set(1, "Investimento total");
  const totalAt = w.set(4, { formula: `${fixedAt}+${working.at}+${pre.at}`, result: total }, MONEY);
  w.total(4);
  return { total: ref(name, totalAt, total) };
}

function salesSheet(workbook: ExcelJS.Workbook, input: FinancialWorkbookInput) {
  const name = "Faturamento";
  const w = new SheetWriter(newSheet(workbook, name, [36, 14, 16, 18, 16, 18]));
  w.title("Faturamento mensal e custos variáveis", 6);
  w.header(["Produto ou serviço", "Quantidade/mês", "Preço unitário", "Faturamento", "Custo unitário", "Custo total"]);
  const start = w.row;
  for (const sale of input.sales) {
    w.set(1, sale.item);
    w.set(2, sale.quantity, NUMBER, true);
    w.set(3, sale.price, MONEY, true);
    w.set(4, { formula: `B${w.row}*C${w.row}`, result: sale.quantity * sale.price }, MONEY);
    w.set(5, sale.unitCost, MONEY, true);
    w.set(6, { formula: `B${w.row}*E${w.row}`, result: sale.quantity * sale.unitCost }, MONEY);
    w.next();
  }
  const revenue = sum(input.sales.map((s) => s.quantity * s.price));
  const directCosts = sum(input.sales.map((s) => s.quantity * s.unitCost));
  w.set(1, "Total");
  const revenueAt = w.set(4, { formula: sumFormula("D", start, w.row - 1), result: revenue }, MONEY);
  const directAt = w.set(6, { formula: sumFormula("F", start, w.row - 1), result: directCosts }, MONEY);
  w.total(6);
  w.next();

  w.group("Custos de comercialização (sobre o faturamento)");
  const salesStart = w.row;
  for (const cost of input.salesCosts) {
    w.set(1, cost.item);
    w.set(2, cost.rate, PERCENT, true);
    w.set(4, { formula: `B${w.row}*${revenueAt}`, result: cost.rate * revenue }, MONEY);
    w.next();
  }
  const salesCosts = sum(input.salesCosts.map((c) => c.rate * revenue));
  w.set(1, "Total dos custos de comercialização");
  const salesCostsAt = w.set(4, { formula: sumFormula("D", salesStart, w.row - 1), result: salesCosts }, MONEY);
  w.total(6);
  return { revenue: ref(name, revenueAt, revenue), directCosts: ref(name, directAt, directCosts), salesCosts: ref(name, salesCostsAt, salesCosts) };
}

function fixedCostsSheet(workbook: ExcelJS.Workbook, input: FinancialWorkbookInput) {
  const name = "Custos fixos";
  const w = new SheetWriter(newSheet(workbook, name, [36, 12, 16, 14, 18]));
  w.title("Mão de obra e custos fixos mensais", 5);
  w.header(["Função ou item", "Pessoas", "Salário", "Encargos", "Total mensal"]);

  w.group("Mão de obra");
  const laborStart = w.row;
  for (const person of input.labor) {
    w.set(1, person.role);
    w.set(2, person.count, NUMBER, true);
    w.set(3, person.salary, MONEY, true);
    w.set(4, person.chargesRate, PERCENT, true);
    w.set(5, { formula: `B${w.row}*C${w.row}*(1+D${w.row})`, result: person.count * person.salary * (1 + person.chargesRate) }, MONEY);
    w.next();
  }
  const labor = sum(input.labor.map((p) => p.count * p.salary * (1 + p.chargesRate)));
  w.set(1, "Total da mão de obra");
  const laborAt = w.set(5, { formula: sumFormula("E", laborStart, w.row - 1), result: labor }, MONEY);
  w.total(5);
  w.next();

  w.group("Custos fixos");
  const start = w.row;
  for (const cost of input.fixedCosts) {
    w.set(1, cost.item);
    w.set(5, cost.value, MONEY, true);
    w.next();
  }
  w.set(1, "Mão de obra (salários e encargos)");
  w.set(5, { formula: laborAt, result: labor }, MONEY);
  w.next();
  const total = sum(input.fixedCosts.map((c) => c.value)) + labor;
  w.set(1, "Total dos custos fixos mensais");
  const totalAt = w.set(5, { formula: sumFormula("E", start, w.row - 1), result: total }, MONEY);
  w.total(5);
  return { total: ref(name, totalAt, total) };
}

type SalesRefs = ReturnType<typeof salesSheet>;
type Totals = { total: Ref };

function resultsSheet(workbook: ExcelJS.Workbook, refs: { sales: SalesRefs; fixed: Totals }) {
  const name = "DRE";
  const w = new SheetWriter(newSheet(workbook, name, [44, 18, 14]));
  w.title("Demonstrativo de resultados (mês típico)", 3);
  w.header(["", "Valor mensal", "% da receita"]);
  const revenue = refs.sales.revenue.value;
  const revenueAbs = `$B$${w.row}`; // the first line below
  const line = (label: string, formula: string, result: number, bold = false) => {
    w.set(1, label);
    const at = w.set(2, { formula, result }, MONEY);
    w.set(3, { formula: `IF(${revenueAbs}=0,0,B${w.row}/${revenueAbs})`, result: ratio(result, revenue) }, PERCENT);
    if (bold) w.total(3);
    w.next();
    return at;
  };
  const margin = revenue - refs.sales.directCosts.value - refs.sales.salesCosts.value;
  const profit = margin - refs.fixed.total.value;
  const revenueCell = line("Receita total com vendas", refs.sales.revenue.address, revenue, true);
  const directAt = line("(−) Custos dos materiais e mercadorias", refs.sales.directCosts.address, refs.sales.directCosts.value);
  const salesAt = line("(−) Custos de comercialização", refs.sales.salesCosts.address, refs.sales.salesCosts.value);
  const marginAt = line("(=) Margem de contribuição", `${revenueCell}-${directAt}-${salesAt}`, margin, true);
  const fixedAt = line("(−) Custos fixos mensais", refs.fixed.total.address, refs.fixed.total.value);
  const profitAt = line("(=) Resultado operacional (lucro ou prejuízo)", `${marginAt}-${fixedAt}`, profit, true);
  return {
    revenue: ref(name, revenueCell, revenue),
    margin: ref(name, marginAt, margin),
    profit: ref(name, profitAt, profit),
  };
}

function indicatorsSheet(workbook: ExcelJS.Workbook, refs: { dre: ReturnType<typeof resultsSheet>; investment: Totals; fixed: Totals }) {
  const w = new SheetWriter(newSheet(workbook, "Indicadores", [36, 20, 70]));
  w.title("Indicadores de viabilidade (mês típico)", 3);
  w.header(["Indicador", "Valor", "Como se calcula e o que significa"]);
  const { revenue, margin, profit } = refs.dre;
  const fixed = refs.fixed.total;
  const investment = refs.investment.total;
  const row = (label: string, value: { formula: string; result: Value }, format: string, meaning: string) => {
    w.set(1, label);
    const at = w.set(2, value, format);
    w.set(3, meaning);
    w.sheet.getCell(w.row, 3).alignment = { wrapText: true, vertical: "top" };
    w.next();
    return at;
  };
  const marginRate = ratio(margin.value, revenue.value);
  const indexAt = row("Índice de margem de contribuição", { formula: `IF(${revenue.address}=0,0,${margin.address}/${revenue.address})`, result: marginRate }, PERCENT, "Margem de contribuição ÷ receita total: quanto de cada real vendido sobra para pagar os custos fixos.");
  row(
    "Ponto de equilíbrio (receita por mês)",
    { formula: `IF(${indexAt}<=0,"Não há: a margem não cobre os custos variáveis",${fixed.address}/${indexAt})`, result: marginRate <= 0 ? "Não há: a margem não cobre os custos variáveis" : fixed.value / marginRate },
    MONEY,
    "Custos fixos ÷ índice de margem de contribuição: a receita mensal a partir da qual não há prejuízo.",
  );
  row("Lucratividade", { formula: `IF(${revenue.address}=0,0,${profit.address}/${revenue.address})`, result: ratio(profit.value, revenue.value) }, PERCENT, "Lucro ÷ receita total: quanto de cada real vendido vira lucro.");
  row("Rentabilidade (ao mês)", { formula: `IF(${investment.address}=0,0,${profit.address}/${investment.address})`, result: ratio(profit.value, investment.value) }, PERCENT, "Lucro ÷ investimento total: quanto do dinheiro investido volta a cada mês.");
  row(
    "Prazo de retorno do investimento (meses)",
    { formula: `IF(${profit.address}<=0,"Não retorna: o resultado mensal não é positivo",${investment.address}/${profit.address})`, result: profit.value <= 0 ? "Não retorna: o resultado mensal não é positivo" : investment.value / profit.value },
    "0.0",
    "Investimento total ÷ lucro mensal: em quantos meses o lucro devolve o que foi investido.",
  );
}

function scenariosSheet(workbook: ExcelJS.Workbook, input: FinancialWorkbookInput, refs: { fixed: Totals; investment: Totals }) {
  const months = Math.max(0, ...input.scenarios.map((s) => s.units.length));
  const sheet = workbook.addWorksheet("Cenários", { views: [{ state: "frozen", xSplit: 1, ySplit: 2 }] });
  sheet.columns = [{ width: 30 }, ...Array.from({ length: months }, () => ({ width: 14 }))];
  const w = new SheetWriter(sheet);
  w.title("Cenários: 12 meses de resultado e caixa", months + 1);
  w.header(["", ...Array.from({ length: months }, (_, m) => `Mês ${m + 1}`)]);
  const column = (m: number) => sheet.getColumn(m + 2).letter;
  for (const scenario of input.scenarios) {
    w.group(`Cenário ${scenario.label.toLowerCase()}`);
    w.set(1, "Preço por unidade");
    const priceAt = w.set(2, scenario.price, MONEY, true);
    w.next();
    w.set(1, "Custo variável por unidade");
    const costAt = w.set(2, scenario.variableCostPerUnit, MONEY, true);
    w.next();
    const unitsRow = w.row;
    w.set(1, "Unidades vendidas");
    scenario.units.forEach((units, m) => w.set(m + 2, units, NUMBER, true));
    w.next();
    const abs = (a: string) => a.replace(/([A-Z]+)(\d+)/, "$$$1$$$2");
    const revenueRow = w.row;
    w.set(1, "Receita");
    scenario.units.forEach((units, m) => w.set(m + 2, { formula: `${column(m)}${unitsRow}*${abs(priceAt)}`, result: units * scenario.price }, MONEY));
    w.next();
    const costRow = w.row;
    w.set(1, "(−) Custos variáveis");
    scenario.units.forEach((units, m) => w.set(m + 2, { formula: `${column(m)}${unitsRow}*${abs(costAt)}`, result: units * scenario.variableCostPerUnit }, MONEY));
    w.next();
    const fixedRow = w.row;
    w.set(1, "(−) Custos fixos");
    scenario.units.forEach((_, m) => w.set(m + 2, { formula: refs.fixed.total.address, result: refs.fixed.total.value }, MONEY));
    w.next();
    const resultRow = w.row;
    w.set(1, "(=) Resultado do mês");
    const results = scenario.units.map((units) => units * (scenario.price - scenario.variableCostPerUnit) - refs.fixed.total.value);
    results.forEach((result, m) => w.set(m + 2, { formula: `${column(m)}${revenueRow}-${column(m)}${costRow}-${column(m)}${fixedRow}`, result }, MONEY));
    w.total(months + 1);
    w.next();
    w.set(1, "Caixa acumulado (após o investimento)");
    let cash = -refs.investment.total.value;
    results.forEach((result, m) => {
      cash += result;
      const previous = m === 0 ? `-${refs.investment.total.address}` : `${column(m - 1)}${w.row}`;
      w.set(m + 2, { formula: `${previous}+${column(m)}${resultRow}`, result: cash }, MONEY);
    });
    w.next();
  }
}

function assumptionsSheet(workbook: ExcelJS.Workbook, input: FinancialWorkbookInput) {
  const sheet = workbook.addWorksheet("Premissas");
  sheet.columns = [{ width: 110 }];
  const w = new SheetWriter(sheet);
  w.title(`Premissas do plano: ${input.businessName}`, 1);
  const note = "Células em azul são valores digitados: mude-as e as fórmulas recalculam totais, resultado, indicadores e cenários.";
  for (const line of [note, ...input.assumptions]) {
    w.set(1, line);
    sheet.getCell(w.row, 1).alignment = { wrapText: true, vertical: "top" };
    w.next();
  }
}
