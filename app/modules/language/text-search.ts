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
    // A word of three letters or fewer is not stemmed and must be found as written ("bol" is not
    // "bolo"), though its synonyms still count ("pet" finds "cachorro").
    const s = word.length <= 3 ? `${WORD_MARK}${word}` : stem(word);
    if (seen.has(s)) continue;
    seen.add(s);
    terms.push({ word, stem: s, phrases: synonymPhrasesOf(stem(word)) });
  }
  return terms;
}

/** Marks a short word kept as written in a document's set. */
const WORD_MARK = "=";

/** The stems of a text (and its short words as written), to test queries against. */
export function documentStems(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of normalize(text).split(" ")) {
    if (!word) continue;
    set.add(stem(word));
    if (word.length <= 3) set.add(`${WORD_MARK}${word}`);
  }
  return set;
}

/** Every query word must be in the document, itself or as one of its synonym phrases. */
export function matchesQuery(doc: ReadonlySet<string>, query: CompiledQuery): boolean {
  return query.every((term) => doc.has(term.stem) || term.phrases.some((phrase) => phrase.every((s) => doc.has(s))));
}
