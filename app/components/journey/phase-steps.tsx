import { findPhase, type PhaseId } from "~/modules/journey/journey-phases";
import type { StepCardView } from "~/modules/journey/journey-steps";
import { StepCard } from "./step-card";

/** The content of one phase tab (rendered by the nested tab routes, whose loaders send the steps' texts). */
export function PhaseSteps({ phaseId, steps }: { phaseId: PhaseId; steps: readonly StepCardView[] }) {
  const phase = findPhase(phaseId);
  return (
    <section aria-labelledby={`fase-${phaseId}`} data-testid={`phase-${phaseId}`}>
      <h3 id={`fase-${phaseId}`} className="mb-3 text-base font-bold text-slate-900">
        {phase.title}
      </h3>
      <ol className="grid gap-3 lg:grid-cols-2">
        {steps.map((step) => (
          <StepCard key={step.id} step={step} />
        ))}
      </ol>
    </section>
  );
}
