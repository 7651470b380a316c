import { Link } from "@remix-run/react";
import { DEFAULT_PHASE, PHASES, type PhaseId } from "~/modules/journey/journey-phases";

export function phaseHref(basePath: string, phaseId: PhaseId) {
  return phaseId === DEFAULT_PHASE ? basePath : `${basePath}/${phaseId}`;
}

/**
 * The four phases as links to nested routes, so each tab has its own URL and works without
 * JavaScript. The anchor brings a reloaded page back to the tabs on a small screen.
 */
export function PhaseTabs({
  basePath,
  current,
  doneByPhase,
}: {
  basePath: string;
  current: PhaseId;
  doneByPhase: Record<PhaseId, { done: number; total: number }>;
}) {
  return (
    <nav aria-label="Fases da jornada" id="fases" className="scroll-mt-16">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PHASES.map((phase, index) => {
          const active = phase.id === current;
          const { done, total } = doneByPhase[phase.id];
          return (
            <li key={phase.id}>
              <Link
                to={`${phaseHref(basePath, phase.id)}#fases`}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                data-testid={`phase-tab-${phase.id}`}
                className={`flex min-h-[3.25rem] flex-col justify-center rounded-lg border px-3 py-2 text-left transition ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white shadow-sm"
                    : "border-slate-200 bg-white text-slate-800 hover:border-brand-200 hover:bg-brand-50"
                }`}
              >
                <span className={`text-xs font-medium ${active ? "text-brand-100" : "text-slate-500"}`}>
                  Fase {index + 1} · {done}/{total}
                </span>
                <span className="text-sm font-semibold">{phase.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
