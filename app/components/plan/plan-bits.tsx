import { formatBRL } from "~/modules/business/money";
import type { DreRow, MoneySlice, PlanFigures, Verdict } from "~/modules/plan/compute";
import type { KeyFigure } from "~/modules/plan/summary";

const pct = (ratio: number | null) => (ratio === null ? "—" : `${(ratio * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`);

/** The plan's indicators; `live` marks the copy the section page recalculates as the person types. */
export function KeyFiguresGrid({ figures, live = false, compact = false }: { figures: KeyFigure[]; live?: boolean; compact?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-2" aria-live={live ? "polite" : undefined} data-testid="indicadores">
      {figures.map((f) => (
        <div key={f.key} className="rounded-lg border border-slate-200 bg-white p-3" data-indicador={f.key}>
          <dt className="text-xs font-medium text-slate-600">{f.label}</dt>
          <dd
            className={`text-lg font-bold ${f.tone === "bad" ? "text-red-700" : f.tone === "good" ? "text-green-800" : "text-slate-900"}`}
          >
            {f.value}
          </dd>
          {f.note && !compact ? <dd className="mt-0.5 text-xs text-slate-600">{f.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

export function VerdictCard({ verdict }: { verdict: Verdict }) {
  const tone =
    verdict.state === "closes"
      ? "border-green-300 bg-green-50 text-green-950"
      : verdict.state === "does-not-close"
        ? "border-amber-300 bg-amber-50 text-amber-950"
        : "border-slate-300 bg-slate-50 text-slate-900";
  return (
    <div className={`rounded-lg border p-4 ${tone}`} data-testid="veredito">
      <p className="font-semibold">{verdict.headline}</p>
      {verdict.details.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {verdict.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function DreTable({ rows }: { rows: DreRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900">Demonstrativo de resultados (mês normal, cenário provável)</caption>
      <thead>
        <tr className="text-left text-xs text-slate-600">
          <th scope="col">Conta</th>
          <th scope="col" className="text-right">
            R$
          </th>
          <th scope="col" className="text-right">
            % da receita
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className={r.kind === "subtotal" || r.kind === "result" ? "border-t border-slate-300 font-semibold" : ""}>
            <th scope="row" className="py-1 pr-2 text-left font-normal">
              {r.kind === "minus" ? "(−) " : r.kind === "subtotal" || r.kind === "result" ? "(=) " : ""}
              {r.label}
            </th>
            <td className={`py-1 text-right ${r.cents < 0 ? "text-red-700" : ""}`}>{formatBRL(r.cents)}</td>
            <td className="py-1 text-right">{pct(r.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The three scenarios month by month: the data of both line charts. */
export function ScenarioTable({ figures, what }: { figures: PlanFigures; what: "result" | "cash" }) {
  const caption = what === "result" ? "Resultado de cada mês por cenário" : "Saldo acumulado por cenário";
  return (
    // Focusable, so the table can be scrolled sideways from the keyboard on a narrow screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      {/* No minimum width: four columns of figures fit a 360 px phone, so nothing hides off its edge. */}
      <table className="w-full text-xs tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col">Mês</th>
            {figures.scenarios.map((s) => (
              <th key={s.id} scope="col" className="text-right">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.scenarios[0]!.months.map((m, i) => (
            <tr key={m.month}>
              <th scope="row" className="text-left font-normal">
                {m.month}
              </th>
              {figures.scenarios.map((s) => {
                const cents = what === "result" ? s.months[i]!.resultCents : s.months[i]!.cumulativeCents;
                return (
                  <td key={s.id} className={`text-right ${cents < 0 ? "text-red-700" : ""}`}>
                    {formatBRL(cents)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MoneyTable({ slices, caption, lossCents = 0 }: { slices: MoneySlice[]; caption: string; lossCents?: number }) {
  if (slices.length === 0) return <p className="text-sm text-slate-700">Ainda não há valores para mostrar.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {slices.map((s) => (
          <tr key={s.key}>
            <th scope="row" className="py-0.5 text-left font-normal">
              {s.label}
            </th>
            <td className="text-right">{formatBRL(s.cents)}</td>
            <td className="w-14 text-right">{pct(s.share)}</td>
          </tr>
        ))}
        {lossCents > 0 ? (
          <tr className="font-semibold text-red-700">
            <th scope="row" className="py-0.5 text-left">
              Falta para pagar tudo
            </th>
            <td className="text-right">{formatBRL(lossCents)}</td>
            <td />
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** SVG built on the server (app/modules/plan/charts.ts): markup only, no chart code in the browser. */
export function ServerSvg({ svg }: { svg: string }) {
  return <div className="max-w-xl" dangerouslySetInnerHTML={{ __html: svg }} />;
}

export function ScenarioLegend() {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
      <span>
        <span className="mr-1 inline-block h-0.5 w-5 border-t-2 border-dashed border-red-700 align-middle" />
        Pessimista
      </span>
      <span>
        <span className="mr-1 inline-block h-0.5 w-5 border-t-2 border-teal-700 align-middle" />
        Provável
      </span>
      <span>
        <span className="mr-1 inline-block h-0.5 w-5 border-t-2 border-dotted border-blue-700 align-middle" />
        Otimista
      </span>
    </p>
  );
}
