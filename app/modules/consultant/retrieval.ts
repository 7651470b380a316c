/**
 * The offline consultant's retrieval: BM25 over passages of the learning centre (article
 * sections and tips), the help FAQ and the journey steps. Pure and deterministic.
 */
import { normalize, stem } from "~/modules/language/pt-text";
import { JOURNEY_STEPS } from "~/modules/journey";
import { LEARNING_ITEMS, type LearningItem } from "~/modules/learning";
import { FAQ } from "./faq";

export type PassageSource = "learning" | "faq" | "journey";

export type Passage = {
  id: string;
  source: PassageSource;
  /** Title shown to the person (article or tip title, FAQ question, step title). */
  title: string;
  /** Section heading inside an article, if any. */
  heading?: string;
  text: string;
  href: string;
  learningId?: string;
};

// Function words only: domain words such as 'negócio' or 'começar' must stay searchable, and
// 'das' is kept because it is also the MEI's monthly tax (DAS); as a preposition its IDF is low.
const STOP = new Set(
  `a o as os um uma uns umas de do da dos em no na nos nas por pelo pela pelos pelas para pra pro
  com sem e ou mas que se ja tambem muito muita mais menos como quando onde qual quais quanto quanta
  eu tu ele ela nos voces eles elas me te lhe meu minha meus minhas seu sua seus suas isso isto esse
  essa este esta aquele aquela ser estar sou e esta estou tenho tem ter ha vou vai ao aos la aqui
  ola oi bom boa dia tarde noite obrigado obrigada favor pode posso voce consigo devo fazer faco
  preciso quero queria gostaria saber sobre algum alguma coisa`
    .split(/\s+/)
    .filter(Boolean),
);

// A few everyday words mapped to the words the content uses.
const SYNONYMS: Record<string, string[]> = {
  custa: ["valor"],
  custo: ["valor"],
  imposto: ["das", "tributo"],
  impostos: ["das", "tributo"],
  boleto: ["das", "guia"],
  cobrar: ["preco", "markup"],
  precificar: ["preco", "markup"],
  divulgar: ["marketing", "instagram", "whatsapp"],
  divulgacao: ["marketing", "instagram", "whatsapp"],
  cansado: ["burnout", "descanso", "pausa"],
  cansada: ["burnout", "descanso", "pausa"],
  estresse: ["burnout", "pausa"],
  formalizar: ["mei", "cnpj"],
  abrir: ["mei", "cnpj", "portal"],
  cliente: ["atendimento", "clientes"],
  gratis: ["gratuita", "gratuito"],
  gratuito: ["gratuita"],
  pagar: ["gratuita", "cobranca"],
  caixa: ["fluxo", "caixa"],
};

export function queryTerms(text: string): string[] {
  const words = normalize(text)
    .split(" ")
    .filter((word) => word.length > 1 && !STOP.has(word));
  const expanded = words.flatMap((word) => [word, ...(SYNONYMS[word] ?? [])]);
  return expanded.map(stem);
}

function docTerms(text: string): string[] {
  return normalize(text)
    .split(" ")
    .filter((word) => word.length > 1 && !STOP.has(word))
    .map(stem);
}

function learningHref(item: LearningItem) {
  return `/centro-aprendizado?item=${item.id}#${item.id}`;
}

function splitSections(content: string): Array<{ heading?: string; body: string }> {
  const sections: Array<{ heading?: string; body: string }> = [];
  for (const chunk of content.split(/^## /m)) {
    if (!chunk.trim()) continue;
    const [first, ...rest] = chunk.split("\n");
    if (content.trimStart().startsWith("## ")) sections.push({ heading: first!.trim(), body: rest.join("\n").trim() });
    else sections.push({ body: chunk.trim() });
  }
  return sections;
}

export function buildPassages(): Passage[] {
  const passages: Passage[] = [];
  for (const item of LEARNING_ITEMS) {
    const sections = item.kind === "article" ? splitSections(item.content) : [{ body: item.content }];
    sections.forEach((section, index) => {
      passages.push({
        id: `${item.id}#${index}`,
        source: "learning",
        title: item.title,
        heading: section.heading,
        text: section.body,
        href: learningHref(item),
        learningId: item.id,
      });
    });
  }
  for (const faq of FAQ) {
    passages.push({ id: `faq:${faq.id}`, source: "faq", title: faq.question, text: faq.answer, href: "/centro-aprendizado" });
  }
  for (const step of JOURNEY_STEPS) {
    const href = step.action.kind === "link" ? step.action.to : "/dashboard";
    passages.push({ id: `step:${step.id}`, source: "journey", title: step.title, text: step.description, href });
  }
  return passages;
}

type Indexed = { passage: Passage; tf: Map<string, number>; length: number };

export type Index = { docs: Indexed[]; df: Map<string, number>; avgLength: number };

export function buildIndex(passages: readonly Passage[] = buildPassages()): Index {
  const docs = passages.map((passage) => {
    const item = passage.learningId ? LEARNING_ITEMS.find((i) => i.id === passage.learningId) : undefined;
    // Titles count twice and section headings three times; the item's description adds its gist.
    const heading = passage.heading ?? "";
    const text = [passage.title, passage.title, heading, heading, heading, item?.description ?? "", passage.text].join(" ");
    const terms = docTerms(text);
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    return { passage, tf, length: terms.length };
  });
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const avgLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  return { docs, df, avgLength };
}

let cachedIndex: Index | undefined;
function defaultIndex() {
  cachedIndex ??= buildIndex();
  return cachedIndex;
}

export type Hit = { passage: Passage; score: number; matched: string[] };

const K1 = 1.2;
const B = 0.75;

/** Passages ranked by BM25 for the question; only passages sharing at least one term. */
export function search(question: string, index: Index = defaultIndex(), limit = 5): Hit[] {
  const terms = [...new Set(queryTerms(question))];
  const n = index.docs.length;
  const hits: Hit[] = [];
  for (const doc of index.docs) {
    let score = 0;
    const matched: string[] = [];
    for (const term of terms) {
      const f = doc.tf.get(term);
      if (!f) continue;
      const df = index.df.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / index.avgLength)));
      matched.push(term);
    }
    if (score > 0) hits.push({ passage: doc.passage, score, matched });
  }
  return hits.sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id)).slice(0, limit);
}
