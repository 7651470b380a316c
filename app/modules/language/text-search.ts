/**
 * Search over short texts (catalogue ideas, site pages) with the one normaliser: accents and case
 * folded, whole words compared by stem, everyday words and regional synonyms understood.
 * "cabeleireiro" finds salons, "uber" finds the app driver, "pet" never finds "espetáculo".
 */
import { FUNCTION_WORDS, normalize, stem } from "./pt-text";
import { synonymPhrasesOf } from "./synonyms";

export type CompiledQuery = Array<{ word: string; stem: string; phrases: readonly string[][] }>;

/** The query's searchable words; an empty list when there is nothing to search for. */
export function compileQuery(query: string): CompiledQuery {
  const seen = new Set<string>();
  const terms: CompiledQuery = [];
  for (const word of normalize(query).split(" ")) {
    if (!word || FUNCTION_WORDS.has(word)) continue;
    const s = stem(word);
    if (seen.has(s)) continue;
    seen.add(s);
    terms.push({ word, stem: s, phrases: synonymPhrasesOf(s) });
  }
  return terms;
}

/** The stems of a text, to test queries against. */
export function documentStems(text: string): Set<string> {
  return new Set(
    normalize(text)
      .split(" ")
      .filter(Boolean)
      .map(stem),
  );
}

/** Every query word must be in the document, itself or as one of its synonym phrases. */
export function matchesQuery(doc: ReadonlySet<string>, query: CompiledQuery): boolean {
  return query.every((term) => doc.has(term.stem) || term.phrases.some((phrase) => phrase.every((s) => doc.has(s))));
}
