import { compileQuery, documentStems, matchesQuery, type CompiledQuery } from "~/modules/language/text-search";
import type { CatalogueIdea } from "./catalogue-schema";

export const SORT_OPTIONS = [
  // The default: with a search, the ideas that name the searched word come first; without one, by name.
  { id: "relevancia", label: "Relevância" },
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
  const ordem = (SORT_OPTIONS.find((option) => option.id === ordemRaw)?.id ?? "relevancia") as SortId;
  return { q, nivel, ordem };
}

const compareText = (a: string, b: string) => a.localeCompare(b, "pt-BR", { sensitivity: "base" });

const COMPARATORS: Record<Exclude<SortId, "relevancia">, (a: CatalogueIdea, b: CatalogueIdea) => number> = {
  nome: (a, b) => compareText(a.title, b.title),
  categoria: (a, b) => compareText(a.category, b.category) || compareText(a.title, b.title),
  nivel: (a, b) => a.level - b.level || compareText(a.title, b.title),
  // Numeric by the lower bound in BRL (the spec compared the text; see DESIGN.md).
  investimento: (a, b) => a.investmentMax - b.investmentMax || a.investmentMin - b.investmentMin || compareText(a.title, b.title),
};

type IdeaStems = { title: Set<string>; keywords: Set<string>; all: Set<string> };
const ideaStems = new WeakMap<CatalogueIdea, IdeaStems>();
function stemsOf(idea: CatalogueIdea): IdeaStems {
  let stems = ideaStems.get(idea);
  if (!stems) {
    const title = documentStems(idea.title);
    const keywords = documentStems(idea.keywords.join("\n"));
    stems = { title, keywords, all: new Set([...title, ...keywords, ...documentStems(`${idea.description}\n${idea.category}`)]) };
    ideaStems.set(idea, stems);
  }
  return stems;
}

/**
 * How well an idea answers the query: a word in the title counts most, then in the keywords, then
 * in the description or category; a word found only through a synonym counts least. So
 * "manicure" puts "Manicure e pedicure" before the nail salon that only lists it as a keyword.
 */
function relevance(stems: IdeaStems, query: CompiledQuery) {
  let score = 0;
  for (const term of query) {
    if (stems.title.has(term.stem)) score += 8;
    else if (stems.keywords.has(term.stem)) score += 4;
    else if (stems.all.has(term.stem)) score += 2;
    else if (term.phrases.some((phrase) => phrase.every((s) => stems.title.has(s)))) score += 1.5;
    else score += 1;
  }
  return score;
}

/**
 * Search (the shared normaliser: accents, case, whole words by stem, synonyms — on title,
 * description, category and keywords), level filter, sort (relevance, then name, by default).
 */
export function browseCatalogue(ideas: readonly CatalogueIdea[], query: BrowseQuery): CatalogueIdea[] {
  const compiled = compileQuery(query.q);
  const found = ideas
    .filter((idea) => query.nivel === "todos" || idea.level === Number(query.nivel))
    .filter((idea) => compiled.length === 0 || matchesQuery(stemsOf(idea).all, compiled));
  if (query.ordem !== "relevancia") return found.sort(COMPARATORS[query.ordem]);
  const score = new Map(found.map((idea) => [idea, relevance(stemsOf(idea), compiled)]));
  return found.sort((a, b) => score.get(b)! - score.get(a)! || COMPARATORS.nome(a, b));
}
