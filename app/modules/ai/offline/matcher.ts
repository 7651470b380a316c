import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { MAX_SUGGESTIONS, MIN_SUGGESTIONS, type SuggestionPick } from "../types";
import { formatBrl, parseCues, type Cues } from "./cues";
import { synonymsOf } from "./synonyms";
import { displayWords, normalize, stem, tokens } from "./text";

// BM25F-style ranking over title, keywords, category and description.
const FIELD_WEIGHTS = { title: 3, keywords: 2.5, category: 1.5, description: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const K1 = 1.2;
const B = 0.75;
const SYNONYM_WEIGHT = 0.5;

type Index = {
  ideas: readonly CatalogueIdea[];
  postings: Map<string, Array<{ idea: number; weight: number }>>;
  idf: Map<string, number>;
  homeFriendly: boolean[];
  needsCar: boolean[];
  needsMotorcycle: boolean[];
  online: boolean[];
};

const indexes = new WeakMap<readonly CatalogueIdea[], Index>();

function fieldText(idea: CatalogueIdea, field: Field) {
  if (field === "keywords") return idea.keywords.join(" ");
  return idea[field];
}

function buildIndex(ideas: readonly CatalogueIdea[]): Index {
  const fieldStems = ideas.map((idea) =>
    Object.fromEntries((Object.keys(FIELD_WEIGHTS) as Field[]).map((f) => [f, tokens(fieldText(idea, f)).map(stem)])) as Record<Field, string[]>,
  );
  const averages = Object.fromEntries(
    (Object.keys(FIELD_WEIGHTS) as Field[]).map((f) => [
      f,
      fieldStems.reduce((sum, doc) => sum + doc[f].length, 0) / Math.max(ideas.length, 1) || 1,
    ]),
  ) as Record<Field, number>;

  const postings = new Map<string, Array<{ idea: number; weight: number }>>();
  fieldStems.forEach((doc, ideaIndex) => {
    const weighted = new Map<string, number>();
    for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
      const norm = 1 - B + (B * doc[field].length) / averages[field];
      for (const s of doc[field]) {
        weighted.set(s, (weighted.get(s) ?? 0) + FIELD_WEIGHTS[field] / norm);
      }
    }
    for (const [s, weight] of weighted) {
      const list = postings.get(s) ?? [];
      list.push({ idea: ideaIndex, weight });
      postings.set(s, list);
    }
  });
  const idf = new Map<string, number>();
  for (const [s, list] of postings) {
    idf.set(s, Math.log(1 + (ideas.length - list.length + 0.5) / (list.length + 0.5)));
  }
  const haystack = ideas.map((idea) => normalize(`${idea.title} ${idea.keywords.join(" ")} ${idea.description}`));
  return {
    ideas,
    postings,
    idf,
    homeFriendly: haystack.map((h) => /\b(em casa|casa|online|domicilio|encomenda|delivery|internet)\b/.test(h)),
    needsCar: haystack.map((h) => /\b(carro|automovel|veiculo|motorista|van|utilitario)\b/.test(h)),
    needsMotorcycle: haystack.map((h) => /\b(moto|motocicleta|motoboy|motofrete)\b/.test(h)),
    online: haystack.map((h) => /\b(online|internet|digital|remoto|redes sociais|instagram|site)\b/.test(h)),
  };
}

function getIndex(ideas: readonly CatalogueIdea[]) {
  let index = indexes.get(ideas);
  if (!index) {
    index = buildIndex(ideas);
    indexes.set(ideas, index);
  }
  return index;
}

type Scored = { idea: number; score: number; matched: Set<string> };

function cueMultiplier(index: Index, i: number, cues: Cues) {
  const idea = index.ideas[i]!;
  let factor = 1;
  if (cues.budget !== null) {
    if (idea.investmentMin > cues.budget * 1.2) factor *= 0.05;
    else factor *= 1.15;
  }
  if (cues.hasCar && index.needsCar[i]) factor *= 1.6;
  if (cues.hasMotorcycle && index.needsMotorcycle[i]) factor *= 1.6;
  if (!cues.hasCar && !cues.hasMotorcycle && (index.needsCar[i] || index.needsMotorcycle[i])) factor *= 0.85;
  if (cues.atHome && index.homeFriendly[i]) factor *= 1.3;
  if (cues.online && index.online[i]) factor *= 1.3;
  if (cues.littleTime && idea.level === 1) factor *= 1.1;
  return factor;
}

function reasonFor(idea: CatalogueIdea, matched: Set<string>, cues: Cues, index: Index, i: number) {
  const parts: string[] = [];
  const words = [...matched].slice(0, 4);
  if (words.length > 0) parts.push(`Combina com o que você contou: ${words.join(", ")}.`);
  if (cues.budget !== null && idea.investmentMin <= cues.budget) {
    parts.push(`Cabe no seu orçamento de ${formatBrl(cues.budget)} (investimento a partir de ${formatBrl(idea.investmentMin)}).`);
  }
  if (cues.hasCar && index.needsCar[i]) parts.push("Aproveita o carro que você já tem.");
  if (cues.hasMotorcycle && index.needsMotorcycle[i]) parts.push("Aproveita a moto que você já tem.");
  if (cues.atHome && index.homeFriendly[i]) parts.push("Dá para começar de casa.");
  if (cues.online && index.online[i]) parts.push("Funciona bem pela internet.");
  if (idea.mei) parts.push("Pode ser formalizado como MEI.");
  return parts.join(" ");
}

/** Ranks the catalogue for a free-text description; 3–6 picks, or none when nothing matches. */
export function matchIdeas(text: string, ideas: readonly CatalogueIdea[]): SuggestionPick[] {
  const index = getIndex(ideas);
  const cues = parseCues(text);
  const queryWords = tokens(text);
  const shown = displayWords(text);
  const query = new Map<string, { weight: number; word: string }>();
  for (const word of queryWords) {
    const s = stem(word);
    query.set(s, { weight: 1, word: shown.get(word) ?? word });
  }
  for (const [s, { word }] of [...query]) {
    for (const synonym of synonymsOf(s)) {
      if (!query.has(synonym)) query.set(synonym, { weight: SYNONYM_WEIGHT, word });
    }
  }

  const scores = new Map<number, Scored>();
  for (const [s, { weight, word }] of query) {
    const list = index.postings.get(s);
    if (!list) continue;
    const idf = index.idf.get(s)!;
    for (const posting of list) {
      const tf = posting.weight;
      const contribution = weight * idf * ((tf * (K1 + 1)) / (tf + K1));
      const entry = scores.get(posting.idea) ?? { idea: posting.idea, score: 0, matched: new Set<string>() };
      entry.score += contribution;
      entry.matched.add(word);
      scores.set(posting.idea, entry);
    }
  }
  const ranked = [...scores.values()]
    .map((entry) => ({ ...entry, score: entry.score * cueMultiplier(index, entry.idea, cues) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || index.ideas[a.idea]!.title.localeCompare(index.ideas[b.idea]!.title, "pt-BR"));
  if (ranked.length === 0) return [];
  const top = ranked[0]!.score;
  const strong = ranked.filter((entry, position) => position < MIN_SUGGESTIONS || entry.score >= top * 0.35);
  return strong.slice(0, MAX_SUGGESTIONS).map((entry) => {
    const idea = index.ideas[entry.idea]!;
    return { id: idea.id, matchReason: reasonFor(idea, entry.matched, cues, index, entry.idea) };
  });
}
