import { Form } from "@remix-run/react";
import { formatCnae } from "~/modules/discovery/cnae-format";
import { levelLabel } from "~/modules/discovery/levels";
import { regimeTag } from "~/modules/discovery/regime-tag";
import { formatReaisWithCents } from "~/modules/business/money";
import { paybackMonthsText } from "~/modules/economics/indicators";

/** The idea's start for this person (decision 031): lean start after what they own, and the full structure. */
export type CardStart = {
  total: number;
  fullTotal: number;
  ownedPhrase: string | null;
  ownedItems: Array<{ item: string; value: number }>;
  /** The lean start needs no company: the person starts as an autonomous professional. */
  autonomousFirst: boolean;
};

export type IdeaCardData = {
  id: string;
  title: string;
  category: string;
  level: number;
  description: string;
  investment: string;
  timeToStart: string;
  difficulty: string;
  potentialReturn: string;
  revenueText: string;
  /** Prazo de retorno of the likely scenario (economics/indicators.ts); null beyond 5 years. */
  paybackMonths?: number | null;
  regimeNote: string;
  /** Size of a non-MEI idea by its likely revenue (null for an MEI idea). */
  companySize: "ME" | "EPP" | null;
  cnae: string;
  mei: boolean;
  meiOccupation?: string;
  /** An MEI occupation whose full model outgrows the MEI: it starts as one while small. */
  meiWhenSmall?: { occupation: string };
  matchReason?: string;
};

const LEVEL_STYLES: Record<number, string> = {
  1: "bg-emerald-100 text-emerald-800",
  2: "bg-amber-100 text-amber-800",
  3: "bg-rose-100 text-rose-800",
};

function Fact({ label, value, note, testId }: { label: string; value: string; note?: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** 'R$ 5.070 (inclui R$ 860 de capital de giro)' → the figure, and the note under it. */
function splitNote(text: string): [string, string | undefined] {
  const match = /^(.*?) \((.*)\)$/.exec(text);
  return match ? [match[1]!, match[2]] : [text, undefined];
}

/** A suggestion or catalogue idea; 'Escolher' posts to the route's action (works without JS). */
export function IdeaCard({
  idea,
  userInput,
  pending,
  start,
}: {
  idea: IdeaCardData;
  userInput: string;
  pending: boolean;
  start?: CardStart;
}) {
  const regime = regimeTag(idea, start?.autonomousFirst);
  return (
    <article className="card flex flex-col p-5" data-testid="idea-card">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEVEL_STYLES[idea.level] ?? "bg-slate-200 text-slate-700"}`}>
          {levelLabel(idea.level)}
        </span>
        <span className="text-xs text-slate-600">{idea.category}</span>
      </div>
      <h3 className="mt-2 text-lg font-bold text-slate-900">{idea.title}</h3>
      <p className="mt-1 text-sm text-slate-700">{idea.description}</p>
      {idea.matchReason ? <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{idea.matchReason}</p> : null}
      {start && start.ownedItems.length > 0 ? (
        <ul
          className="mt-3 space-y-1 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
          data-testid="owned-items"
        >
          {start.ownedItems.map((owned) => (
            <li key={owned.item}>
              <strong>Você já tem:</strong> {owned.item} — <span className="font-semibold">R$ 0</span>
              {/* Hens or hives are the person's, in a number they did not say: no price to compare. */}
              {owned.value > 0 ? <span className="text-xs"> (comprar custaria {formatReaisWithCents(owned.value)})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {start ? (
          <Fact
            label="Para começar (começo enxuto)"
            value={formatReaisWithCents(start.total)}
            note={`estrutura completa, para crescer: ${formatReaisWithCents(start.fullTotal)}`}
            testId="investment"
          />
        ) : (
          <Fact label="Investimento" value={splitNote(idea.investment)[0]} note={splitNote(idea.investment)[1]} testId="investment" />
        )}
        <Fact label="Tempo para começar" value={idea.timeToStart} />
        <Fact label="Dificuldade" value={idea.difficulty} />
        <Fact label="Faturamento provável" value={idea.revenueText.replace(" de faturamento provável", "")} testId="revenue" />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Lucro estimado: </span>
        <span data-testid="profit">{idea.potentialReturn.replace("/mês de lucro estimado", "/mês")}</span>
        <span className="block text-xs text-slate-600">
          do cenário pessimista ao otimista, depois do período inicial; já paga sua retirada (1 salário mínimo) e a depreciação dos
          equipamentos
        </span>
      </p>
      {idea.paybackMonths !== undefined ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Prazo de retorno: </span>
          <span data-testid="payback">{paybackMonthsText(idea.paybackMonths)}</span>
          <span className="text-xs text-slate-600"> (cenário provável: investimento ÷ lucro de um mês normal)</span>
        </p>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        <span
          className={`mr-1 rounded px-1.5 py-0.5 font-semibold ${regime.canBeMei ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
          title={regime.title}
          data-testid="regime-tag"
        >
          {regime.label}
        </span>
        CNAE {formatCnae(idea.cnae)}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="escolher" />
        <input type="hidden" name="businessId" value={idea.id} />
        <input type="hidden" name="userInput" value={userInput} />
        {idea.matchReason ? <input type="hidden" name="matchReason" value={idea.matchReason} /> : null}
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Analisando..." : "Escolher"}
        </button>
      </Form>
    </article>
  );
}
