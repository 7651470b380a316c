import { useFetchers } from "@remix-run/react";
import { useMemo } from "react";
import { isStepId, TOTAL_STEPS, type StepId } from "~/modules/journey/journey-phases";
import { achievementsFor, canMarkStep, nextStepFor, progressPercent } from "~/modules/journey/journey-rules";
import { TOGGLE_INTENT } from "./journey-context";

/**
 * The journey as the person should see it right now: the server's completed steps with every
 * toggle still in flight applied on top, and the derived progress, achievements and next step.
 * A toggle the server is going to refuse (business_idea with no active business) is not applied.
 */
export function useOptimisticJourney(completedSteps: readonly StepId[], hasActiveBusiness: boolean) {
  const fetchers = useFetchers();
  const pending = fetchers
    .filter((f) => f.formData?.get("intent") === TOGGLE_INTENT)
    .map((f) => [f.formData?.get("step"), f.formData?.get("completed")] as const);
  const pendingKey = JSON.stringify(pending);

  return useMemo(() => {
    const completed = new Set<StepId>(completedSteps);
    for (const [step, value] of JSON.parse(pendingKey) as [unknown, unknown][]) {
      if (!isStepId(step)) continue;
      const wanted = value === "true";
      if (!canMarkStep({ stepId: step, completed: wanted, hasActiveBusiness }).ok) continue;
      if (wanted) completed.add(step);
      else completed.delete(step);
    }
    const count = completed.size;
    return {
      completed,
      count,
      total: TOTAL_STEPS,
      percent: progressPercent(count),
      achievements: achievementsFor(count),
      nextStep: nextStepFor(count),
    };
  }, [completedSteps, hasActiveBusiness, pendingKey]);
}
