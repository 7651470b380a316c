import { TrophyIcon, LockIcon } from "~/components/icons";
import { ACHIEVEMENTS, type Achievement } from "~/modules/journey/journey-rules";

/** 'Suas Conquistas': the tiers reached, and how far the next one is. */
export function AchievementsList({ achievements, count }: { achievements: readonly Achievement[]; count: number }) {
  const next = ACHIEVEMENTS.find((a) => count < a.threshold);
  return (
    <section aria-labelledby="conquistas-titulo" className="rounded-xl border border-slate-200 bg-white p-4" data-testid="achievements">
      <h3 id="conquistas-titulo" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <TrophyIcon className="h-5 w-5 text-accent-500" /> Suas Conquistas
      </h3>
      {achievements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Conclua seu primeiro passo para ganhar sua primeira conquista.</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {achievements.map((a) => (
            <li key={a.id} className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3" data-testid="achievement">
              <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-500 text-white">
                <TrophyIcon className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{a.title}</p>
                <p className="text-xs font-medium uppercase tracking-wide text-amber-800">{a.phaseLabel}</p>
                <p className="mt-0.5 text-sm text-slate-700">{a.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600" data-testid="next-achievement">
          <LockIcon className="h-4 w-4 shrink-0 text-slate-400" />
          <span>
            Próxima conquista: <strong className="text-slate-800">{next.title}</strong> —{" "}
            {next.threshold - count === 1 ? "falta 1 passo" : `faltam ${next.threshold - count} passos`}.
          </span>
        </p>
      ) : null}
    </section>
  );
}
