/** Overall progress: percentage, completed count and total. */
export function JourneyProgressBar({ percent, count, total }: { percent: number; count: number; total: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="journey-progress">
      <div className="flex items-baseline justify-between gap-3">
        <p id="progresso-rotulo" className="text-sm font-semibold text-slate-800">
          Progresso geral
        </p>
        <p className="text-2xl font-bold text-brand-700" data-testid="progress-percent">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="progresso-rotulo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${count} de ${total} passos)`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-emerald-500 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600" data-testid="progress-count">
        {count} de {total} passos concluídos
      </p>
    </div>
  );
}
