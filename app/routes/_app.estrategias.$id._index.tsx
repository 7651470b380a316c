import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Link, useLoaderData } from "@remix-run/react";
import { AnalysisView } from "~/components/discovery/analysis-view";
import { StartJourneyForm } from "~/components/strategies/start-journey-form";
import { findSavedBusiness, listSavedBusinesses } from "~/models/saved-business.server";
import { formatShortDate } from "~/modules/dates";
import { splitAnalysis } from "~/modules/discovery/analysis-sections";
import { levelLabel } from "~/modules/discovery/levels";
import { displayInvestment, displayReturn } from "~/modules/discovery/strategy-texts";
import { useHydrated } from "~/utils/hydration";
import { requireUser } from "~/utils/session.server";
import { isNotFound, notFoundMeta, siteFromMatches } from "~/modules/site/meta";

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  isNotFound(error) ? notFoundMeta(siteFromMatches(matches)) : [{ title: `${data?.strategy.businessName ?? "Estratégia"} | Empreenda Aí` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const strategy = await findSavedBusiness(user.id, params.id ?? "");
  if (!strategy) throw new Response("Estratégia não encontrada", { status: 404 });
  const isActive = (await listSavedBusinesses(user.id)).some((row) => row.id === strategy.id && row.isActive);
  return {
    strategy: {
      id: strategy.id,
      businessName: strategy.businessName,
      businessCategory: strategy.businessCategory,
      businessLevel: strategy.businessLevel,
      investment: displayInvestment(strategy.investment),
      potentialReturn: displayReturn(strategy.potentialReturn),
      matchReason: strategy.matchReason,
      userInput: strategy.userInput,
      analysisContent: strategy.analysisContent,
      savedOn: formatShortDate(strategy.createdAt),
    },
    isActive,
    sections: splitAnalysis(strategy.analysisContent),
  };
}

// The dashboard's "Ver análise" panels load this route with fetchers. Removing a strategy must
// not reload them: the removed one's loader would 404 and replace the dashboard with the error
// page. (A fetcher's revalidation gets the page's params, not its own, so any removal skips it;
// the other analyses do not change when one strategy is removed.)
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction && /^\/estrategias\/[^/]+\/remover$/.test(formAction) ? false : defaultShouldRevalidate;

export default function StrategyPage() {
  const { strategy, isActive, sections } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <article className="mx-auto max-w-3xl space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">
            {strategy.businessCategory} · {levelLabel(strategy.businessLevel)} · salva em {strategy.savedOn}
          </p>
          <h1 className="text-2xl font-bold text-slate-900">{strategy.businessName}</h1>
          {isActive ? <p className="mt-1 text-sm font-semibold text-brand-700">Jornada Ativa</p> : null}
        </div>
        <Link to="/dashboard" className="btn-secondary print:hidden">
          Voltar
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="card p-3">
          <dt className="text-slate-500">Investimento</dt>
          <dd className="font-semibold">{strategy.investment}</dd>
        </div>
        <div className="card p-3">
          <dt className="text-slate-500">Lucro estimado</dt>
          <dd className="font-semibold">{strategy.potentialReturn}</dd>
        </div>
      </dl>
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{strategy.matchReason}</p>
      <div className="flex flex-wrap gap-2 print:hidden">
        {!isActive ? <StartJourneyForm strategyId={strategy.id} /> : null}
        <Link to={`/estrategias/${strategy.id}/plano`} className="btn-primary">
          Plano de Negócio
        </Link>
        <a href={`/estrategias/${strategy.id}/baixar`} className="btn-secondary" download>
          Baixar em texto
        </a>
        {hydrated ? (
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            Imprimir
          </button>
        ) : null}
        <Link to={`/estrategias/${strategy.id}/remover`} className="btn-ghost text-red-700">
          Remover
        </Link>
      </div>
      <AnalysisView sections={sections} fullText={`${strategy.businessName}\n\n${strategy.analysisContent}`} />
    </article>
  );
}
