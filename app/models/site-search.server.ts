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
  { kind: "ferramenta", label: "Ferramentas do MEI" },
  { kind: "passo", label: "Passos da jornada" },
  { kind: "aprendizado", label: "Centro de Aprendizado" },
  { kind: "ajuda", label: "Central de Ajuda" },
  { kind: "ideia", label: "Ideias de negócio" },
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number]["kind"];

/** The signed-in tools for the MEI's obligations (decision 029), found by the words people type. */
const MEI_TOOLS: SearchDocument<SearchKind>[] = [
  {
    id: "ferramenta-empresa",
    kind: "ferramenta",
    title: "Dados da empresa (CNPJ do MEI)",
    text: "CNPJ\ncnpj alfanumérico\ndata de abertura\nocupação\nCNAE\nnome fantasia\nCCMEI\nlimite proporcional\ntipo de DAS",
    href: "/gestao/empresa",
    summary: "CNPJ, data de abertura e ocupação: definem o seu limite e o valor do DAS.",
  },
  {
    id: "ferramenta-obrigacoes",
    kind: "ferramenta",
    title: "DAS e DASN: calendário de obrigações",
    text: "DAS\nDocumento de Arrecadação do Simples Nacional\nguia DAS\nboleto do MEI\nvencimento dia 20\nDASN\nDASN-SIMEI\ndeclaração anual\nmulta\natraso\ncalendário\nPGMEI",
    href: "/gestao/obrigacoes",
    summary: "Cada DAS mensal e a declaração anual, com vencimento, valor e o que custa atrasar.",
  },
  {
    id: "ferramenta-dasn",
    kind: "ferramenta",
    title: "Declaração anual do MEI (DASN-SIMEI): valores para copiar",
    text: "DASN\nDASN-SIMEI\ndeclaração anual\nfaturamento do ano\nreceita bruta\ncomércio\nserviços\nempregado",
    href: "/gestao/dasn",
    summary: "A receita do ano separada como a declaração pede, pronta para copiar.",
  },
  {
    id: "ferramenta-nota-fiscal",
    kind: "ferramenta",
    title: "Notas fiscais (NFS-e) dos pedidos",
    text: "nota fiscal\nnotas fiscais\nNFS-e\nnfse\nnfs-e nacional\nemissor nacional\nemitir nota\nDANFSe\nchave de acesso\nNF-e\nnota para empresa\ntomador",
    href: "/gestao/notas-fiscais",
    summary: "Quais pedidos precisam de nota, os dados prontos para o emissor oficial e onde guardar a chave e o PDF.",
  },
  {
    id: "ferramenta-simulador-regime",
    kind: "ferramenta",
    title: "MEI, nanoempreendedor ou ME? Simulador",
    text: "nanoempreendedor\nsimples\nsimples nacional\nme ou mei\nmei ou me\nmicroempresa\nfator r\nquanto pago de imposto",
    href: "/gestao/mei/simulador",
    summary: "Compare o que cada regime paga e permite, com a base de cada valor.",
  },
  {
    id: "ferramenta-mei",
    kind: "ferramenta",
    title: "Limite do MEI e relatório mensal",
    text: "limite do MEI\nfaturamento\nregra dos 20%\nrelatório mensal das receitas brutas\nnotas fiscais emitidas",
    href: "/gestao/mei",
    summary: "Quanto do limite do ano você já usou e o relatório mensal para imprimir.",
  },
];

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
  return [...MEI_TOOLS, ...steps, ...learning, ...help, ...ideas];
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

/**
 * "das" is a Portuguese function word ("of the"), which the normaliser drops, and the name of the
 * MEI's monthly tax: a query of that word alone ("das", "o DAS") means the tax, by its full name.
 */
export function understoodQuery(query: string): string {
  return /^\s*(o\s+)?das\s*$/i.test(query) ? "Documento de Arrecadação do Simples Nacional" : query;
}

/** The results grouped by kind (groups without results left out); ideas capped, the rest whole. */
export function searchSite(query: string, maxIdeas = 12) {
  const hits = search(siteIndex(), understoodQuery(query.slice(0, SEARCH_QUERY_MAX)));
  return SEARCH_KINDS.map(({ kind, label }) => {
    const all = hits.filter((hit) => hit.kind === kind);
    const shown = kind === "ideia" ? all.slice(0, maxIdeas) : all;
    return { kind, label, total: all.length, hits: shown.map(({ id, title, href, summary }) => ({ id, title, href, summary })) };
  }).filter((group) => group.total > 0);
}
