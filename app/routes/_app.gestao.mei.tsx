import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PrintButton } from "~/components/gestao/print-button";
import { meiSummary } from "~/models/business-mei.server";
import { getProfile } from "~/models/profile.server";
import { formatCnpj } from "~/modules/br/documents";
import { localDateParts, monthKey, monthLabel, parseMonthKey } from "~/modules/business/calendar";
import { monthsEnding } from "~/modules/business/cash-book";
import { formatBRL, formatPercent } from "~/modules/business/money";
import { revenueReportLines } from "~/modules/business/revenue-report";
import { DASN_DEADLINE } from "~/modules/facts/legal-facts";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "MEI: limite e relatório mensal | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const current = localDateParts(new Date());
  const month = parseMonthKey(new URL(request.url).searchParams.get("mes")) ?? { year: current.year, month: current.month };
  const summary = await meiSummary(user.id, month);
  const profile = await getProfile(user.id);
  const nextIndex = month.year * 12 + month.month;
  const next = monthKey({ year: Math.floor(nextIndex / 12), month: (nextIndex % 12) + 1 });
  return {
    month: summary.month,
    title: monthLabel(month),
    year: month.year,
    prev: monthsEnding(month, 2)[0]!,
    next: next <= monthKey(current) ? next : null,
    owner: profile?.name ?? user.name ?? "",
    cnpj: summary.profile?.cnpj ? formatCnpj(summary.profile.cnpj) : null,
    tradeName: summary.profile?.tradeName ?? null,
    hasOpening: Boolean(summary.profile?.openedOn),
    proportional: summary.proportional,
    limit: {
      level: summary.limit.level,
      share: Math.min(summary.limit.share, 1.2),
      shareText: formatPercent(summary.limit.share),
      revenue: formatBRL(summary.limit.revenueCents),
      limit: formatBRL(summary.limit.limitCents),
      remaining: formatBRL(summary.limit.remainingCents),
      tolerance: formatBRL(summary.limit.toleranceCents),
      message: summary.limit.message,
    },
    report: revenueReportLines(summary.report).map((s) => ({
      section: s.section,
      lines: s.lines.map((l) => ({ ...l, value: formatBRL(l.cents) })),
    })),
    reportTotal: formatBRL(summary.report.total),
    dasn: {
      total: formatBRL(summary.yearReport.total),
      icms: formatBRL(summary.yearReport.revenda.total + summary.yearReport.industrializados.total),
      iss: formatBRL(summary.yearReport.servicos.total),
      deadline: `${DASN_DEADLINE.text} de ${month.year + 1}`,
    },
    dasDue: {
      text: `${String(summary.dasDue.day).padStart(2, "0")}/${String(summary.dasDue.month).padStart(2, "0")}/${summary.dasDue.year}`,
      moved: summary.dasDue.movedFromWeekend,
    },
    monthlyLimit: formatBRL(Math.round((summary.facts.meiAnnualLimit / 12) * 100)),
  };
}

const LEVEL_COLORS: Record<string, string> = {
  ok: "#15803d",
  attention: "#b45309",
  reached: "#b91c1c",
  over: "#b91c1c",
  overTolerance: "#7f1d1d",
};

export default function MeiPage() {
  const d = useLoaderData<typeof loader>();
  const width = 300;
  const full = width / 1.2; // the bar runs to 120 % so the 20 % band is visible
  return (
    <div className="space-y-4">
      <section className="card p-5 print:hidden" aria-labelledby="limite-titulo">
        <h1 id="limite-titulo" className="text-2xl font-bold text-slate-900">
          Limite do MEI em {d.year}
        </h1>
        <p className="mt-1 text-sm text-slate-700">Vendas lançadas no livro-caixa de janeiro até {d.title}.</p>
        <p className="mt-1 text-sm text-slate-700" data-testid="base-limite">
          {d.proportional
            ? `Limite proporcional: o MEI foi aberto em ${d.year}, então vale ${d.monthlyLimit} por mês, do mês de abertura a dezembro.`
            : d.hasOpening
              ? `Limite do ano inteiro: o MEI já existia em janeiro de ${d.year}.`
              : null}
          {d.hasOpening ? null : (
            <>
              No ano em que o MEI é aberto o limite é menor ({d.monthlyLimit} por mês).{" "}
              <Link to="/gestao/empresa" className="text-brand-700 underline">
                Informe a data de abertura
              </Link>{" "}
              para ver o seu.
            </>
          )}
        </p>
        <svg
          viewBox={`0 0 ${width} 40`}
          role="img"
          aria-label={`Faturamento de ${d.limit.revenue} usa ${d.limit.shareText} do limite de ${d.limit.limit}`}
          className="mt-3 h-auto w-full"
          data-testid="medidor-mei"
        >
          <rect x="0" y="8" width={width} height="18" rx="4" fill="#e2e8f0" />
          <rect x={full} y="8" width={width - full} height="18" fill="#fecaca" />
          <rect x="0" y="8" width={Math.max(0, d.limit.share * full)} height="18" rx="4" fill={LEVEL_COLORS[d.limit.level]} />
          <line x1={full * 0.8} x2={full * 0.8} y1="4" y2="30" stroke="#b45309" strokeDasharray="2 2" />
          <line x1={full} x2={full} y1="2" y2="32" stroke="#0f172a" />
          <text x={full * 0.8} y="39" fontSize="8" textAnchor="middle" fill="#334155">
            80%
          </text>
          <text x={full} y="39" fontSize="8" textAnchor="middle" fill="#334155">
            100%
          </text>
        </svg>
        <p className="mt-2 text-lg font-semibold text-slate-900" data-testid="faturamento-ano">
          {d.limit.revenue} de {d.limit.limit} ({d.limit.shareText})
        </p>
        <p className="text-sm text-slate-700">Ainda cabem {d.limit.remaining} neste ano.</p>
        <p
          className={`mt-3 rounded-lg p-3 text-sm ${d.limit.level === "ok" ? "bg-green-50 text-green-900" : "border border-amber-300 bg-amber-50 text-amber-900"}`}
          role={d.limit.level === "ok" ? undefined : "alert"}
        >
          {d.limit.message}
        </p>
        <details className="mt-3 text-sm text-slate-800">
          <summary className="cursor-pointer font-semibold">O que é a regra dos 20%?</summary>
          <p className="mt-2">
            Se o faturamento do ano passar do seu limite de {d.limit.limit} em até 20% (até {d.limit.tolerance}), você paga um DAS
            complementar sobre o que passou e vira Microempresa a partir de 1º de janeiro do ano seguinte. Se passar de 20%, o
            desenquadramento vale desde 1º de janeiro do próprio ano (no ano de abertura, desde a abertura). No ano em que o MEI foi aberto,
            o limite é de {d.monthlyLimit} por mês de atividade, contando o mês de abertura inteiro.
          </p>
        </details>
        <p className="mt-3 text-sm text-slate-800">
          DAS de {d.title}: vence em <strong>{d.dasDue.text}</strong>
          {d.dasDue.moved ? " (o dia 20 cai no fim de semana)" : ""}. Se for feriado, vale o próximo dia útil.
        </p>
      </section>

      <section className="card p-5 print:border-0 print:shadow-none" aria-labelledby="relatorio-titulo">
        <nav aria-label="Mês do relatório" className="flex items-center justify-between print:hidden">
          <Link to={`?mes=${d.prev}`} className="btn-ghost" aria-label="Mês anterior">
            ←
          </Link>
          <span className="font-semibold first-letter:uppercase">{d.title}</span>
          {d.next ? (
            <Link to={`?mes=${d.next}`} className="btn-ghost" aria-label="Próximo mês">
              →
            </Link>
          ) : (
            <span className="w-10" />
          )}
        </nav>
        <h2 id="relatorio-titulo" className="mt-3 text-center text-lg font-bold uppercase text-slate-900">
          Relatório Mensal das Receitas Brutas
        </h2>
        <dl className="mt-3 space-y-1 text-sm">
          <div>
            <dt className="inline font-medium">CNPJ: </dt>
            <dd className="inline" data-testid="cnpj-relatorio">
              {d.cnpj ?? "______________________"}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Empreendedor individual: </dt>
            <dd className="inline">{d.owner || "______________________"}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Período de apuração: </dt>
            <dd className="inline">{d.title}</dd>
          </div>
        </dl>
        {d.report.map((section) => (
          <table key={section.section} className="mt-4 w-full text-sm">
            <caption className="bg-slate-100 px-2 py-1 text-left text-xs font-bold">{section.section}</caption>
            <tbody>
              {section.lines.map((line) => (
                <tr key={line.code} className={`border-b border-slate-200 ${line.total ? "font-semibold" : ""}`}>
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                    {line.code} – {line.label}
                  </th>
                  <td className="whitespace-nowrap py-1.5 text-right">{line.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <p className="mt-4 flex justify-between border-t-2 border-slate-900 pt-2 text-sm font-bold" data-testid="total-relatorio">
          <span>X – Total geral das receitas brutas no mês (III + VI + IX)</span>
          <span className="whitespace-nowrap">{d.reportTotal}</span>
        </p>
        <div className="mt-6 grid grid-cols-2 gap-4 text-xs text-slate-700">
          <p className="border-t border-slate-400 pt-1">Local e data</p>
          <p className="border-t border-slate-400 pt-1">Assinatura do empresário</p>
        </div>
        <p className="mt-4 text-xs text-slate-700">
          Encontram-se anexados a este relatório: os documentos fiscais comprobatórios das entradas de mercadorias e serviços tomados
          referentes ao período; as notas fiscais relativas às operações ou prestações realizadas eventualmente emitidas.
        </p>
        <p className="mt-2 text-xs text-slate-700 print:hidden">
          Preencha até o dia 20 do mês seguinte e guarde com as notas de compra. Não precisa entregar a ninguém.
        </p>
        <div className="mt-4">
          <PrintButton />
        </div>
      </section>

      <section className="card p-5 print:hidden" aria-labelledby="dasn-titulo">
        <h2 id="dasn-titulo" className="text-lg font-semibold text-slate-900">
          Declaração anual (DASN-SIMEI) de {d.year}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Entregue até {d.dasn.deadline}. Os valores que ela pede, somando as vendas lançadas até {d.title}:
        </p>
        <dl className="mt-2 space-y-1 text-sm" data-testid="dasn">
          <div className="flex justify-between">
            <dt>Receita bruta total</dt>
            <dd className="font-semibold">{d.dasn.total}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Desse total, comércio e indústria (ICMS)</dt>
            <dd>{d.dasn.icms}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Desse total, serviços (ISS)</dt>
            <dd>{d.dasn.iss}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-700">A declaração também pergunta se você teve empregado no ano.</p>
        <Link to={`/gestao/dasn?ano=${d.year}`} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
          Valores prontos para copiar e passo a passo da declaração
        </Link>
        <Link to="/gestao/mei/simulador" className="mt-3 block text-sm font-semibold text-brand-700 underline">
          MEI, nanoempreendedor ou ME? Compare
        </Link>
      </section>
    </div>
  );
}
