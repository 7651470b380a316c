import { Form, Link, useFetcher } from "@remix-run/react";
import type { loader as strategyLoader } from "~/routes/_app.estrategias.$id._index";
import { useState } from "react";
import { useHydrated } from "~/utils/hydration";
import { StartJourneyForm } from "./start-journey-form";

/** A saved strategy as its card shows it (texts from strategy-texts.ts, worked out by the loader). */
export type StrategyItem = {
  id: string;
  businessName: string;
  isActive: boolean;
  /** Category · level · investment · return. */
  facts: string;
  removeConfirm: string;
};

function RemoveButton({ strategy }: { strategy: StrategyItem }) {
  const fetcher = useFetcher();
  const href = `/estrategias/${strategy.id}/remover`;
  // Without JavaScript the link opens a confirmation page; with it, the browser's dialog.
  return (
    <Link
      to={href}
      className="btn-ghost text-red-700 hover:bg-red-50"
      onClick={(event) => {
        event.preventDefault();
        if (window.confirm(strategy.removeConfirm)) {
          fetcher.submit(null, { method: "post", action: href });
        }
      }}
      aria-disabled={fetcher.state !== "idle"}
    >
      {fetcher.state !== "idle" ? "Removendo..." : "Remover"}
    </Link>
  );
}

/**
 * The expandable analysis (24rem scrolling panel). The text is fetched when the panel first
 * opens, so the dashboard doesn't carry every analysis; without JavaScript the panel links to
 * the strategy's page, which shows the whole analysis.
 */
function AnalysisPanel({ strategyId }: { strategyId: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof strategyLoader>();
  const href = `/estrategias/${strategyId}`;
  const sections = fetcher.data?.sections;
  const [requested, setRequested] = useState(false);
  return (
    <details
      className="mt-3"
      onToggle={(event) => {
        if (event.currentTarget.open && !fetcher.data && fetcher.state === "idle") {
          setRequested(true);
          fetcher.load(href);
        }
      }}
    >
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Ver análise</summary>
      <div className="mt-2 max-h-analysis overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="analysis-panel">
        {!hydrated ? (
          <Link to={href} className="font-semibold text-brand-700 underline">
            Abrir a análise completa
          </Link>
        ) : sections ? (
          sections.map((section) => (
            <section key={section.title} className="mb-3 last:mb-0">
              <h4 className="font-semibold text-slate-900">{section.title}</h4>
              <p className="whitespace-pre-line">{section.content.replace(/\*\*/g, "")}</p>
            </section>
          ))
        ) : fetcher.state !== "idle" || !requested ? (
          <p role="status">Carregando análise...</p>
        ) : (
          <p role="alert">
            Não foi possível carregar a análise.{" "}
            <Link to={href} className="font-semibold underline">
              Abrir a página da estratégia
            </Link>
          </p>
        )}
      </div>
    </details>
  );
}

export function SavedStrategies({ strategies }: { strategies: StrategyItem[] }) {
  if (strategies.length === 0) return null;
  return (
    <section aria-labelledby="estrategias-titulo" className="space-y-3">
      <h2 id="estrategias-titulo" className="text-lg font-semibold text-slate-900">
        Suas estratégias salvas
      </h2>
      <ul className="space-y-3">
        {strategies.map((strategy) => (
          <li
            key={strategy.id}
            className={`card p-4 ${strategy.isActive ? "border-brand-500 ring-2 ring-brand-200" : ""}`}
            data-testid="strategy-item"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="text-base font-bold text-slate-900">{strategy.businessName}</h3>
                <p className="text-xs text-slate-600">{strategy.facts}</p>
              </div>
              {strategy.isActive ? (
                <span className="rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">Jornada Ativa</span>
              ) : null}
            </div>
            <AnalysisPanel strategyId={strategy.id} />
            <div className="mt-3 flex flex-wrap gap-2">
              {!strategy.isActive ? <StartJourneyForm strategyId={strategy.id} /> : null}
              <Link to={`/estrategias/${strategy.id}/plano`} className="btn-secondary">
                Plano de Negócio
              </Link>
              <Link to={`/estrategias/${strategy.id}`} className="btn-secondary">
                Abrir e imprimir
              </Link>
              <a href={`/estrategias/${strategy.id}/baixar`} className="btn-secondary" download>
                Baixar em texto
              </a>
              <RemoveButton strategy={strategy} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The discovery call to action; collapses to a compact bar once the person has strategies. */
export function DiscoveryCallToAction({ collapsed }: { collapsed: boolean }) {
  return (
    <details open={!collapsed} className="card group p-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4">
        <span className="font-semibold text-slate-900">
          <span className="group-open:hidden">Descobrir outros negócios</span>
          <span className="hidden group-open:inline">Descubra o negócio ideal para você</span>
        </span>
        <span className="flex items-center gap-2">
          <Link to="/meu-negocio" className="btn-primary px-3 py-1.5 group-open:hidden">
            Explorar
          </Link>
          <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Conte o que você gosta e sabe fazer; a IA sugere ideias do nosso catálogo de mais de 300 negócios, com investimento, retorno
          estimado e o caminho para formalizar (MEI ou ME).
        </p>
        <Link to="/meu-negocio" className="btn-primary shrink-0">
          Explorar
        </Link>
      </div>
    </details>
  );
}
