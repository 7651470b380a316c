/**
 * Text normalisation shared by every search: lower case, no accents, letters and digits only.
 * Pure. Kept small on purpose: stemming and synonyms can plug in at `tokens` later.
 */

/** "Pão de Queijo!" → "pao de queijo" (accents, case and punctuation removed; spaces collapsed). */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a text, normalised, in order (repeats kept). */
export function tokens(text: string): string[] {
  const normalised = normalise(text);
  return normalised ? normalised.split(" ") : [];
}

/**
 * Words too common in Portuguese to narrow a search ("como abrir um negócio de doces" searches
 * for "abrir", "negocio", "doces"). Only applied to queries: a document keeps all its words.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para pra pro " +
    "com sem e ou que se me eu meu minha meus minhas seu sua seus suas ao aos como qual quais quando onde " +
    "mais muito ja nao sim e é"
  )
    .split(" ")
    .map(normalise),
);

/** The words of a query that carry meaning: normalised, without stop words and repeats. */
export function queryTokens(query: string): string[] {
  const words = tokens(query).filter((word) => !STOP_WORDS.has(word));
  return [...new Set(words)];
}
