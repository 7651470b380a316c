import { Link } from "@remix-run/react";
import { ArrowRightIcon } from "~/components/icons";
import type { NextStepSuggestion } from "~/modules/journey/journey-rules";
import { phaseHref } from "./phase-tabs";

/** 'Próximos Passos': the suggestion for the current count; only the first three navigate. */
export function NextStepCard({ nextStep, basePath }: { nextStep: NextStepSuggestion; basePath: string }) {
  // Suggestions inside the journey open the right tab of the page the person is on.
  const to = nextStep.to && nextStep.phase ? `${phaseHref(basePath, nextStep.phase)}#fases` : nextStep.to;
  return (
    <section aria-labelledby="proximos-titulo" className="rounded-xl border border-slate-200 bg-white p-4" data-testid="next-step">
      <h3 id="proximos-titulo" className="text-base font-bold text-slate-900">
        Próximos Passos
      </h3>
      <div className="mt-3 rounded-lg bg-gradient-to-br from-brand-50 to-emerald-50 p-4">
        <p className="text-lg font-bold text-brand-900" data-testid="next-step-title">
          {nextStep.title}
        </p>
        <p className="mt-1 text-sm text-slate-700">{nextStep.description}</p>
        {to ? (
          <Link to={to} className="btn-primary mt-3 w-full sm:w-auto">
            {nextStep.actionLabel} <ArrowRightIcon className="h-4 w-4" />
          </Link>
        ) : (
          <p className="mt-3 inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
            {nextStep.actionLabel}
          </p>
        )}
      </div>
    </section>
  );
}
