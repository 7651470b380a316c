import { JOURNEY_STEPS, PHASES, STEP_IDS, type PhaseId, type StepId } from "~/modules/journey";

/**
 * A user's current phase: the phase of the first step, in journey order, that the user has not
 * completed. A user who completed every step is counted as "concluida".
 */
export type CurrentPhase = PhaseId | "concluida";

const PHASED_STEPS = JOURNEY_STEPS.filter((step) => PHASES.some((phase) => phase.orders.includes(step.order)));

export function currentPhaseOf(completed: ReadonlySet<string>): CurrentPhase {
  const next = PHASED_STEPS.find((step) => !completed.has(step.id));
  if (!next) return "concluida";
  return PHASES.find((phase) => phase.orders.includes(next.order))!.id;
}

export type PhaseCounts = Record<CurrentPhase, number>;

/** Users per current phase; users without any progress are in the first phase. */
export function usersPerPhase(userIds: readonly string[], completedByUser: ReadonlyMap<string, ReadonlySet<string>>): PhaseCounts {
  const counts: PhaseCounts = { descoberta: 0, estruturacao: 0, marketing: 0, crescimento: 0, concluida: 0 };
  for (const id of userIds) counts[currentPhaseOf(completedByUser.get(id) ?? new Set())] += 1;
  return counts;
}

/** Number of users who completed each step, in journey order (every step listed, zeros included). */
export function completionsPerStep(rows: readonly { step: string; count: number }[]): { step: StepId; count: number }[] {
  const byStep = new Map(rows.map((row) => [row.step, row.count]));
  return STEP_IDS.map((step) => ({ step, count: byStep.get(step) ?? 0 }));
}
