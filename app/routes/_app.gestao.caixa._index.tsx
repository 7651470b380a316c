import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CashChart } from "~/components/gestao/cash-chart";
import { Pager } from "~/components/gestao/record-list";
import { SpreadsheetLinks } from "~/components/gestao/spreadsheet-links";
import { cashEntriesBetween, listCashEntries } from "~/models/business-cash.server";
import { listReceivables } from "~/models/business-order-lists.server";
import { localDateParts, localIsoDate, monthKey, monthLabel, parseMonthKey } from "~/modules/business/calendar";
import { monthsEnding, monthTotals } from "~/modules/business/cash-book";
import { CASH_CATEGORY_LABELS } from "~/modules/business/cash-categories";
import { formatBRL } from "~/modules/business/money";
import { formatIsoDay, isOverdue } from "~/modules/business/orders";
import { pageCount, pageRequest } from "~/modules/business/pagination";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Livro-caixa | Gestão | Empreenda Aí" }];

const shortMonth = new Intl.DateTimeFormat("pt-BR", { month: "short", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", timeZone: "UTC" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const current = localDateParts(new Date());
  const month = parseMonthKey(params.get("mes")) ?? { year: current.year, month: current.month };
  const key = monthKey(month);
  const months = monthsEnding(month, 6);
  const lines = await cashEntriesBetween(user.id, `${months[0]}-01`, `${key}-31`);
  const totals = monthTotals(lines, months);
  const thisMonth = totals[totals.length - 1]!;
  const page = await listCashEntries(user.id, key, pageRequest(params));
  const prev = monthsEnding(month, 2)[0]!;
  const receivables = await listReceivables(user.id);
  const today = localIsoDate(new Date());
  const nextIndex = month.year * 12 + month.month;
  const next = monthKey({ year: Math.floor(nextIndex / 12), month: (nextIndex % 12) + 1 });
  return {
    month: key,
    title: monthLabel(month),
    prev,
    next: next <= monthKey(current) ? next : null,
    summary: {
      in: formatBRL(thisMonth.inCents),
      out: formatBRL(thisMonth.outCents),
      balance: formatBRL(thisMonth.balanceCents),
      negative: thisMonth.balanceCents < 0,
    },
    chart: totals.map((t) => {
      const [y, m] = t.month.split("-").map(Number) as [number, number];
      return {
        label: shortMonth.format(new Date(Date.UTC(y, m - 1, 15))).replace(".", ""),
        inCents: t.inCents,
        outCents: t.outCents,
        inText: formatBRL(t.inCents),
        outText: formatBRL(t.outCents),
      };
    }),
    entries: page.items.map((e) => {
      const [y, m, d] = e.occurredOn.split("-").map(Number) as [number, number, number];
      return {
        id: e.id,
        day: dayFormat.format(new Date(Date.UTC(y, m - 1, d))),
        direction: e.direction,
        amount: formatBRL(e.amountCents),
        category: CASH_CATEGORY_LABELS[e.category] ?? e.category,
        description: e.description,
        to: e.orderId ? `/gestao/pedidos/${e.orderId}` : `/gestao/caixa/${e.id}`,
      };
    }),
    // Fiado still to be received, whatever the month shown; the overdue ones first in red.
    receivables: {
      total: formatBRL(receivables.reduce((sum, r) => sum + r.totalCents, 0)),
      items: receivables.map((r) => ({
        id: r.id,
        number: r.number,
        clientName: r.clientName,
        due: r.dueDate ? formatIsoDay(r.dueDate) : null,
        overdue: isOverdue(r, today),
        amount: formatBRL(r.totalCents),
      })),
    },
    page: page.page,
    pages: pageCount(page),
  };
}

export default function CashBook() {
  const { month, title, prev, next, summary, chart, entries, receivables, page, pages } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="caixa-titulo">
      <div className="flex items-center justify-between gap-3">
        <h1 id="caixa-titulo" className="text-2xl font-bold text-slate-900">
          Livro-caixa
        </h1>
        <Link to="/gestao/caixa/novo" className="btn-primary">
          Novo lançamento
        </Link>
      </div>
      <nav aria-label="Mês" className="mt-3 flex items-center justify-between">
        <Link to={`?mes=${prev}`} className="btn-ghost" aria-label="Mês anterior">
          ←
        </Link>
        <span className="font-semibold text-slate-900 first-letter:uppercase">{title}</span>
        {next ? (
          <Link to={`?mes=${next}`} className="btn-ghost" aria-label="Próximo mês">
            →
          </Link>
        ) : (
          <span className="w-10" />
        )}
      </nav>
      <dl className="card mt-3 divide-y divide-slate-100 px-4 text-sm" data-testid="resumo-mes">
        <div className="flex justify-between py-2">
          <dt className="text-slate-700">Entradas</dt>
          <dd className="font-semibold text-green-800">{summary.in}</dd>
        </div>
        <div className="flex justify-between py-2">
          <dt className="text-slate-700">Saídas</dt>
          <dd className="font-semibold text-red-800">{summary.out}</dd>
        </div>
        <div className="flex justify-between py-2 text-base">
          <dt className="font-medium text-slate-900">Saldo do mês</dt>
          <dd className={`font-bold ${summary.negative ? "text-red-800" : "text-slate-900"}`}>{summary.balance}</dd>
        </div>
      </dl>
      {receivables.items.length > 0 ? (
        <section aria-labelledby="receber-titulo" className="card mt-3 p-4">
          <h2 id="receber-titulo" className="flex justify-between text-base font-semibold text-slate-900">
            <span>A receber (fiado)</span>
            <span>{receivables.total}</span>
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {receivables.items.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/gestao/pedidos/${r.id}`}
                  className={`flex justify-between gap-2 py-2 ${r.overdue ? "font-semibold text-red-800" : "text-slate-800"}`}
                >
                  <span>
                    Nº {r.number} · {r.clientName ?? "sem cliente"} · {r.overdue ? `venceu em ${r.due}` : `vence em ${r.due}`}
                  </span>
                  <span className="whitespace-nowrap">{r.amount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CashChart months={chart} title="Entradas e saídas dos últimos 6 meses" />
      <SpreadsheetLinks
        downloads={[
          { label: "Baixar o mês", query: `dados=caixa&mes=${month}` },
          { label: `Baixar ${month.slice(0, 4)}`, query: `dados=caixa&ano=${month.slice(0, 4)}` },
        ]}
      />
      <h2 className="mt-5 text-lg font-semibold text-slate-900">Lançamentos do mês</h2>
      {entries.length === 0 ? (
        <p className="card mt-2 p-4 text-sm text-slate-700">
          Nenhum lançamento neste mês. Anote cada venda e cada gasto: é o que mostra se o negócio dá lucro.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {entries.map((e) => (
            <li key={e.id}>
              <Link to={e.to} className="flex items-start justify-between gap-3 px-4 py-3 hover:bg-slate-50">
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{e.category}</span>
                  <span className="block text-xs text-slate-700">
                    {e.day}
                    {e.description ? ` · ${e.description}` : ""}
                  </span>
                </span>
                <span className={`whitespace-nowrap font-semibold ${e.direction === "in" ? "text-green-800" : "text-red-800"}`}>
                  {e.direction === "in" ? "+" : "−"} {e.amount}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} pageLink={(n) => `?mes=${month}&page=${n}`} />
    </section>
  );
}
