import { brandFromEnv } from "~/modules/brand";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { levelLabel } from "~/modules/discovery/levels";
import { DEFAULT_PHASE, findPhase, JOURNEY_STEPS, phaseOfStep } from "~/modules/journey";
import { ARTICLES, TIPS } from "~/modules/learning";
import { buildIndex, search, type SearchDocument, type SearchIndex } from "~/modules/search";
import { helpContent } from "~/modules/site/help-content";
import { siteFacts } from "~/utils/site-facts.server";
import { getEnv } from "~/utils/env.server";

/** What the header's search looks through, in the order the results page shows the groups. */
export const SEARCH_KINDS = [
  { kind: "passo", label: "Passos da jornada" },
  { kind: "aprendizado", label: "Centro de Aprendizado" },
  { kind: "ajuda", label: "Central de Ajuda" },
  { kind: "ideia", label: "Ideias de negócio" },
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number]["kind"];

function documents(): SearchDocument<SearchKind>[] {
  const brand = brandFromEnv(getEnv());
  const steps = JOURNEY_STEPS.map((step) => {
    const phase = phaseOfStep(step.id) ?? DEFAULT_PHASE;
    const base = phase === DEFAULT_PHASE ? "/dashboard" : `/dashboard/${phase}`;
    return {
      id: step.id,
      kind: "passo" as const,
      title: step.title,
      text: step.description,
      href: `${base}#passo-${step.id}`,
      summary: `Passo ${step.order} · ${findPhase(phase).label}`,
    };
  });
  const learning = [...ARTICLES, ...TIPS].map((item) => ({
    id: item.id,
    kind: "aprendizado" as const,
    title: item.title,
    text: `${item.description}\n${item.category}\n${item.content}`,
    href: `/centro-aprendizado?item=${item.id}#${item.id}`,
    summary: `${item.kind === "article" ? "Artigo" : "Dica"} · ${item.description}`,
  }));
  const help = helpContent(brand, siteFacts()).faqs.map((faq, index) => ({
    id: `pergunta-${index + 1}`,
    kind: "ajuda" as const,
    title: faq.question,
    text: faq.answer.join("\n"),
    href: `/central-ajuda?pergunta=${index + 1}#pergunta-${index + 1}`,
    summary: faq.answer[0] ?? "",
  }));
  const ideas = CATALOGUE.map((idea) => ({
    id: idea.id,
    kind: "ideia" as const,
    title: idea.title,
    text: `${idea.description}\n${idea.category}\n${idea.keywords.join("\n")}`,
    href: `/meu-negocio/catalogo?${new URLSearchParams({ q: idea.title })}`,
    summary: `${idea.category} · ${levelLabel(idea.level)} · Investimento ${idea.investment}`,
  }));
  return [...steps, ...learning, ...help, ...ideas];
}

// Built once per brand and install (the help answers name the partner tools switched on).
let cached: { key: string; index: SearchIndex<SearchKind> } | null = null;

function siteIndex() {
  const key = JSON.stringify([brandFromEnv(getEnv()), siteFacts()]);
  if (cached?.key !== key) cached = { key, index: buildIndex(documents()) };
  return cached.index;
}

/** Longest query read; longer text is cut (a search box, not a document). */
export const SEARCH_QUERY_MAX = 100;

/** The results grouped by kind (groups without results left out); ideas capped, the rest whole. */
export function searchSite(query: string, maxIdeas = 12) {
  const hits = search(siteIndex(), query.slice(0, SEARCH_QUERY_MAX));
  return SEARCH_KINDS.map(({ kind, label }) => {
    const all = hits.filter((hit) => hit.kind === kind);
    const shown = kind === "ideia" ? all.slice(0, maxIdeas) : all;
    return { kind, label, total: all.length, hits: shown.map(({ id, title, href, summary }) => ({ id, title, href, summary })) };
  }).filter((group) => group.total > 0);
}
