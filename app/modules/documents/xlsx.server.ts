/**
 * The plan's financial tables as an .xlsx workbook, for those who go on in a spreadsheet. Every
 * derived figure is a real formula over the cells it comes from (Sebrae's definitions, as in
 * app/modules/plan/compute.ts), so changing a quantity, a price or a cost recalculates the totals,
 * the DRE, the indicators and the 12 months of each scenario. Typed values are blue.
 */
import ExcelJS from "exceljs";
import { DEPRECIATION_BASIS, DEPRECIATION_LABEL, monthlyDepreciationCents } from "~/modules/economics/depreciation";
import type { BusinessPlan } from "~/modules/plan/types";
import { indicatorsSheet } from "./xlsx-indicators.server";
import {
  MONEY,
  NUMBER,
  PERCENT,
  SheetWriter,
  absolute,
  newSheet,
  ratio,
  refTo,
  round2,
  sum,
  sumFormula,
  type Ref,
} from "./xlsx-sheet.server";

export type WorkbookMeta = { businessName: string; date: Date; author?: string; dateText: string; verdict: string };

const reais = (cents: number) => cents / 100;

export async function buildPlanWorkbook(plan: BusinessPlan, meta: WorkbookMeta): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = meta.author ?? "";
  workbook.created = meta.date;
  workbook.modified = meta.date;
  workbook.title = `Plano de Negócio: ${meta.businessName}`;
  workbook.calcProperties.fullCalcOnLoad = true; // Excel recalculates on opening

  const investment = investmentsSheet(workbook, plan, meta);
  const sales = salesSheet(workbook, plan);
  const fixed = fixedCostsSheet(workbook, plan);
  const dre = resultsSheet(workbook, sales, fixed);
  indicatorsSheet(workbook, { dre, fixed: fixed.total, investment }, meta);
  scenariosSheet(workbook, plan, { dre, sales, fixed: fixed.total, investment });
  assumptionsSheet(workbook, plan, meta);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A titled group of typed amounts (column D) and its total row; returns the total's cell and value. */
function amountGroup(w: SheetWriter, label: string, totalLabel: string, rows: { item: string; cents: number }[]) {
  w.group(label);
  const first = w.row;
  for (const row of rows) {
    w.set(1, row.item);
    w.set(4, reais(row.cents), MONEY, true);
    w.next();
  }
  const total = sum(rows.map((r) => reais(r.cents)));
  w.set(1, totalLabel);
  const at = w.set(4, { formula: sumFormula("D", first, w.row - 1), result: total }, MONEY);
  w.total(4);
  w.next();
  return { at, total };
}

/** A titled group of quantity (B) × unit value (C) = line total (D) rows and its total row. */
function quantityGroup(w: SheetWriter, label: string, totalLabel: string, rows: { item: string; qty: number; unitCents: number }[]) {
  w.group(label);
  const first = w.row;
  for (const row of rows) {
    w.set(1, row.item);
    w.set(2, row.qty, NUMBER, true);
    w.set(3, reais(row.unitCents), MONEY, true);
    w.set(4, { formula: `B${w.row}*C${w.row}`, result: row.qty * reais(row.unitCents) }, MONEY);
    w.next();
  }
  const total = sum(rows.map((r) => r.qty * reais(r.unitCents)));
  w.set(1, totalLabel);
  const at = w.set(4, { formula: sumFormula("D", first, w.row - 1), result: total }, MONEY);
  w.total(4);
  w.next();
  return { at, total };
}

function investmentsSheet(workbook: ExcelJS.Workbook, plan: BusinessPlan, meta: WorkbookMeta): Ref {
  const name = "Investimentos";
  const f = plan.financeiro;
  const w = new SheetWriter(newSheet(workbook, name, [44, 13, 18, 18]));
  w.title(`Investimento inicial: ${meta.businessName}`, 4);
  w.header(["Item", "Quantidade", "Valor unitário", "Total"]);

  const fixed = quantityGroup(
    w,
    "Investimentos fixos",
    "Total dos investimentos fixos",
    f.fixedInvestments.map((r) => ({ item: r.item, qty: r.qty, unitCents: r.unitPriceCents })),
  );
  const working = amountGroup(w, "Capital de giro", "Total do capital de giro", [
    { item: "Estoque inicial", cents: f.initialStockCents },
    { item: "Caixa mínimo", cents: f.minimumCashCents },
  ]);
  const pre = amountGroup(
    w,
    "Investimentos pré-operacionais",
    "Total dos investimentos pré-operacionais",
    f.preOperational.map((r) => ({ item: r.item, cents: r.valueCents })),
  );

  w.next();
  const total = fixed.total + working.total + pre.total;
  w.set(1, "Investimento total");
  const totalAt = w.set(4, { formula: `${fixed.at}+${working.at}+${pre.at}`, result: total }, MONEY);
  w.total(4);
  return refTo(name, totalAt, total);
}

function salesSheet(workbook: ExcelJS.Workbook, plan: BusinessPlan) {
  const name = "Faturamento";
  const f = plan.financeiro;
  const w = new SheetWriter(newSheet(workbook, name, [40, 14, 16, 18, 16, 18]));
  w.title("Faturamento mensal e custos variáveis", 6);
  w.header(["Produto ou serviço", "Quantidade/mês", "Preço unitário", "Faturamento", "Custo unitário", "Custo total"]);
  const start = w.row;
  for (const p of f.products) {
    w.set(1, p.name);
    w.set(2, p.unitsPerMonth, NUMBER, true);
    w.set(3, reais(p.priceCents), MONEY, true);
    w.set(4, { formula: `B${w.row}*C${w.row}`, result: p.unitsPerMonth * reais(p.priceCents) }, MONEY);
    w.set(5, reais(p.unitCostCents), MONEY, true);
    w.set(6, { formula: `B${w.row}*E${w.row}`, result: p.unitsPerMonth * reais(p.unitCostCents) }, MONEY);
    w.next();
  }
  const revenue = sum(f.products.map((p) => p.unitsPerMonth * reais(p.priceCents)));
  const materials = sum(f.products.map((p) => p.unitsPerMonth * reais(p.unitCostCents)));
  w.set(1, "Total");
  const revenueAt = w.set(4, { formula: sumFormula("D", start, w.row - 1), result: revenue }, MONEY);
  const materialsAt = w.set(6, { formula: sumFormula("F", start, w.row - 1), result: materials }, MONEY);
  w.total(6);
  w.next();

  w.group("Custos de comercialização (% do faturamento)");
  const first = w.row;
  for (const cost of f.sellingCosts) {
    w.set(1, cost.item);
    w.set(2, cost.rateBp / 10_000, PERCENT, true);
    w.set(4, { formula: `B${w.row}*${absolute(revenueAt)}`, result: (cost.rateBp / 10_000) * revenue }, MONEY);
    w.next();
  }
  const rate = sum(f.sellingCosts.map((c) => c.rateBp)) / 10_000;
  const selling = round2(revenue * rate);
  w.set(1, "Total dos custos de comercialização");
  const rateAt = w.set(2, { formula: sumFormula("B", first, w.row - 1), result: rate }, PERCENT);
  const sellingAt = w.set(4, { formula: `ROUND(${revenueAt}*${rateAt},2)`, result: selling }, MONEY);
  w.total(6);
  return {
    revenue: refTo(name, revenueAt, revenue),
    materials: refTo(name, materialsAt, materials),
    rate: refTo(name, rateAt, rate),
    selling: refTo(name, sellingAt, selling),
  };
}

function fixedCostsSheet(workbook: ExcelJS.Workbook, plan: BusinessPlan) {
  const name = "Custos fixos";
  const f = plan.financeiro;
  const w = new SheetWriter(newSheet(workbook, name, [44, 12, 22, 18]));
  w.title("Mão de obra e custos fixos mensais", 4);
  w.header(["Item", "Pessoas", "Custo por pessoa (com encargos)", "Total mensal"]);

  const { at: laborAt, total: labor } = quantityGroup(
    w,
    "Mão de obra",
    "Total da mão de obra",
    f.labor.map((r) => ({ item: r.role, qty: r.people, unitCents: r.monthlyCostCents })),
  );

  w.group("Pró-labore");
  w.set(1, "Pró-labore (sua retirada)");
  const ownerDraw = reais(f.ownerDrawCents);
  const ownerAt = w.set(4, ownerDraw, MONEY, true);
  w.next();

  const { at: otherAt, total: other } = amountGroup(
    w,
    "Demais custos fixos",
    "Total dos demais custos fixos",
    f.fixedCosts.map((r) => ({ item: r.item, cents: r.valueCents })),
  );

  w.group("Depreciação");
  w.set(1, DEPRECIATION_LABEL);
  const depreciation = reais(monthlyDepreciationCents(f.fixedInvestments));
  const depreciationAt = w.set(4, depreciation, MONEY, true);
  w.note(3, `Investimentos fixos: ${DEPRECIATION_BASIS}.`);
  w.next();

  w.next();
  const total = labor + ownerDraw + other + depreciation;
  w.set(1, "Total dos custos fixos mensais");
  const totalAt = w.set(4, { formula: `${laborAt}+${ownerAt}+${otherAt}+${depreciationAt}`, result: total }, MONEY);
  w.total(4);
  return {
    labor: refTo(name, laborAt, labor),
    ownerDraw: refTo(name, ownerAt, ownerDraw),
    other: refTo(name, otherAt, other),
    depreciation: refTo(name, depreciationAt, depreciation),
    total: refTo(name, totalAt, total),
  };
}

type Sales = ReturnType<typeof salesSheet>;
type Fixed = ReturnType<typeof fixedCostsSheet>;

/** Demonstrativo de resultados of a normal month, line for line as the plan page shows it. */
function resultsSheet(workbook: ExcelJS.Workbook, sales: Sales, fixed: Fixed) {
  const name = "DRE";
  const w = new SheetWriter(newSheet(workbook, name, [48, 18, 14]));
  w.title("Demonstrativo de resultados (mês normal)", 3);
  w.header(["", "Valor mensal", "% da receita"]);
  const revenue = sales.revenue.value;
  const revenueAbs = `$B$${w.row}`; // the first line below
  const line = (label: string, formula: string, result: number, bold = false) => {
    w.set(1, label);
    const at = w.set(2, { formula, result }, MONEY);
    w.set(3, { formula: `IF(${revenueAbs}=0,0,B${w.row}/${revenueAbs})`, result: ratio(result, revenue) }, PERCENT);
    if (bold) w.total(3);
    w.next();
    return at;
  };
  const margin = revenue - sales.materials.value - sales.selling.value;
  const result = margin - fixed.total.value;
  const revenueAt = line("Receita total (faturamento)", sales.revenue.address, revenue, true);
  const materialsAt = line("(−) Custo dos produtos e serviços vendidos", sales.materials.address, sales.materials.value);
  const sellingAt = line("(−) Impostos, taxas e comissões sobre as vendas", sales.selling.address, sales.selling.value);
  const marginAt = line("(=) Margem de contribuição", `${revenueAt}-${materialsAt}-${sellingAt}`, margin, true);
  const laborAt = line("(−) Mão de obra (salários e encargos)", fixed.labor.address, fixed.labor.value);
  const ownerAt = line("(−) Pró-labore (sua retirada)", fixed.ownerDraw.address, fixed.ownerDraw.value);
  const otherAt = line("(−) Demais custos fixos", fixed.other.address, fixed.other.value);
  const depreciationAt = line("(−) Depreciação", fixed.depreciation.address, fixed.depreciation.value);
  const resultAt = line(
    "(=) Resultado (lucro ou prejuízo)",
    `${marginAt}-${laborAt}-${ownerAt}-${otherAt}-${depreciationAt}`,
    result,
    true,
  );
  return { revenue: refTo(name, revenueAt, revenue), margin: refTo(name, marginAt, margin), result: refTo(name, resultAt, result) };
}

export type Dre = ReturnType<typeof resultsSheet>;

function scenariosSheet(workbook: ExcelJS.Workbook, plan: BusinessPlan, refs: { dre: Dre; sales: Sales; fixed: Ref; investment: Ref }) {
  const ramp = plan.cenarios.ramp.length === 12 ? plan.cenarios.ramp : Array<number>(12).fill(100);
  const sheet = newSheet(workbook, "Cenários", [40, ...ramp.map(() => 14)], 1);
  const w = new SheetWriter(sheet);
  const col = (m: number) => sheet.getColumn(m + 2).letter;
  w.title("Cenários: resultado e caixa dos 12 primeiros meses", 13);
  w.header(["", ...ramp.map((_, m) => `Mês ${m + 1}`)]);
  w.set(1, "Ritmo de vendas (% de um mês normal)");
  const rampRow = w.row;
  ramp.forEach((pct, m) => w.set(m + 2, pct / 100, PERCENT, true));
  w.next();

  const { revenue, materials, rate } = { revenue: refs.sales.revenue, materials: refs.sales.materials, rate: refs.sales.rate };
  const changes = {
    pessimista: plan.cenarios.pessimista,
    provavel: { volumePct: 0, pricePct: 0, fixedCostsPct: 0 },
    otimista: plan.cenarios.otimista,
  };
  const labels = { pessimista: "pessimista", provavel: "provável", otimista: "otimista" } as const;
  for (const id of ["pessimista", "provavel", "otimista"] as const) {
    const change = changes[id];
    w.group(`Cenário ${labels[id]}`);
    const param = (label: string, pct: number) => {
      w.set(1, label);
      const at = absolute(w.set(2, pct / 100, PERCENT, true));
      w.next();
      return { at, value: pct / 100 };
    };
    const volume = param("Variação das vendas (quantidade)", change.volumePct);
    const price = param("Variação dos preços", change.pricePct);
    const fixedChange = param("Variação dos custos fixos", change.fixedCostsPct);
    const rows: Record<"revenue" | "materials" | "selling" | "fixed" | "result", number> = {
      revenue: 0,
      materials: 0,
      selling: 0,
      fixed: 0,
      result: 0,
    };
    const values = ramp.map((pct) => {
      const factor = pct / 100;
      const rev = round2(revenue.value * (1 + volume.value) * (1 + price.value) * factor);
      const mat = round2(materials.value * (1 + volume.value) * factor);
      const sell = round2(rev * rate.value);
      const fix = round2(refs.fixed.value * (1 + fixedChange.value));
      return { revenue: rev, materials: mat, selling: sell, fixed: fix, result: rev - mat - sell - fix };
    });
    const line = (key: keyof typeof rows, label: string, formula: (m: number) => string, bold = false) => {
      rows[key] = w.row;
      w.set(1, label);
      values.forEach((v, m) => w.set(m + 2, { formula: formula(m), result: v[key] }, MONEY));
      if (bold) w.total(13);
      w.next();
    };
    const r = (m: number) => `${col(m)}$${rampRow}`;
    line("revenue", "Receita", (m) => `ROUND(${revenue.address}*(1+${volume.at})*(1+${price.at})*${r(m)},2)`);
    line("materials", "(−) Custo dos produtos vendidos", (m) => `ROUND(${materials.address}*(1+${volume.at})*${r(m)},2)`);
    line("selling", "(−) Impostos, taxas e comissões", (m) => `ROUND(${col(m)}${rows.revenue}*${rate.address},2)`);
    line("fixed", "(−) Custos fixos", () => `ROUND(${refs.fixed.address}*(1+${fixedChange.at}),2)`);
    line(
      "result",
      "(=) Resultado do mês",
      (m) => `${col(m)}${rows.revenue}-${col(m)}${rows.materials}-${col(m)}${rows.selling}-${col(m)}${rows.fixed}`,
      true,
    );
    w.set(1, "Caixa acumulado (depois do investimento)");
    let cash = -refs.investment.value;
    values.forEach((v, m) => {
      cash += v.result;
      const previous = m === 0 ? `-${refs.investment.address}` : `${col(m - 1)}${w.row}`;
      w.set(m + 2, { formula: `${previous}+${col(m)}${rows.result}`, result: cash }, MONEY);
    });
    w.next();
  }
}

function assumptionsSheet(workbook: ExcelJS.Workbook, plan: BusinessPlan, meta: WorkbookMeta) {
  const sheet = workbook.addWorksheet("Premissas", {
    pageSetup: { paperSize: 9, orientation: "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [{ width: 120 }];
  const w = new SheetWriter(sheet);
  w.title(`Premissas do plano: ${meta.businessName}`, 1);
  const lines = [
    `Versão do plano de ${meta.dateText}. Valores em reais, por mês, salvo quando indicado.`,
    "Células em azul são valores digitados: mude-as e as fórmulas recalculam totais, DRE, indicadores e cenários.",
    ...plan.basis,
  ];
  for (const line of lines) {
    w.note(1, line);
    w.next();
  }
}
