import type ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { computePlan } from "~/modules/plan/compute";
import { createEvaluator } from "../../../tests/documents/formula-eval";
import { cataloguePlan, workedPlan } from "../../../tests/documents/plan-fixtures";
import { readXlsx } from "../../../tests/documents/read-back";
import type { BusinessPlan } from "~/modules/plan/types";
import { buildPlanWorkbook } from "./xlsx.server";

const meta = {
  businessName: "Confeitaria da Conceição",
  date: new Date("2026-11-23T15:00:00Z"),
  dateText: "23/11/2026",
  author: "Conceição",
  verdict: "A conta fecha.",
};
const workbookOf = async (plan: BusinessPlan) => readXlsx(await buildPlanWorkbook(plan, meta));

function formulaCells(workbook: ExcelJS.Workbook) {
  const cells: { sheet: string; address: string; formula: string; result: unknown }[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) cells.push({ sheet: sheet.name, address: cell.address, formula: cell.formula, result: cell.result });
      }),
    ),
  );
  return cells;
}

/** The cell in `column` of the row whose first cell is `label` (the last such row). */
function find(workbook: ExcelJS.Workbook, sheetName: string, label: string, column = 2) {
  let found: ExcelJS.Cell | undefined;
  workbook.getWorksheet(sheetName)!.eachRow((row) => {
    if (row.getCell(1).value === label) found = row.getCell(column);
  });
  if (!found) throw new Error(`${sheetName}: no row "${label}"`);
  return found;
}

/** The twelve months of a row of one scenario on the Cenários sheet. */
function scenarioRow(workbook: ExcelJS.Workbook, scenario: string, label: string): number[] {
  const sheet = workbook.getWorksheet("Cenários")!;
  let inScenario = false;
  let values: number[] = [];
  sheet.eachRow((row) => {
    const first = row.getCell(1).value;
    if (typeof first === "string" && first.startsWith("Cenário ")) inScenario = first === `Cenário ${scenario}`;
    if (inScenario && first === label) values = Array.from({ length: 12 }, (_, m) => row.getCell(m + 2).result as number);
  });
  return values;
}

describe("the plan's workbook", () => {
  it("has the financial sheets with frozen headers, money formats and the plan's assumptions", async () => {
    const workbook = await workbookOf(workedPlan());
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Investimentos",
      "Faturamento",
      "Custos fixos",
      "DRE",
      "Indicadores",
      "Cenários",
      "Premissas",
    ]);
    for (const sheet of workbook.worksheets.slice(0, -1)) expect(sheet.views[0], sheet.name).toMatchObject({ state: "frozen", ySplit: 2 });
    expect(workbook.getWorksheet("Investimentos")!.getCell("A1").value).toBe("Investimento inicial: Confeitaria da Conceição");
    expect(find(workbook, "Investimentos", "Investimento total", 4).numFmt).toBe('"R$" #,##0.00;[Red]-"R$" #,##0.00');
    expect(find(workbook, "Indicadores", "Lucratividade").numFmt).toBe("0.0%");
    expect(find(workbook, "Faturamento", "Bolo decorado", 3).font?.color?.argb).toBe("FF1F4FD1"); // typed values are blue
    const premissas = workbook.getWorksheet("Premissas")!.getColumn(1).values.join("\n");
    expect(premissas).toContain("Versão do plano de 23/11/2026");
    expect(premissas).toContain("Preços pesquisados em três fornecedores de São João em novembro de 2026.");
  });

  it("stores with every formula the result a recalculation gives", async () => {
    for (const plan of [workedPlan(), cataloguePlan(0), cataloguePlan(7)]) {
      const workbook = await workbookOf(plan);
      const cells = formulaCells(workbook);
      expect(cells.length).toBeGreaterThan(150);
      const { cellValue } = createEvaluator(workbook);
      for (const cell of cells) {
        const value = cellValue(cell.sheet, cell.address);
        if (typeof value === "number") expect(cell.result, `${cell.sheet}!${cell.address} = ${cell.formula}`).toBeCloseTo(value, 6);
        else expect(cell.result, `${cell.sheet}!${cell.address}`).toBe(value);
      }
    }
  });

  it("gives computePlan's figures: totals, DRE, indicators and the 12 months of each scenario", async () => {
    for (const plan of [workedPlan(), cataloguePlan(0), cataloguePlan(7)]) {
      const f = computePlan(plan);
      const workbook = await workbookOf(plan);
      const reais = (cents: number) => cents / 100;
      const close = (cell: ExcelJS.Cell, expected: number) =>
        expect(Math.abs((cell.result as number) - expected), `${cell.address}: ${String(cell.result)} vs ${expected}`).toBeLessThanOrEqual(
          0.011,
        );
      close(find(workbook, "Investimentos", "Investimento total", 4), reais(f.investment.totalCents));
      close(find(workbook, "DRE", "Receita total (faturamento)"), reais(f.monthlyRevenueCents));
      close(find(workbook, "DRE", "(=) Margem de contribuição"), reais(f.contributionMarginCents));
      close(find(workbook, "Custos fixos", "Total dos custos fixos mensais", 4), reais(f.fixedCostsCents));
      close(find(workbook, "DRE", "(=) Resultado (lucro ou prejuízo)"), reais(f.resultCents));
      close(find(workbook, "Indicadores", "Ponto de equilíbrio (faturamento por mês)"), reais(f.breakEven.value!));
      expect(find(workbook, "Indicadores", "Lucratividade").result).toBeCloseTo(f.profitability.value!, 4);
      expect(find(workbook, "Indicadores", "Rentabilidade (ao mês)").result).toBeCloseTo(f.rentability.value!, 4);
      if (f.payback.value !== null)
        expect(find(workbook, "Indicadores", "Prazo de retorno do investimento (meses)").result).toBeCloseTo(f.payback.value, 3);
      for (const s of f.scenarios) {
        const label = s.label.toLowerCase();
        scenarioRow(workbook, label, "(=) Resultado do mês").forEach((v, m) =>
          expect(Math.abs(v - reais(s.months[m]!.resultCents)), `${label} mês ${m + 1}`).toBeLessThanOrEqual(0.011),
        );
        scenarioRow(workbook, label, "Caixa acumulado (depois do investimento)").forEach((v, m) =>
          expect(Math.abs(v - reais(s.months[m]!.cumulativeCents))).toBeLessThanOrEqual(0.011 * (m + 1)),
        );
      }
    }
  });

  it("reproduces the worked example and its formulas", async () => {
    const workbook = await workbookOf(workedPlan());
    const total = find(workbook, "Investimentos", "Investimento total", 4);
    expect(total.formula).toMatch(/^D\d+\+D\d+\+D\d+$/);
    expect(total.result).toBe(8000);
    // R$ 5.300 before the depreciation of the oven and the mixers: 3.000 × 10% ÷ 12 + 1.600 × 10% ÷ 12 = 38,33
    expect(find(workbook, "DRE", "(=) Resultado (lucro ou prejuízo)").result).toBeCloseTo(5261.67, 6);
    expect(find(workbook, "DRE", "(−) Depreciação").result).toBeCloseTo(38.33, 6);
    const breakEven = find(workbook, "Indicadores", "Ponto de equilíbrio (faturamento por mês)");
    expect(breakEven.formula).toMatch(/IF\(B\d+<=0,"[^"]+",'Custos fixos'!\$D\$\d+\/B\d+\)\)$/);
    expect(breakEven.result).toBeCloseTo(3838.33 / 0.65, 6);
    const payback = find(workbook, "Indicadores", "Prazo de retorno do investimento (meses)");
    expect(payback.result).toBe(2); // 8.000 ÷ 5.261,67 = 1,5 → 2 meses, as on the page
    expect(payback.formula).toMatch(/ROUNDUP\(/);
    expect(scenarioRow(workbook, "provável", "(=) Resultado do mês")[0]).toBeCloseTo(
      0.4 * 14000 - 0.4 * 4200 - 0.4 * 14000 * 0.05 - 3838.33,
      6,
    );
  });

  it("recalculates from the typed cells: more cakes move the DRE, the indicators and the scenarios", async () => {
    const workbook = await workbookOf(workedPlan());
    find(workbook, "Faturamento", "Bolo decorado").value = 400; // +4.000 revenue, +1.200 materials, +200 selling
    const { cellValue } = createEvaluator(workbook);
    const at = (sheet: string, label: string, column = 2) => cellValue(sheet, find(workbook, sheet, label, column).address);
    expect(at("DRE", "Receita total (faturamento)")).toBe(18000);
    expect(at("DRE", "(=) Resultado (lucro ou prejuízo)")).toBeCloseTo(7861.67, 6);
    expect(at("Indicadores", "Prazo de retorno do investimento (meses)")).toBe(2);
    expect(
      computePlan(
        workedPlan({ products: [{ ...workedPlan().financeiro.products[0]!, unitsPerMonth: 400 }, workedPlan().financeiro.products[1]!] }),
      ).resultCents,
    ).toBe(7861_67);
  });

  it("says what an indicator means when it cannot be a number", async () => {
    const losing = await workbookOf(
      workedPlan({ products: [{ name: "Bolo", unitsPerMonth: 10, priceCents: 10_00, unitCostCents: 12_00 }] }),
    );
    expect(find(losing, "Indicadores", "Ponto de equilíbrio (faturamento por mês)").result).toBe(
      "Não há: a margem não cobre o custo de cada venda",
    );
    expect(find(losing, "Indicadores", "Prazo de retorno do investimento (meses)").result).toBe("Não se paga: o mês normal não dá lucro");
    const empty = await workbookOf(
      workedPlan({ products: [], sellingCosts: [], fixedInvestments: [], preOperational: [], initialStockCents: 0, minimumCashCents: 0 }),
    );
    expect(find(empty, "Indicadores", "Lucratividade").result).toBe("Sem vendas informadas");
    expect(find(empty, "Indicadores", "Rentabilidade (ao mês)").result).toBe("Sem investimento informado");
    expect(find(empty, "Faturamento", "Total", 4).formula).toBe("0");
  });
});
