import type ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createEvaluator } from "../../../tests/documents/formula-eval";
import { readXlsx } from "../../../tests/documents/read-back";
import { buildFinancialWorkbook, type FinancialWorkbookInput } from "./xlsx.server";

// Worked example: investment 4.600 + 3.000 + 400 = 8.000; revenue 14.000; variable costs 4.200 +
// 700; margin 9.100 (index 65 %); fixed costs 2.000 + labour 1.800 = 3.800; profit 5.300.
const example: FinancialWorkbookInput = {
  businessName: "Confeitaria da Conceição",
  date: new Date("2026-11-23T15:00:00Z"),
  author: "Conceição Araújo",
  fixedInvestments: [
    { item: "Forno industrial", quantity: 1, unitPrice: 3000 },
    { item: "Batedeira planetária", quantity: 2, unitPrice: 800 },
  ],
  workingCapital: [
    { item: "Estoque inicial", value: 1200 },
    { item: "Caixa mínimo", value: 1800 },
  ],
  preOperational: [{ item: "Registro e licenças", value: 400 }],
  sales: [
    { item: "Bolo decorado", quantity: 300, price: 40, unitCost: 12 },
    { item: "Docinhos (cento)", quantity: 1000, price: 2, unitCost: 0.6 },
  ],
  salesCosts: [
    { item: "Taxa de cartão e Pix", rate: 0.03 },
    { item: "Comissão do aplicativo", rate: 0.02 },
  ],
  labor: [{ role: "Ajudante de cozinha", count: 1, salary: 1500, chargesRate: 0.2 }],
  fixedCosts: [
    { item: "Aluguel", value: 1500 },
    { item: "Energia elétrica", value: 400 },
    { item: "DAS do MEI", value: 100 },
  ],
  scenarios: [
    { label: "Pessimista", price: 38, variableCostPerUnit: 14, units: Array.from({ length: 12 }, (_, m) => 100 + 10 * m) },
    { label: "Provável", price: 40, variableCostPerUnit: 14, units: Array.from({ length: 12 }, (_, m) => 150 + 15 * m) },
  ],
  assumptions: ["Preços pesquisados em três fornecedores em novembro de 2026."],
};

function formulaCells(workbook: ExcelJS.Workbook) {
  const cells: { sheet: string; address: string; formula: string; result: unknown; numFmt: string }[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) cells.push({ sheet: sheet.name, address: cell.address, formula: cell.formula, result: cell.result, numFmt: cell.numFmt });
      }),
    ),
  );
  return cells;
}

function find(workbook: ExcelJS.Workbook, sheetName: string, label: string, column = 2) {
  const sheet = workbook.getWorksheet(sheetName)!;
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label) found = row.getCell(column);
  });
  if (!found) throw new Error(`${sheetName}: no row "${label}"`);
  return found;
}

describe("the financial workbook", () => {
  it("has the plan's sheets, with frozen headers and money formats", async () => {
    const workbook = await readXlsx(await buildFinancialWorkbook(example));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Investimentos", "Faturamento", "Custos fixos", "DRE", "Indicadores", "Cenários", "Premissas"]);
    expect(workbook.getWorksheet("Investimentos")!.views[0]).toMatchObject({ state: "frozen", ySplit: 2 });
    expect(workbook.getWorksheet("Investimentos")!.getCell("A1").value).toBe("Investimento inicial: Confeitaria da Conceição");
    expect(find(workbook, "Investimentos", "Investimento total", 4).numFmt).toBe('"R$" #,##0.00;[Red]-"R$" #,##0.00');
    expect(find(workbook, "Indicadores", "Lucratividade").numFmt).toBe("0.0%");
    expect(workbook.getWorksheet("Premissas")!.getCell("A3").value).toBe("Preços pesquisados em três fornecedores em novembro de 2026.");
  });

  it("computes every figure with a formula whose stored result matches a recalculation", async () => {
    const workbook = await readXlsx(await buildFinancialWorkbook(example));
    const cells = formulaCells(workbook);
    expect(cells.length).toBeGreaterThan(100);
    const { cellValue } = createEvaluator(workbook);
    for (const cell of cells) {
      const value = cellValue(cell.sheet, cell.address);
      if (typeof value === "number") expect(cell.result, `${cell.sheet}!${cell.address} = ${cell.formula}`).toBeCloseTo(value, 6);
      else expect(cell.result, `${cell.sheet}!${cell.address}`).toBe(value);
    }
  });

  it("reproduces the worked example's totals and indicators", async () => {
    const workbook = await readXlsx(await buildFinancialWorkbook(example));
    const total = find(workbook, "Investimentos", "Investimento total", 4);
    expect(total.formula).toMatch(/^D\d+\+D\d+\+D\d+$/);
    expect(total.result).toBe(8000);
    expect(find(workbook, "DRE", "Receita total com vendas").result).toBe(14000);
    expect(find(workbook, "DRE", "(=) Margem de contribuição").result).toBeCloseTo(9100, 6);
    expect(find(workbook, "Custos fixos", "Total dos custos fixos mensais", 5).result).toBeCloseTo(3800, 6);
    const profit = find(workbook, "DRE", "(=) Resultado operacional (lucro ou prejuízo)");
    expect(profit.formula).toMatch(/^B\d+-B\d+$/);
    expect(profit.result).toBeCloseTo(5300, 6);
    const breakEven = find(workbook, "Indicadores", "Ponto de equilíbrio (receita por mês)");
    expect(breakEven.formula).toMatch(/^IF\(B\d+<=0,".*",'Custos fixos'!\$E\$\d+\/B\d+\)$/);
    expect(breakEven.result).toBeCloseTo(3800 / 0.65, 6);
    expect(find(workbook, "Indicadores", "Lucratividade").result).toBeCloseTo(5300 / 14000, 6);
    expect(find(workbook, "Indicadores", "Rentabilidade (ao mês)").result).toBeCloseTo(5300 / 8000, 6);
    expect(find(workbook, "Indicadores", "Prazo de retorno do investimento (meses)").result).toBeCloseTo(8000 / 5300, 6);
    // Scenarios: month 1 of the likely case = 150 × (40 − 14) − 3.800; cash starts at −8.000.
    const scenarios = workbook.getWorksheet("Cenários")!;
    const results: number[] = [];
    scenarios.eachRow((row) => {
      if (row.getCell(1).value === "(=) Resultado do mês") results.push(row.getCell(2).result as number);
    });
    expect(results).toEqual([100 * 24 - 3800, 150 * 26 - 3800]);
  });

  it("recalculates from the inputs: a changed quantity moves the totals and indicators", async () => {
    const workbook = await readXlsx(await buildFinancialWorkbook(example));
    find(workbook, "Faturamento", "Bolo decorado").value = 400; // 100 more cakes: +4.000 revenue, +1.200 cost, +200 fees
    const { cellValue } = createEvaluator(workbook);
    const at = (sheet: string, label: string, column = 2) => cellValue(sheet, find(workbook, sheet, label, column).address);
    expect(at("DRE", "Receita total com vendas")).toBe(18000);
    expect(at("DRE", "(=) Resultado operacional (lucro ou prejuízo)")).toBeCloseTo(5300 + 4000 - 1200 - 200, 6);
    expect(at("Indicadores", "Prazo de retorno do investimento (meses)")).toBeCloseTo(8000 / 7900, 6);
  });

  it("says what an indicator means when the margin or the profit is not positive", async () => {
    const losing: FinancialWorkbookInput = { ...example, sales: [{ item: "Bolo", quantity: 10, price: 10, unitCost: 12 }] };
    const workbook = await readXlsx(await buildFinancialWorkbook(losing));
    expect(find(workbook, "Indicadores", "Ponto de equilíbrio (receita por mês)").result).toBe("Não há: a margem não cobre os custos variáveis");
    expect(find(workbook, "Indicadores", "Prazo de retorno do investimento (meses)").result).toBe("Não retorna: o resultado mensal não é positivo");
    const empty = await readXlsx(await buildFinancialWorkbook({ ...example, sales: [], salesCosts: [], fixedInvestments: [] }));
    expect(find(empty, "Indicadores", "Lucratividade").result).toBe(0);
    expect(find(empty, "Faturamento", "Total", 4).formula).toBe("0");
  });
});
