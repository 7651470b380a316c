import type { PhaseOverview } from "~/modules/journey/phase-overview";

/**
 * The four phases in a few lines: shown where no intro video is configured. The loader passes
 * `phases` (phaseOverview()), so the journey's step list stays out of the browser's bundle.
 */
export function PhaseOverviewCard({ title, phases }: { title: string; phases: PhaseOverview[] }) {
  const total = phases.reduce((sum, phase) => sum + phase.steps, 0);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="phase-overview-title" data-testid="phase-overview">
      <h2 id="phase-overview-title" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {total} passos em {phases.length} fases. Cada passo diz o que fazer e onde aprender.
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {phases.map((phase) => (
          <li key={phase.id} className="flex gap-3">
            <span
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {phase.number}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">
                Fase {phase.number}: {phase.label}
              </h3>
              <p className="text-xs font-medium text-slate-600">{phase.steps} passos</p>
              <p className="text-sm text-slate-700">{phase.summary}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
