/**
 * The numbers the offline ranking (matcher.ts) is tuned with, each with the reason it has that
 * value. Changing one changes every suggestion: measure with scripts/discovery/eval-possessions.ts
 * and npm run bench:matcher.
 */
import { stem } from "~/modules/language/pt-text";

export const FIELD_WEIGHTS = { title: 3, keywords: 2.5, category: 1.5, description: 1 } as const;
export type Field = keyof typeof FIELD_WEIGHTS;
export const K1 = 1.2;
export const B = 0.75;
export const SYNONYM_WEIGHT = 0.5;
/** Words that say little about what a person likes ("vender", "atender"): they count, but less. */
export const WEAK_STEMS = new Set(
  [
    "vender",
    "venda",
    "vendas",
    "revender",
    "atender",
    "atendimento",
    "conversar",
    "produzir",
    "sucesso",
    "cliente",
    "pede",
    "pedem",
    "pedir",
    "estudante",
    "universitario",
    "dar",
  ].map(stem),
);
export const WEAK_WEIGHT = 0.35;
/** A word of what the person wants to do ("queria fazer doce… pra vender") counts this much more. */
export const WANT_WEIGHT = 1.5;
/** Share of the best match's score an idea within budget needs to stand in for it. */
export const BUDGET_RELEVANCE = 0.5;
/** Points an idea earns for using an asset the person has or a credential they hold. */
export const ASSET_POINTS = 4;
export const CREDENTIAL_POINTS = 6;
/** A word said several times weighs more ("bolos… bolos… bolos"), up to this many times. */
export const MAX_REPEAT = 3;
/**
 * When nothing fits, the person hears it once, with the cheapest way into what they said: more
 * picks over the budget would read as a list of things they cannot do.
 */
export const OVER_BUDGET_PICKS = 1;
/** When nothing fits, the ways in considered start within this multiple of the cheapest, or R$ 100 of it. */
export const SAME_PRICE = 1.25;
export const SAME_PRICE_SLACK = 100;
/**
 * For a person with no money at all, when no way in at the cheapest price is near the top in words,
 * one up to R$ 400 dearer that is joins them: a teacher of children hears "reforço escolar", not
 * cheaper lessons for the elderly. With a budget, a way in further beyond it does not win on words.
 */
export const CLOSER_SLACK = 400;
/**
 * The person's words lead when an idea near the top (this share of the best score) owes this share
 * of it to words alone, with words about as strong as the best words' (the same share).
 */
export const SAID_NEAR_TOP = 0.8;
export const SAID_SHARE = 0.4;
