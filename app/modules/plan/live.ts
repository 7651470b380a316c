/**
 * The figures the section page keeps in view while a section with numbers (financeiro, cenarios)
 * is edited: worked out by the server on load and on "Recalcular", and in the browser as the
 * person types. The page fetches this module only on those two sections.
 */
import { formatBRL } from "~/modules/business/money";
import { computePlan, type PlanFigures } from "./compute";
import { applyDraft, draftFromForm } from "./form";
import { keyFigures } from "./summary";
import type { BusinessPlan, SectionId } from "./types";

export function liveFigures(plan: BusinessPlan) {
  const figures = computePlan(plan);
  return { keyFigures: keyFigures(figures), verdict: figures.verdict, scenarios: scenarioLines(figures) };
}

export type LiveFigures = ReturnType<typeof liveFigures>;

function scenarioLines(f: PlanFigures) {
  return f.scenarios.map((s) => ({
    id: s.id,
    text: `${s.label}: resultado de ${formatBRL(s.monthlyResultCents)} num mês normal; ${s.breakEvenMonth !== null ? `sem prejuízo a partir do mês ${s.breakEvenMonth}` : "não fecha no primeiro ano"}.`,
  }));
}

/** The figures as the form now reads (lenient: a cell that is not a number yet counts as zero). */
export function liveFiguresFromForm(plan: BusinessPlan, section: SectionId, form: FormData) {
  return liveFigures(applyDraft(plan, section, draftFromForm(form)).plan);
}
