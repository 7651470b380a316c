/**
 * A small in-memory search through the shared normaliser: whole words compared by stem (so
 * "bolo" finds "bolos" and "lavar" finds "lavagem"), accents and case folded, synonyms and regional
 * words understood ("uber", "cabeleireiro"); every meaningful word of the query must appear, itself
 * or as a synonym. Pure; the caller builds the index once.
 */
import { compileQuery, documentStems, matchesQuery } from "~/modules/language/text-search";

export type SearchDocument<Kind extends string = string> = {
  id: string;
  kind: Kind;
  title: string;
  /** Text searched besides the title (description, body, keywords). */
  text: string;
  href: string;
  /** A short line shown under the title in the results. */
  summary: string;
};

type IndexedDocument<Kind extends string> = {
  doc: SearchDocument<Kind>;
  titleStems: ReadonlySet<string>;
  stems: ReadonlySet<string>;
};

export type SearchIndex<Kind extends string = string> = { entries: readonly IndexedDocument<Kind>[] };

export type SearchHit<Kind extends string = string> = SearchDocument<Kind> & { score: number };

export function buildIndex<Kind extends string>(docs: readonly SearchDocument<Kind>[]): SearchIndex<Kind> {
  return {
    entries: docs.map((doc) => {
      const titleStems = documentStems(doc.title);
      return { doc, titleStems, stems: new Set([...titleStems, ...documentStems(doc.text)]) };
    }),
  };
}

/** Title words count more than words only in the text. */
const TITLE_WEIGHT = 3;

/**
 * The documents that contain every meaningful word of the query, best first (more words in the
 * title first, then index order). An empty query, or one made only of stop words, finds nothing.
 */
export function search<Kind extends string>(index: SearchIndex<Kind>, query: string): SearchHit<Kind>[] {
  const wanted = compileQuery(query);
  if (wanted.length === 0) return [];
  const hits: Array<SearchHit<Kind> & { order: number }> = [];
  index.entries.forEach((entry, order) => {
    if (!matchesQuery(entry.stems, wanted)) return;
    const score = wanted.reduce((sum, term) => sum + (entry.titleStems.has(term.stem) ? TITLE_WEIGHT : 1), 0);
    hits.push({ ...entry.doc, score, order });
  });
  return hits.sort((a, b) => b.score - a.score || a.order - b.order).map(({ order: _order, ...hit }) => hit);
}
