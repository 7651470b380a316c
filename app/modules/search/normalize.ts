/**
 * The site search reads words through the one Portuguese normaliser (app/modules/language): the
 * catalogue search, the header search, the offline matcher and the consultant fold accents and
 * case, compare whole words by stem and know the same synonyms (issue 19).
 */
import { FUNCTION_WORDS, normalize } from "~/modules/language/pt-text";

/** "Pão de Queijo!" → "pao de queijo" (accents, case and punctuation removed; spaces collapsed). */
export const normalise = normalize;

/** The words of a text, normalised, in order (repeats kept). */
export function tokens(text: string): string[] {
  const normalised = normalize(text);
  return normalised ? normalised.split(" ") : [];
}

/** Words too common to narrow a search; only applied to queries (the shared function-word list). */
export const STOP_WORDS: ReadonlySet<string> = FUNCTION_WORDS;

/** The words of a query that carry meaning: normalised, without stop words and repeats. */
export function queryTokens(query: string): string[] {
  return [...new Set(tokens(query).filter((word) => !STOP_WORDS.has(word)))];
}
