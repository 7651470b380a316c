import { formatReaisWithCents } from "~/modules/business/money";

export type StartPanelData = {
  total: number;
  totalBeforeOwned: number;
  /** What the owned items would cost, counted only where the person's count is the model's. */
  ownedValue: number;
  fullTotal: number;
  fullTotalBeforeOwned: number;
  items: Array<{ item: string; value: number; price: number; owned: boolean }>;
  postponed: Array<{ item: string; value: number }>;
  advice: string;
  batchRule: string | null;
  workingCapitalRule: string;
  formalizationText: string;
};

/** "Começo enxuto" beside "para crescer" (decision 031): what this person needs first, after what they own. */
export function StartPanel({ start }: { start: StartPanelData }) {
  const owned = start.items.filter((i) => i.owned);
  return (
    <section className="card space-y-3 p-5" aria-labelledby="start-title" data-testid="start-panel">
      <h3 id="start-title" className="text-lg font-bold text-slate-900">
        Seu começo enxuto: <span data-testid="lean-total">{formatReaisWithCents(start.total)}</span>
      </h3>
      <p className="text-sm text-slate-700">{start.advice}</p>
      <ul className="divide-y divide-slate-100 text-sm">
        {start.items.map((line) => (
          <li key={line.item} className="flex items-start justify-between gap-3 py-1.5">
            <span className="text-slate-800">
              {line.item}
              {line.owned ? (
                <span className="ml-1 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">você já tem</span>
              ) : null}
            </span>
            <span className="shrink-0 font-semibold text-slate-900">{formatReaisWithCents(line.value)}</span>
          </li>
        ))}
      </ul>
      {owned.length > 0 ? (
        <p className="text-xs text-slate-600">
          O que você já tem entra a R$ 0.
          {start.ownedValue > 0 ? (
            <> Se quiser, conte como sua contribuição ao negócio: {formatReaisWithCents(start.ownedValue)} em valor de mercado.</>
          ) : null}
        </p>
      ) : null}
      <ul className="list-disc space-y-1 pl-5 text-xs text-slate-600">
        {start.batchRule ? <li>{start.batchRule}</li> : null}
        <li>{start.workingCapitalRule}</li>
        <li>{start.formalizationText}</li>
      </ul>
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p>
          <strong>Para crescer (estrutura completa):</strong> {formatReaisWithCents(start.fullTotal)}
          {start.fullTotal < start.fullTotalBeforeOwned
            ? ` — seriam ${formatReaisWithCents(start.fullTotalBeforeOwned)} sem o que você já tem`
            : ""}
          .
        </p>
        {start.postponed.length > 0 ? (
          <p className="mt-1 text-xs text-slate-600">Fica para depois: {start.postponed.map((p) => p.item).join("; ")}.</p>
        ) : null}
      </div>
    </section>
  );
}
