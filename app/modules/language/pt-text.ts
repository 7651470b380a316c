/**
 * The one Portuguese text normaliser: the offline matcher, the catalogue search, the header search
 * and the consultant's retrieval all read words through it, so "Cabeleireira", "cabeleireiras" and
 * "cabeleireira" are one word everywhere, and a verb meets its noun (lavar/lavagem, polir/polimento).
 */

/** Two words that name one thing unrelated to either: "cachorro-quente" is no dog. */
const COMPOUNDS: Array<[RegExp, string]> = [
  [/\bcachorros? quentes?\b/g, "cachorroquente"],
  [/\bpe de moleque\b/g, "pedemoleque"],
  // A honeymoon trip is no honey.
  [/\blua de mel\b/g, "luademel"],
  // "Faço pé e mão" is a manicure's work.
  [/\b(?:pes? e maos?|maos? e pes?)\b/g, "manicure"],
];

/** Lower case, no accents, only letters and digits separated by single spaces, compounds joined. */
export function normalize(text: string) {
  let folded = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  for (const [pattern, joined] of COMPOUNDS) folded = folded.replace(pattern, joined);
  return folded;
}

/**
 * Words that never say what a person likes: function words, filler, and the words people use to
 * talk about money, time and place (those are read as cues by query-understanding, never as interests).
 */
/** Function words: never searchable (articles, prepositions, pronouns, conjunctions, common verbs). */
export const FUNCTION_WORDS = new Set(
  `a o as os um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas para pra pro
  pros pras com sem sob sobre entre ate e ou mas que se nao sim ja tambem muito muita muitos muitas mais menos
  como quando onde porque pq pois entao eu tu ele ela nos vos eles elas me mim te lhe minha meu minhas meus sua
  seu suas seus nossa nosso isso isto aquilo esse essa este esta aquele aquela sou es somos sao era foi ser
  estar estou esta to ta ao aos la aqui ali qual quais`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that never say what a person likes: function words, filler, and the words people use to
 * talk about money, time, place and family (query-understanding reads those as cues, never as interests).
 */
export const STOP_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...`pouco pouca bem mal fui tava estamos tenho tem temos ter tinha tive gosto gosta
  gostaria adoro amo curto quero queria acho sei fazer faco faz fiz coisa coisas algo tipo bastante sempre
  nunca ainda so apenas tudo todo toda todos todas cada mesmo mesma vida dia
  dias ano anos hoje agora depois antes trabalhar trabalho trabalhei trabalhando trabalha experiencia area
  areas habilidade habilidades interesse interesses negocio negocios empresa proprio propria comecar comeco
  conheco conhecer pessoa pessoas familia elogiam sabe consigo posso pode podia preciso precisa bom boa
  otimo otima lindo linda adora adoram quem melhor outro outra outros outras alguem algum alguma nenhum
  nenhuma gente voce voces cara mano mana tb tbm vc vcs ne ai assim ideia ideias renda
  extra ganhar ganho dinheiro grana reais real mil conto contos pila pilas centavos investir orcamento
  guardado guardada guardados guardadas guardadinho guardei economizei poupanca
  loja servico servicos cliente clientes vez vezes hora horas tempo mes meses semana semanas fim fins noite
  noites manha tarde periodo sabado sabados domingo domingos casa mae pai filho filha filhos filhas marido
  esposa mulher homem moro morar mora perto longe lugar cidade bairro junto ajudar ajuda demais
  sozinha sozinho conhece conhecem diz dizem falam acham achar acha pensando pensei pensar vontade sonho talvez parado parada desempregado
  desempregada aposentado aposentada porem inclusive qualquer fico ficar completo completa completos completas
  cabe cabem caber cabia passado passada passados passadas paguei pagar pago paga financiamento financiado
  financiada financiei parcela parcelas prestacao prestacoes urgente urgencia sobra sobrando rapido rapida rapidinho logo depressa cai caem caiu
  louco loucos ficando recebi virar viver comprei comprou usada usado usadas usados chao`
    .split(/\s+/)
    .filter(Boolean),
]);

// Longest first. Plurals go first, then derivation and verb endings, so that a verb and its noun
// meet: lavar/lavagem/lavo → "lav", programo/programação/programador → "program".
const PLURALS: Array<[string, string]> = [
  ["coes", "cao"],
  ["soes", "sao"],
  ["oes", "ao"],
  ["aes", "ao"],
  ["ais", "al"],
  ["eis", "el"],
  ["res", "r"],
  ["zes", "z"],
  ["ns", "m"],
  ["s", ""],
];

const DERIVATIONS = [
  "amento",
  "imento",
  "mento",
  "acao",
  "icao",
  "cao",
  "agem",
  "adora",
  "ador",
  "edora",
  "edor",
  "idora",
  "idor",
  "eira",
  "eiro",
  "aria",
  "ismo",
  "ista",
  "eza",
  "ando",
  "endo",
  "indo",
  "ava",
  "ado",
  "ada",
  "ido",
  "ida",
  "ar",
  "er",
  "ir",
  "ei",
  "ou",
  "ia",
];

/** Words whose derived form would collide with an unrelated word. */
const FIXED_STEMS: Record<string, string> = {
  // A neighbourhood of Belo Horizonte, not a chocolate bar ("barr").
  barreiro: "barreiro",
  // Looking after the neighbours' dogs is not eyelashes ("olhos").
  olhar: "olhar",
  olhando: "olhar",
  olhava: "olhar",
  // A bus ticket is not ironing ("passar").
  passagem: "passagem",
  passagens: "passagem",
  motor: "motor",
  motores: "motor",
  motorista: "motorist",
  motoristas: "motorist",
  pet: "pet",
  pets: "pet",
  mei: "mei",
  das: "das",
  cao: "cao",
  caes: "cao",
  gas: "gas",
  // A massage "modeladora" is not 3D or clothes modelling ("modelar", "modelagem").
  modeladora: "modeladora",
  modeladoras: "modeladora",
  // Driving for an app ("rodar de Uber") is not a wheelchair's wheels ("rodas").
  rodar: "rodar",
  rodando: "rodar",
  rodei: "rodar",
  rodo: "rodo",
  // Free time ("tarde livre") is not a book ("livro").
  livre: "livre",
  livres: "livre",
  // A beekeeper's overall is not a massage couch ("maca").
  macacao: "macacao",
  macacoes: "macacao",
  mes: "mes",
  // A jam is not nail gel; "cascão" (a firm guava paste) is no hull.
  geleia: "geleia",
  geleias: "geleia",
  cascao: "cascao",
  // A market trader works at a "feira"; a work bench ("bancada") is not a market stall ("banca").
  feirante: "feir",
  feirantes: "feir",
  bancada: "bancada",
  bancadas: "bancada",
  // Weight ("muito peso pra minha coluna") is not feet ("pés" of a pedicure).
  peso: "peso",
  pesos: "peso",
  // "passeador" would lose "ador" and its vowel and become "pass", the stem of "passar" (roupa) and
  // "passagem" (viagens): walking a dog is neither.
  ...Object.fromEntries(
    ["passear", "passeia", "passeiam", "passeie", "passeando", "passeador", "passeadora", "passeadores", "passeadoras"].map((w) => [
      w,
      "passea",
    ]),
  ),
};

const MIN_STEM = 3;

/** A light Portuguese stemmer: plurals, derivational suffixes, verb endings, a final vowel. */
export function stem(word: string) {
  const fixed = FIXED_STEMS[word];
  if (fixed) return fixed;
  if (word.length <= 3 || /^\d/.test(word)) return word;
  let base = word;
  for (const [suffix, replacement] of PLURALS) {
    if (base.endsWith(suffix) && base.length - suffix.length >= MIN_STEM) {
      base = base.slice(0, base.length - suffix.length) + replacement;
      break;
    }
  }
  for (const suffix of DERIVATIONS) {
    if (base.endsWith(suffix) && base.length - suffix.length >= MIN_STEM) {
      base = base.slice(0, base.length - suffix.length);
      break;
    }
  }
  // Final vowels vary between forms (bolo/boleira, costura/costurar): drop one for the key.
  if (/[aeio]$/.test(base) && base.length - 1 >= MIN_STEM) base = base.slice(0, -1);
  return base;
}

/** Content words of a text, normalised, stop words and bare numbers removed. */
export function tokens(text: string): string[] {
  return normalize(text)
    .split(" ")
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

export function stems(text: string): string[] {
  return tokens(text).map(stem);
}

/** The longest run of words a compound joins ("pé de moleque"). */
const COMPOUND_MAX_WORDS = 3;

/**
 * Maps each normalised word to the words as the person wrote them (accents kept), for display: "aniversário" for
 * "aniversario", and "pé de moleque" for the joined token "pedemoleque" (a token of ours never reaches a sentence).
 */
export function displayWords(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  words.forEach((raw, index) => {
    const key = normalize(raw);
    if (key && !map.has(key)) map.set(key, raw);
    for (let size = 2; size <= COMPOUND_MAX_WORDS && index + size <= words.length; size++) {
      const shown = words.slice(index, index + size).join(" ");
      const joined = normalize(shown);
      if (!joined.includes(" ") && !map.has(joined)) map.set(joined, shown);
    }
  });
  return map;
}
