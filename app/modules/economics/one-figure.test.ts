/**
 * One figure for one thing (decision 037): for a few catalogue ideas, the prazo de retorno, the
 * month the investment comes back, the break-even and the working capital read the same on the
 * card, in the analysis, in the API payload, on the plan page, in the PDF and in the spreadsheet.
 */
import { formatReais } from "~/modules/business/money";
import type ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { investmentSection } from "~/modules/ai/offline/economics-text";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { planDocument } from "~/modules/documents/plan-document";
import { buildPlanWorkbook } from "~/modules/documents/xlsx.server";
import { computePlan } from "~/modules/plan/compute";
import { defaultPlanFrom } from "~/modules/plan/defaults";
import { keyFigures } from "~/modules/plan/summary";
import { readXlsx } from "../../../tests/documents/read-back";
import { NO_PAYBACK_TEXT, paybackMonthsText } from "./indicators";
import { economicsPayload } from "./payload";
import { economicsOf } from "./summary";

const IDS = ["marmitas-caseiras", "revenda-de-gas-e-agua", "caminhoneiro-autonomo", "auto-pecas", "diarista", "apicultura"];
// The named ideas, and the first that does not pay back in 5 years (whichever the inputs make it).
const slowest = CATALOGUE.find((i) => i.paybackMonths === null && !IDS.includes(i.id));
const ideas = [...IDS.map((id) => CATALOGUE.find((i) => i.id === id)), slowest].filter((i) => i !== undefined);
const meta = { date: new Date("2026-11-23T15:00:00Z"), dateText: "23/11/2026", productName: "Empreenda Aí" };

function cell(workbook: ExcelJS.Workbook, sheet: string, label: string): unknown {
  let found: unknown;
  workbook.getWorksheet(sheet)!.eachRow((row) => {
    if (row.getCell(1).value === label) found = row.getCell(2).result;
  });
  return found;
}

describe("one figure for one thing, across the surfaces", () => {
  it("covers ideas that pay back and ideas that do not within 5 years", () => {
    expect(ideas.length).toBeGreaterThanOrEqual(5);
    expect(ideas.some((i) => i.paybackMonths === null)).toBe(true);
    expect(ideas.some((i) => i.paybackMonths !== null)).toBe(true);
  });

  for (const idea of ideas) {
    it(`${idea.id}: card, analysis, API, plan, PDF and spreadsheet agree`, async () => {
      const model = economicsOf(idea.economics);
      const likely = model.scenarios.provavel;
      const plan = defaultPlanFrom(idea.economics, idea, null);
      const f = computePlan(plan);
      const planLikely = f.scenarios[1]!;

      // Prazo de retorno: card = model = API = plan.
      expect(idea.paybackMonths).toBe(likely.paybackMonths);
      expect(economicsPayload(idea.economics).scenarios[1]!.paybackMonths).toBe(likely.paybackMonths);
      expect(f.payback.value).toBe(likely.paybackMonths);
      // The month the investment comes back, with the ramp.
      expect(planLikely.paybackMonth).toBe(likely.recoveredInMonth);
      // One break-even definition.
      expect(f.breakEven.value === null ? null : Math.round(f.breakEven.value / 100)).toBe(likely.breakEvenRevenue);
      expect(f.breakEven.units).toBe(likely.breakEvenUnits);
      // The same working capital and monthly profit.
      expect(f.investment.workingCapitalCents - plan.financeiro.initialStockCents).toBe(model.workingCapital * 100);
      expect(Math.round(f.resultCents / 100)).toBe(likely.monthlyProfit);

      const payback = paybackMonthsText(likely.paybackMonths);
      // Analysis: the scenario table's column and the verdict line.
      const analysis = investmentSection(idea);
      expect(analysis).toContain("| Prazo de retorno |");
      expect(analysis).toContain(`| ${formatReais(likely.monthlyProfit)} | ${payback} |`);
      expect(analysis).toContain(`prazo de retorno: ${payback}`);
      if (likely.breakEvenUnits !== null) expect(analysis).toContain(`(${formatReais(likely.breakEvenRevenue!)} de faturamento)`);
      expect(analysis).not.toMatch(/mês (\d{3,})|Retorno do investimento/);

      // Plan page key figure.
      const key = keyFigures(f).find((k) => k.key === "retorno")!;
      expect(key.value.toLowerCase()).toBe(payback);

      // PDF: the indicators table and the scenarios table.
      const doc = planDocument(plan, f, meta);
      const rows = doc.sections.flatMap((s) => s.blocks).flatMap((b) => (b.kind === "table" ? b.rows : []));
      expect(rows.find((r) => r[0] === "Prazo de retorno")?.[1]).toBe(payback);
      expect(rows.find((r) => r[0] === "Provável")?.[6]).toBe(
        likely.recoveredInMonth === null ? NO_PAYBACK_TEXT : `mês ${likely.recoveredInMonth}`,
      );

      // Spreadsheet: the stored result of the payback formula.
      const workbook = await readXlsx(
        await buildPlanWorkbook(plan, { businessName: idea.title, date: meta.date, dateText: "23/11/2026", verdict: f.verdict.headline }),
      );
      const stored = cell(workbook, "Indicadores", "Prazo de retorno do investimento (meses)");
      if (likely.paybackMonths !== null) expect(stored).toBe(likely.paybackMonths);
      else expect(String(stored).toLowerCase()).toMatch(new RegExp(`não se paga|${NO_PAYBACK_TEXT}`));
    });
  }
});
