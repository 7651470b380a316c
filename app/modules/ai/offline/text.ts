// Portuguese text normalisation for the offline matcher: case, accents, stop words, light stemming.

const STOP_WORDS = new Set(
  `a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para pra pro
  com sem sob sobre entre ate e ou mas que se nao sim ja tambem muito muita muitos muitas pouco mais
  menos bem mal como quando onde porque pois entao eu tu ele ela nos vos eles elas me te lhe minha
  meu minhas meus sua seu suas seus nossa nosso isso isto aquilo esse essa este esta aquele aquela
  sou es e somos sao era foi ser estar estou esta estamos tenho tem temos ter tinha gosto gosta
  gostaria adoro amo quero queria acho sei fazer faco faz coisa coisas algo tipo bastante sempre
  nunca ainda so apenas tudo todo toda todos todas ao aos la aqui ali cada qual quais mesmo mesma
  vida dia dias ano anos hoje agora depois antes trabalhar trabalho trabalhei trabalhando experiencia
  area areas habilidade habilidades interesse interesses negocio negocios empresa proprio propria
  comecar comeco conheco conhecer pessoa pessoas familia elogiam sei sabe consigo posso preciso
  bom boa otimo otima lindo linda adora adoram`
    .split(/\s+/)
    .filter(Boolean),
);

export function normalize(text: string) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const SUFFIXES: Array<[string, string]> = [
  ["mente", ""],
  ["coes", "cao"],
  ["soes", "sao"],
  ["oes", "ao"],
  ["aes", "ao"],
  ["ais", "al"],
  ["eis", "el"],
  ["ores", "or"],
  ["eiras", "eir"],
  ["eiros", "eir"],
  ["eira", "eir"],
  ["eiro", "eir"],
  ["ando", ""],
  ["endo", ""],
  ["indo", ""],
  ["ar", ""],
  ["er", ""],
  ["ir", ""],
  ["as", "a"],
  ["os", "o"],
  ["es", "e"],
  ["s", ""],
];

/** A deliberately light stemmer: plurals, gerunds, infinitives, -eiro/-eira. */
export function stem(word: string) {
  if (word.length <= 3) return word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, word.length - suffix.length) + replacement;
      // Final vowels vary between forms (bolo/bolos/boleira): drop one for the key.
      return base.length > 4 ? base.replace(/[aeo]$/, "") : base;
    }
  }
  return word.length > 4 ? word.replace(/[aeo]$/, "") : word;
}

export function tokens(text: string): string[] {
  return normalize(text)
    .split(" ")
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** Maps each normalised word to the word as the person wrote it (accents kept), for display. */
export function displayWords(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    const key = normalize(raw);
    if (key && !map.has(key)) map.set(key, raw);
  }
  return map;
}

export function stems(text: string): string[] {
  return tokens(text).map(stem);
}
