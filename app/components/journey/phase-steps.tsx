import { findPhase, stepsOfPhase, type PhaseId } from "~/modules/journey";
import { StepCard } from "./step-card";

/** The content of one phase tab (rendered by the nested tab routes). */
export function PhaseSteps({ phaseId }: { phaseId: PhaseId }) {
  const phase = findPhase(phaseId);
  const steps = stepsOfPhase(phaseId);
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
