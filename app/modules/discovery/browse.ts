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

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

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

/** Search (case- and accent-insensitive on title, description, category), level filter, sort. */
export function browseCatalogue(ideas: readonly CatalogueIdea[], query: BrowseQuery): CatalogueIdea[] {
  const needle = fold(query.q);
  return ideas
    .filter((idea) => query.nivel === "todos" || idea.level === Number(query.nivel))
    .filter((idea) => !needle || fold(`${idea.title}\n${idea.description}\n${idea.category}`).includes(needle))
    .sort(COMPARATORS[query.ordem]);
}
