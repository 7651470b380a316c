import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { itemAssetKind, type AssetKind } from "~/modules/economics/assets";
import { fullStructure } from "~/modules/economics/lean-start";
import { displayWords, stem, tokens } from "~/modules/language/pt-text";
import type { Licence } from "~/modules/language/possessions";
import { understand, type Credential, type Understanding } from "~/modules/language/query-understanding";
import { synonymsOf } from "~/modules/language/synonyms";
import { MAX_SUGGESTIONS, MIN_SUGGESTIONS, type SuggestionPick } from "../types";
import { ideaTraits, type IdeaTraits } from "./idea-traits";
import { CREDENTIAL_FIELDS, LICENCE_FIELDS } from "./credential-fields";
import { buildReason, cheapestWayInReason, CREDENTIAL_MARK, LICENCE_MARK } from "./reasons";
import {
  ASSET_POINTS,
  B,
  BUDGET_RELEVANCE,
  CLOSER_SLACK,
  CREDENTIAL_POINTS,
  type Field,
  FIELD_WEIGHTS,
  K1,
  MAX_REPEAT,
  OVER_BUDGET_PICKS,
  SAID_NEAR_TOP,
  SAID_SHARE,
  SAME_PRICE,
  SAME_PRICE_SLACK,
  SYNONYM_WEIGHT,
  WANT_WEIGHT,
  WEAK_STEMS,
  WEAK_WEIGHT,
} from "./ranking-weights";
import { refusalsOf, refuses, type Refusals } from "./refusals";
import { budgetFactor, fitsBudget, possessionLink, startFor } from "./start-fit";

// BM25F-style ranking over title, keywords, category and description, on the words that remain
// once query-understanding has taken out the budget, assets, time, place, constraints and refusals.

type Index = {
  ideas: readonly CatalogueIdea[];
  postings: Map<string, Array<{ idea: number; weight: number }>>;
  idf: Map<string, number>;
  traits: IdeaTraits[];
};

const indexes = new WeakMap<readonly CatalogueIdea[], Index>();

function fieldText(idea: CatalogueIdea, field: Field) {
  if (field === "keywords") return idea.keywords.join(" ");
  return idea[field];
}

function buildIndex(ideas: readonly CatalogueIdea[]): Index {
  const fields = Object.keys(FIELD_WEIGHTS) as Field[];
  const fieldStems = ideas.map(
    (idea) => Object.fromEntries(fields.map((f) => [f, tokens(fieldText(idea, f)).map(stem)])) as Record<Field, string[]>,
  );
  const averages = Object.fromEntries(
    fields.map((f) => [f, fieldStems.reduce((sum, doc) => sum + doc[f].length, 0) / Math.max(ideas.length, 1) || 1]),
  ) as Record<Field, number>;
  const postings = new Map<string, Array<{ idea: number; weight: number }>>();
  fieldStems.forEach((doc, ideaIndex) => {
    const weighted = new Map<string, number>();
    for (const field of fields) {
      const norm = 1 - B + (B * doc[field].length) / averages[field];
      for (const s of doc[field]) weighted.set(s, (weighted.get(s) ?? 0) + FIELD_WEIGHTS[field] / norm);
    }
    for (const [s, weight] of weighted) {
      const list = postings.get(s) ?? [];
      list.push({ idea: ideaIndex, weight });
      postings.set(s, list);
    }
  });
  const idf = new Map<string, number>();
  for (const [s, list] of postings) idf.set(s, Math.log(1 + (ideas.length - list.length + 0.5) / (list.length + 0.5)));
  return { ideas, postings, idf, traits: ideas.map(ideaTraits) };
}

function getIndex(ideas: readonly CatalogueIdea[]) {
  let index = indexes.get(ideas);
  if (!index) {
    index = buildIndex(ideas);
    indexes.set(ideas, index);
  }
  return index;
}

/**
 * `matched`: the person's words behind the score, as they wrote them; `weakMatched`: low-information
 * ones; `literal`: those found as said, not through a synonym ("colmeia" in beekeeping, not the
 * "mel" of a honeymoon trip).
 */
export type Scored = { idea: number; score: number; matched: Set<string>; weakMatched: Set<string>; literal: Set<string> };

/** False when the idea contradicts something the person stated; such an idea never appears. */
function allowed(idea: CatalogueIdea, traits: IdeaTraits, u: Understanding, refusals: Refusals) {
  if (traits.credentials.length > 0 && !traits.credentials.some((c) => u.credentials.includes(c))) return false;
  if (refuses(traits.coreStems, refusals)) return false;
  if (u.constraints.includes("mobilidade-reduzida") && traits.physical) return false;
  if (u.constraints.includes("nao-dirige") && traits.driving) return false;
  if (u.constraints.includes("filhos-pequenos") && traits.longTrips) return false;
  for (const asset of u.lacks) if (traits.usesAsset.has(asset) && traits.buysAsset.has(asset) && asset !== "ponto-comercial") return false;
  if (onlyAtNight(u) && traits.daytimeOnly) return false;
  return true;
}

/**
 * An idea whose likely scenario, with what the person owns at R$ 0, does not pay back within
 * 5 years (prazo de retorno null, economics/indicators.ts, decision 037) is suggested only when
 * the person named it: their best match, every word of its title ("cuidar de idosos" names
 * "Cuidador de idosos"), or a word of its title or keywords that at most three ideas use ("gás";
 * not "cozinha").
 */
function paysBackOrNamed(i: number, index: Index, u: Understanding, said: ReadonlyMap<string, unknown>) {
  const idea = index.ideas[i]!;
  const likely = fullStructure(idea.economics, u.possessions).scenarios.provavel; // both paybacks, as viabilityOf
  if (likely.paybackMonths !== null && likely.recoveredInMonth !== null) return true;
  let counts = coreStemCounts.get(index);
  if (!counts) {
    counts = new Map<string, number>();
    for (const traits of index.traits) for (const s of traits.coreStems) counts.set(s, (counts.get(s) ?? 0) + 1);
    coreStemCounts.set(index, counts);
  }
  const used = counts;
  const title = tokens(idea.title).map(stem);
  if (title.length > 0 && title.every((s) => said.has(s))) return true;
  return [...index.traits[i]!.coreStems].some((s) => said.has(s) && (used.get(s) ?? 0) <= 3);
}
const coreStemCounts = new WeakMap<Index, Map<string, number>>();

function onlyAtNight(u: Understanding) {
  return u.time.length > 0 && u.time.every((t) => t === "noite");
}

/** Soft preferences: what the person said makes an idea more or less fitting. */
function cueFactor(traits: IdeaTraits, u: Understanding) {
  let factor = 1;
  if (u.time.includes("noite")) factor *= traits.nightTrade ? 1.5 : traits.nightFriendly ? 1.2 : traits.daytimeOnly ? 0.3 : 0.8;
  if (u.time.includes("fim-de-semana")) factor *= traits.weekdayOnly ? 0.4 : traits.weekendFriendly ? 1.15 : 1;
  if (u.places.includes("em-casa")) factor *= traits.homeFriendly ? 1.4 : 0.6;
  if (u.places.includes("online")) factor *= traits.online ? 1.4 : 0.7;
  if (u.places.includes("zona-rural")) factor *= traits.rural ? 1.5 : 1;
  if (u.places.includes("interior")) factor *= traits.rural ? 1.3 : 1;
  if (u.places.includes("capital")) factor *= traits.rural ? 0.6 : 1;
  if (u.constraints.includes("filhos-pequenos")) factor *= traits.homeFriendly ? 1.1 : traits.daytimeOnly ? 0.8 : 1;
  if (u.constraints.includes("aposentada") && traits.physical) factor *= 0.6;
  if (u.constraints.includes("mobilidade-reduzida")) factor *= traits.homeFriendly ? 1.3 : 1;
  if (u.time.includes("meio-periodo") && traits.needsShop) factor *= 0.6;
  if (u.assets.includes("ponto-comercial")) factor *= traits.needsShop ? 1.3 : 1;
  return factor;
}

export type MatchResult = { understanding: Understanding; picks: SuggestionPick[] };

/** Ranks the catalogue for a free-text description; 3–6 picks, or none when nothing matches. */
export function matchIdeas(text: string, ideas: readonly CatalogueIdea[]): SuggestionPick[] {
  return matchWithUnderstanding(text, ideas).picks;
}

export function matchWithUnderstanding(text: string, ideas: readonly CatalogueIdea[]): MatchResult {
  const index = getIndex(ideas);
  const u = understand(text);
  const shown = displayWords(text);
  const refusals = refusalsOf(u);
  const negatedStems = refusals.stems;

  // Each word the person wrote counts once per idea: its best match among the word and its synonyms.
  const query = new Map<string, { word: string; weight: number; count: number; stems: Map<string, number> }>();
  const interestWords = [
    ...tokens(u.interestText).map((word) => ({ word, shownAs: shown.get(word) ?? word })),
    // Quoted in reasons as the credential the person named, not as words they never wrote.
    ...u.credentials.flatMap((c) => tokens(CREDENTIAL_FIELDS[c]).map((word) => ({ word, shownAs: `${CREDENTIAL_MARK}${c}` }))),
    ...u.licences.flatMap((l) => tokens(LICENCE_FIELDS[l] ?? "").map((word) => ({ word, shownAs: `${LICENCE_MARK}${l}` }))),
  ];
  for (const { word, shownAs } of interestWords) {
    const s = stem(word);
    if (negatedStems.has(s)) continue;
    const seen = query.get(s);
    if (seen) {
      seen.count = Math.min(MAX_REPEAT, seen.count + 1);
      continue;
    }
    // What the person says they want to do weighs more than what they tell about themselves.
    const weight = (WEAK_STEMS.has(s) ? WEAK_WEIGHT : 1) * (u.wants.includes(s) ? WANT_WEIGHT : 1);
    const stems = new Map<string, number>([[s, 1]]);
    for (const synonym of synonymsOf(s)) if (!negatedStems.has(synonym)) stems.set(synonym, SYNONYM_WEIGHT);
    query.set(s, { word: shownAs, weight, count: 1, stems });
  }

  const scores = new Map<number, Scored>();
  const entryFor = (i: number) => {
    let entry = scores.get(i);
    if (!entry) {
      entry = { idea: i, score: 0, matched: new Set<string>(), weakMatched: new Set<string>(), literal: new Set<string>() };
      scores.set(i, entry);
    }
    return entry;
  };
  const best = new Map<number, number>();
  const literal = new Set<number>();
  for (const { word, weight, count, stems } of query.values()) {
    best.clear();
    literal.clear();
    for (const [s, synonymWeight] of stems) {
      const list = index.postings.get(s);
      if (!list) continue;
      const idf = index.idf.get(s)!;
      for (const posting of list) {
        if (synonymWeight === 1) literal.add(posting.idea);
        const tf = posting.weight;
        const contribution = synonymWeight * idf * ((tf * (K1 + 1)) / (tf + K1));
        if (contribution > (best.get(posting.idea) ?? 0)) best.set(posting.idea, contribution);
      }
    }
    for (const [i, contribution] of best) {
      const entry = entryFor(i);
      entry.score += weight * count * contribution;
      (weight >= 1 ? entry.matched : entry.weakMatched).add(word);
      if (literal.has(i)) entry.literal.add(word);
    }
  }
  // What the words alone earned, before possessions and credentials: it decides among equally
  // cheap ways in when nothing fits ("faço faxina" is a cleaner's work, whatever the vacuum cleaner).
  const wordScore = new Map([...scores].map(([i, entry]) => [i, entry.score]));
  // Owning an asset or holding a credential is a reason on its own, even with no interest words.
  // An idea whose start the person already owns in good part ranks up by that share (decision 031).
  const linked = new Set<number>();
  index.traits.forEach((traits, i) => {
    // A shop is a multiplier (below), not a reason to suggest any shop at all.
    const assetHits = u.assets.filter((asset) => asset !== "ponto-comercial" && traits.usesAsset.has(asset)).length;
    // The share of the start already owned: the notebook is a transcriber's whole start.
    const owns = possessionLink(index.ideas[i]!, u);
    const credentialHit = traits.credentials.some((c) => u.credentials.includes(c));
    if (assetHits > 0 || owns || credentialHit) {
      linked.add(i);
      entryFor(i).score +=
        Math.max(assetHits, owns?.used ?? 0) * ASSET_POINTS +
        2 * (owns?.share ?? 0) * ASSET_POINTS +
        (credentialHit ? CREDENTIAL_POINTS : 0);
    }
  });

  const candidates = [...scores.values()]
    // An idea with no link to what the person said (only weak words) never fills a slot.
    .filter((entry) => entry.score > 0 && (entry.matched.size > 0 || linked.has(entry.idea)))
    .filter((entry) => allowed(index.ideas[entry.idea]!, index.traits[entry.idea]!, u, refusals))
    .map((entry) => ({
      ...entry,
      score: entry.score * cueFactor(index.traits[entry.idea]!, u) * budgetFactor(index.ideas[entry.idea]!, u),
    }))
    .sort((a, b) => b.score - a.score || index.ideas[a.idea]!.title.localeCompare(index.ideas[b.idea]!.title, "pt-BR"))
    // The best match is what the person asked for: it stays even when it does not pay back.
    .filter((entry, position) => position === 0 || paysBackOrNamed(entry.idea, index, u, query));
  if (candidates.length === 0) return { understanding: u, picks: [] };

  // Relevance is judged before the budget: when the ideas that fit the person are over budget,
  // weak echoes that happen to be cheap ("tela" of a painting for "trocar tela de celular") must
  // not take their place.
  const bestScore = candidates[0]!.score;
  const relevant = candidates.filter((entry, position) => entry.score >= bestScore * (position < MIN_SUGGESTIONS ? 0.2 : 0.35));
  // Within the budget, only ideas about as relevant as the best match count; if none is, the
  // person hears that nothing fits and sees the cheapest ways into what does fit them.
  const within = relevant.filter((entry) => fitsBudget(index.ideas[entry.idea]!, u));
  // Owning ranks ideas up, but an idea as close to the person's words as the best one still counts
  // (a car and dogs, R$ 500: the pet sitter fits; the taxi-dog does not).
  const bestWords = Math.max(0, ...relevant.map((entry) => wordScore.get(entry.idea) ?? 0));
  const saidIt = (entry: Scored) =>
    entry.matched.size > 0 && bestWords > 0 && (wordScore.get(entry.idea) ?? 0) >= bestWords * BUDGET_RELEVANCE;
  // When the person's words alone point at an idea ("sou pedreiro"), a possession alone (the tools,
  // which also serve computer repair) does not stand in for it.
  // That idea must also be near the top: one stray word ("rodar" in "cadeira de rodas") is not enough.
  const words = (entry: Scored) => wordScore.get(entry.idea) ?? 0;
  const saidSomething = relevant.some(
    (entry) =>
      words(entry) >= bestScore * SAID_SHARE && words(entry) >= bestWords * SAID_NEAR_TOP && entry.score >= bestScore * SAID_NEAR_TOP,
  );
  // A cheap echo far below the best match ("coleta e entrega" of an ironer, for a motorcycle owner
  // who wants to deliver) does not stand in for it.
  const closeEnough = within.some(
    (entry) => (saidIt(entry) && entry.score >= bestScore * SAID_SHARE) || (!saidSomething && entry.score >= bestScore * BUDGET_RELEVANCE),
  );
  if (within.length === 0 || !closeEnough) {
    // Nothing fits the budget: say so, and show the cheapest ways in among the fitting ideas.
    // Fewer picks rather than more over the budget: the cheapest way in, and beside it only ideas
    // that start at about the same price.
    // What the person said comes before what a possession alone links ("aula de reforço" over
    // freelance on the notebook of a teacher).
    // When the person's words lead nothing (a paid-off car, and "perdi o emprego", "só consigo sair
    // à noite"), a stray word does not stand in for what they own.
    const closest = relevant.filter(
      (entry) =>
        entry.score >= bestScore * BUDGET_RELEVANCE ||
        // or whose words alone are as close: what the person wants to make, beside what they own.
        (saidSomething && entry.matched.size > 0 && (wordScore.get(entry.idea) ?? 0) >= bestScore * BUDGET_RELEVANCE),
    );
    // As close to what the person said (words and preferences, not possessions) as the closest
    // idea: a pressure washer links car washing, but "sei limpar sofá" names upholstery cleaning.
    const saidFit = (entry: Scored) => (wordScore.get(entry.idea) ?? 0) * cueFactor(index.traits[entry.idea]!, u);
    const closestFit = Math.max(0, ...closest.map(saidFit));
    const echoes = closest.filter(
      (entry) =>
        entry.matched.size > 0 &&
        saidFit(entry) >= closestFit * BUDGET_RELEVANCE &&
        (saidSomething || entry.score >= bestScore * SAID_NEAR_TOP),
    );
    // A word found as said beats its synonym's echo, however cheap the echo is.
    const literally = echoes.filter((entry) => [...entry.matched].some((w) => entry.literal.has(w)));
    const said = literally.length > 0 ? literally : echoes;
    const startOf = (entry: Scored) => startFor(index.ideas[entry.idea]!, u).total;
    const byStart = (said.length > 0 ? said : closest).sort((a, b) => startOf(a) - startOf(b) || b.score - a.score);
    const lowest = byStart[0] ? startOf(byStart[0]) : 0;
    // Among the ways in at about the cheapest price, the one closest to what the person said.
    const samePrice = byStart.filter((entry) => startOf(entry) <= Math.max(lowest * SAME_PRICE, lowest + SAME_PRICE_SLACK));
    const topWords = Math.max(0, ...byStart.map(words));
    const nearTop = (entry: Scored) => words(entry) >= topWords * SAID_NEAR_TOP;
    const closer =
      samePrice.some(nearTop) || u.budget !== 0
        ? []
        : byStart.filter((entry) => !samePrice.includes(entry) && startOf(entry) <= lowest + CLOSER_SLACK && nearTop(entry));
    const cheapest = [...samePrice, ...closer].sort((a, b) => words(b) - words(a) || b.score - a.score).slice(0, OVER_BUDGET_PICKS);
    return {
      understanding: u,
      picks: cheapest.map((entry) => ({
        id: index.ideas[entry.idea]!.id,
        matchReason: cheapestWayInReason(
          index.ideas[entry.idea]!,
          index.traits[entry.idea]!,
          entry,
          u,
          startFor(index.ideas[entry.idea]!, u),
        ),
        beyondBudget: true,
      })),
    };
  }
  // What the person said comes before what a possession alone links: "formada em letras inglês,
  // tenho notebook" hears English lessons before every kind of freelance work on a notebook.
  // Beside what the person said, a possession alone only fills the list up to the minimum.
  const saidPicks = saidSomething ? within.filter(saidIt) : [];
  const ownedOnly = within.filter((entry) => !saidPicks.includes(entry));
  const strong = saidPicks.length > 0 ? [...saidPicks, ...ownedOnly.slice(0, Math.max(0, MIN_SUGGESTIONS - saidPicks.length))] : within;
  return {
    understanding: u,
    picks: strong.slice(0, MAX_SUGGESTIONS).map((entry) => ({
      id: index.ideas[entry.idea]!.id,
      matchReason: buildReason(index.ideas[entry.idea]!, index.traits[entry.idea]!, entry, u, startFor(index.ideas[entry.idea]!, u)),
    })),
  };
}

/**
 * Drops picks from any engine (Gemini included) that contradict what the person stated: over
 * 1.2× their budget, refused, against a constraint, or regulated without the credential. The
 * offline engine's "cheapest way in" picks stay: their reason already says they are over budget.
 */
export function keepStatedLimits(text: string, picks: SuggestionPick[], ideas: readonly CatalogueIdea[]): SuggestionPick[] {
  const index = getIndex(ideas);
  const u = understand(text);
  const refusals = refusalsOf(u);
  const position = new Map(ideas.map((idea, i) => [idea.id, i]));
  return picks.filter((pick) => {
    const i = position.get(pick.id);
    if (i === undefined) return false;
    if (pick.beyondBudget) return true;
    const idea = index.ideas[i]!;
    // Items Gemini read as owned (already checked against the idea) count like the reader's.
    const named = (pick.ownedItems ?? []).map(itemAssetKind).filter((k): k is AssetKind => k !== null);
    const withNamed = named.length > 0 ? { ...u, possessions: [...new Set([...u.possessions, ...named])] } : u;
    return fitsBudget(idea, withNamed) && allowed(idea, index.traits[i]!, u, refusals);
  });
}
