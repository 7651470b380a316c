/**
 * A small in-memory search: whole words, accent- and case-insensitive, every meaningful word of
 * the query must appear (in the title or the text). Pure; the caller builds the index once.
 */
import { queryTokens, tokens } from "./normalize";

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
  titleWords: ReadonlySet<string>;
  words: ReadonlySet<string>;
};

export type SearchIndex<Kind extends string = string> = { entries: readonly IndexedDocument<Kind>[] };

export type SearchHit<Kind extends string = string> = SearchDocument<Kind> & { score: number };

export function buildIndex<Kind extends string>(docs: readonly SearchDocument<Kind>[]): SearchIndex<Kind> {
  return {
    entries: docs.map((doc) => {
      const titleWords = new Set(tokens(doc.title));
      return { doc, titleWords, words: new Set([...titleWords, ...tokens(doc.text)]) };
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
  const wanted = queryTokens(query);
  if (wanted.length === 0) return [];
  const hits: Array<SearchHit<Kind> & { order: number }> = [];
  index.entries.forEach((entry, order) => {
    if (!wanted.every((word) => entry.words.has(word))) return;
    const score = wanted.reduce((sum, word) => sum + (entry.titleWords.has(word) ? TITLE_WEIGHT : 1), 0);
    hits.push({ ...entry.doc, score, order });
  });
  return hits.sort((a, b) => b.score - a.score || a.order - b.order).map(({ order: _order, ...hit }) => hit);
}
