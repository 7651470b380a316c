import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { DreTable, KeyFiguresGrid, MoneyTable, ScenarioLegend, ScenarioTable, ServerSvg, VerdictCard } from "~/components/plan/plan-bits";
import { chooseLeanStart, loadPlan, startOfStrategy } from "~/models/business-plan.server";
import { formatReaisWithCents } from "~/modules/business/money";
import { LEAN_BASIS_MARK } from "~/modules/plan/lean";
import { redirectWithToast } from "~/utils/toast.server";
import { formatDateTime } from "~/modules/dates";
import { SECTION_IDS, SECTION_TITLES } from "~/modules/plan/types";
import { isNotFound, notFoundMeta, siteFromMatches } from "~/modules/site/meta";
import { notFound } from "~/utils/gestao.server";
import { cashChart, computePlan, keyFigures, moneyChart, resultChart } from "~/utils/plan-pages.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  isNotFound(error)
    ? notFoundMeta(siteFromMatches(matches))
    : [{ title: `Plano de Negócio: ${data?.strategy.businessName ?? ""} | Empreenda Aí` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const loaded = await loadPlan(user.id, params.id ?? "");
  if (!loaded) notFound("Plano");
  const { plan, strategy, version, updatedAt } = loaded;
  const figures = computePlan(plan);
  const start = await startOfStrategy(user.id, strategy.id);
  return {
    version,
    // Decision 031: the lean start the person may choose as the plan's investment (full structure = growth step).
    lean: start
      ? { total: start.lean.total, fullTotal: start.fullTotal, chosen: plan.basis.some((line) => line.startsWith(LEAN_BASIS_MARK)) }
      : null,
    strategy: { id: strategy.id, businessName: strategy.businessName },
    saved: version > 0,
    updatedOn: updatedAt ? formatDateTime(updatedAt) : null,
    summary: plan.sumario.text,
    figures,
    keyFigures: keyFigures(figures),
    charts: {
      result: resultChart(figures),
      cash: cashChart(figures),
      monthlyMoney: moneyChart("grafico-mes", "Para onde vai o dinheiro de um mês de vendas", figures.monthlyMoney.slices),
      investmentMoney: moneyChart("grafico-investimento", "Para onde vai o investimento inicial", figures.investmentMoney),
    },
    sections: SECTION_IDS.map((id) => ({
      id,
      number: SECTION_IDS.indexOf(id) + 1,
      title: SECTION_TITLES[id],
      reviewed: plan.reviewed.includes(id),
      missing: figures.missing.filter((m) => m.section === id).length,
    })),
    basis: plan.basis,
  };
}

/** "Começar pelo começo enxuto": the plan's investment becomes the lean start (works without JavaScript). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const version = Number(form.get("version"));
  const base = `/estrategias/${params.id ?? ""}/plano`;
  // Only the person's own strategy with a catalogue idea: anything else is not found, nothing changes.
  if (!(await startOfStrategy(user.id, params.id ?? ""))) notFound("Plano");
  if (form.get("intent") !== "comeco-enxuto" || !Number.isInteger(version) || version < 0) {
    return redirectWithToast(
      request,
      base,
      { title: "Não foi possível", description: "Pedido inválido.", type: "destructive" },
      { status: 303 },
    );
  }
  const result = await chooseLeanStart(user.id, params.id ?? "", version);
  if (result.status === "not-found") notFound("Plano");
  if (result.status === "conflict") {
    return redirectWithToast(
      request,
      base,
      { title: "O plano mudou em outra janela", description: "Confira os números e escolha de novo.", type: "destructive" },
      { status: 303 },
    );
  }
  return redirectWithToast(
    request,
    base,
    { title: "Começo enxuto escolhido", description: "O investimento do plano agora é o do começo enxuto.", type: "success" },
    { status: 303 },
  );
}

export default function PlanOverview() {
  const d = useLoaderData<typeof loader>();
  const base = `/estrategias/${d.strategy.id}/plano`;
  return (
    <article className="mx-auto max-w-3xl space-y-5" aria-labelledby="plano-titulo">
      <header>
        <p className="text-sm">
          <Link to={`/estrategias/${d.strategy.id}`} className="text-brand-700 underline">
            ← {d.strategy.businessName}
          </Link>
        </p>
        <h1 id="plano-titulo" className="mt-2 text-2xl font-bold text-slate-900">
          Plano de Negócio
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          {d.saved && d.updatedOn
            ? `Salvo em ${d.updatedOn}.`
            : "Começou preenchido com o modelo da ideia e a sua análise. Confira cada parte e troque o que não for a sua realidade."}
        </p>
      </header>

      <section aria-labelledby="veredito-titulo" className="space-y-3">
        <h2 id="veredito-titulo" className="text-lg font-semibold text-slate-900">
          A conta fecha?
        </h2>
        {d.lean && !d.lean.chosen && d.lean.total < d.lean.fullTotal ? (
          <Form method="post" className="card space-y-2 p-4 print:hidden" data-testid="lean-choice">
            <p className="text-sm text-slate-700">
              Este plano usa a estrutura completa ({formatReaisWithCents(d.lean.fullTotal)}). Dá para começar com{" "}
              {formatReaisWithCents(d.lean.total)} no começo enxuto e deixar a estrutura completa como o passo para crescer.
            </p>
            <input type="hidden" name="intent" value="comeco-enxuto" />
            <input type="hidden" name="version" value={d.version} />
            <button type="submit" className="btn btn-secondary">
              Começar pelo começo enxuto
            </button>
          </Form>
        ) : null}
        <VerdictCard verdict={d.figures.verdict} />
        <KeyFiguresGrid figures={d.keyFigures} />
        <p className="text-sm">
          <Link to={`${base}/financeiro`} className="font-semibold text-brand-700 underline">
            Editar os números
          </Link>{" "}
          ·{" "}
          <Link to={`${base}/cenarios`} className="font-semibold text-brand-700 underline">
            Editar os cenários
          </Link>
        </p>
      </section>

      {/* Plain links: the files are made on the server, so they download with or without JavaScript. */}
      <section aria-labelledby="baixar-titulo" data-testid="plano-downloads" className="card space-y-2 p-4 print:hidden">
        <h2 id="baixar-titulo" className="text-lg font-semibold text-slate-900">
          Levar o plano ao banco ou a um sócio
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={`${base}.pdf`} download className="btn btn-primary">
            Baixar PDF
          </a>
          <a href={`${base}.xlsx`} download className="btn btn-secondary">
            Baixar planilha
          </a>
        </div>
        <p className="text-sm text-slate-700">
          O PDF tem o plano inteiro em A4, com tabelas, gráficos, a data e as premissas. A planilha (.xlsx) tem as tabelas financeiras com
          fórmulas: mude um número e os totais, os indicadores e os cenários se recalculam.
        </p>
      </section>

      <section aria-labelledby="cenarios-titulo" className="card space-y-3 p-4">
        <h2 id="cenarios-titulo" className="text-lg font-semibold text-slate-900">
          O primeiro ano em três cenários
        </h2>
        <figure>
          <ServerSvg svg={d.charts.result} />
          <ScenarioLegend />
          <figcaption className="mt-1 text-sm text-slate-700">
            Resultado (lucro ou prejuízo) de cada mês: as vendas crescem nos primeiros meses.
          </figcaption>
        </figure>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Ver os números do resultado por mês</summary>
          <ScenarioTable figures={d.figures} what="result" />
        </details>
        <figure>
          <ServerSvg svg={d.charts.cash} />
          <ScenarioLegend />
          <figcaption className="mt-1 text-sm text-slate-700">
            Saldo acumulado: começa negativo pelo investimento, sobe nos meses com lucro e desce nos meses com prejuízo.
          </figcaption>
        </figure>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Ver os números do saldo acumulado</summary>
          <ScenarioTable figures={d.figures} what="cash" />
        </details>
      </section>

      <section aria-labelledby="dinheiro-titulo" className="card space-y-3 p-4">
        <h2 id="dinheiro-titulo" className="text-lg font-semibold text-slate-900">
          Para onde vai o dinheiro
        </h2>
        <h3 className="text-sm font-semibold text-slate-800">
          De um mês de vendas ({d.keyFigures.find((k) => k.key === "faturamento")?.value})
        </h3>
        {d.figures.monthlyMoney.slices.length > 0 ? <ServerSvg svg={d.charts.monthlyMoney} /> : null}
        <MoneyTable
          slices={d.figures.monthlyMoney.slices}
          lossCents={d.figures.monthlyMoney.lossCents}
          caption="Para onde vai o dinheiro de um mês de vendas"
        />
        <h3 className="text-sm font-semibold text-slate-800">
          Do investimento inicial ({d.keyFigures.find((k) => k.key === "investimento")?.value})
        </h3>
        {d.figures.investmentMoney.length > 0 ? <ServerSvg svg={d.charts.investmentMoney} /> : null}
        <MoneyTable slices={d.figures.investmentMoney} caption="Para onde vai o investimento inicial" />
      </section>

      <section aria-labelledby="dre-titulo" className="card p-4">
        <h2 id="dre-titulo" className="sr-only">
          Demonstrativo de resultados
        </h2>
        <DreTable rows={d.figures.dre} />
      </section>

      <section aria-labelledby="secoes-titulo" className="card p-4">
        <h2 id="secoes-titulo" className="text-lg font-semibold text-slate-900">
          As partes do plano
        </h2>
        <ol className="mt-2 divide-y divide-slate-200">
          {d.sections.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2">
              <Link to={`${base}/${s.id}`} className="font-medium text-brand-700 underline">
                {s.number}. {s.title}
              </Link>
              <span className={`text-xs ${s.reviewed && s.missing === 0 ? "text-green-800" : "text-slate-600"}`}>
                {s.missing > 0 ? "falta preencher" : s.reviewed ? "revisado" : "a conferir"}
              </span>
            </li>
          ))}
          <li className="py-2 font-medium text-slate-900">8. {SECTION_TITLES.avaliacao}: abaixo</li>
        </ol>
      </section>

      <section aria-labelledby="avaliacao-titulo" className="card p-4">
        <h2 id="avaliacao-titulo" className="text-lg font-semibold text-slate-900">
          8. {SECTION_TITLES.avaliacao}
        </h2>
        <p className="mt-1 text-sm font-semibold text-slate-900">{d.figures.verdict.headline}</p>
        {d.figures.missing.length > 0 ? (
          <>
            <h3 className="mt-3 text-sm font-semibold text-slate-800">O que ainda falta</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="falta">
              {d.figures.missing.map((m) => (
                <li key={m.text}>
                  <Link to={`${base}/${m.section}`} className="text-brand-700 underline">
                    {m.text}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-sm text-green-800">Todas as partes estão preenchidas e revisadas.</p>
        )}
        <h3 className="mt-4 text-sm font-semibold text-slate-800">De onde vêm os números iniciais</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-xs text-slate-700">
          {d.basis.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      {d.summary ? (
        <section aria-labelledby="sumario-titulo" className="card p-4">
          <h2 id="sumario-titulo" className="text-lg font-semibold text-slate-900">
            1. {SECTION_TITLES.sumario}
          </h2>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{d.summary}</p>
        </section>
      ) : null}
    </article>
  );
}
