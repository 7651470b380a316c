import { compileQuery, documentStems, matchesQuery } from "~/modules/language/text-search";
import type { CatalogueIdea } from "./catalogue-schema";

export const SORT_OPTIONS = [
  { id: "nome", label: "Nome" },
  { id: "categoria", label: "Categoria" },
  { id: "nivel", label: "Nível" },
  { id: "investimento", label: "Investimento" },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]["id"];
export type LevelFilter = "todos" | "1" | "2" | "3";

export type BrowseQuery = { q: string; nivel: LevelFilter; ordem: SortId };

/** Reads the catalogue filters from a URL's query string; anything unknown falls back. */
export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const nivelRaw = params.get("nivel");
  const nivel: LevelFilter = nivelRaw === "1" || nivelRaw === "2" || nivelRaw === "3" ? nivelRaw : "todos";
  const ordemRaw = params.get("ordem");
  const ordem = (SORT_OPTIONS.find((option) => option.id === ordemRaw)?.id ?? "nome") as SortId;
  return { q, nivel, ordem };
}

const compareText = (a: string, b: string) => a.localeCompare(b, "pt-BR", { sensitivity: "base" });

const COMPARATORS: Record<SortId, (a: CatalogueIdea, b: CatalogueIdea) => number> = {
  nome: (a, b) => compareText(a.title, b.title),
  categoria: (a, b) => compareText(a.category, b.category) || compareText(a.title, b.title),
  nivel: (a, b) => a.level - b.level || compareText(a.title, b.title),
  // Numeric by the lower bound in BRL (the spec compared the text; see DESIGN.md).
  investimento: (a, b) => a.investmentMax - b.investmentMax || a.investmentMin - b.investmentMin || compareText(a.title, b.title),
};

const ideaStems = new WeakMap<CatalogueIdea, Set<string>>();
function stemsOf(idea: CatalogueIdea) {
  let stems = ideaStems.get(idea);
  if (!stems) {
    stems = documentStems(`${idea.title}\n${idea.description}\n${idea.category}\n${idea.keywords.join("\n")}`);
    ideaStems.set(idea, stems);
  }
  return stems;
}

/**
 * Search (the shared normaliser: accents, case, whole words by stem, synonyms — on title,
 * description, category and keywords), level filter, sort.
 */
export function browseCatalogue(ideas: readonly CatalogueIdea[], query: BrowseQuery): CatalogueIdea[] {
  const compiled = compileQuery(query.q);
  return ideas
    .filter((idea) => query.nivel === "todos" || idea.level === Number(query.nivel))
    .filter((idea) => compiled.length === 0 || matchesQuery(stemsOf(idea), compiled))
    .sort(COMPARATORS[query.ordem]);
}
