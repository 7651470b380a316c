/**
 * What the person refuses, read phrase by phrase: "não quero mais pegar cozinha planejada" refuses
 * planned kitchens, not every idea with a kitchen in it (a retired joiner still hears wooden
 * boards). A one-word refusal ("nada de estrada") refuses every idea built on that word.
 */
import type { Understanding } from "~/modules/language/query-understanding";
import { synonymsOf } from "~/modules/language/synonyms";

export type Refusals = {
  /** Every refused stem and its synonyms: these words never count as interests. */
  stems: Set<string>;
  /** Per refused phrase, per word, the word's stem and its synonyms. */
  phrases: Array<Array<Set<string>>>;
};

export function refusalsOf(u: Pick<Understanding, "negated">): Refusals {
  const stems = new Set<string>();
  const byPhrase = new Map<number, Array<Set<string>>>();
  for (const { stem, phrase } of u.negated) {
    const forms = new Set([stem, ...synonymsOf(stem)]);
    for (const form of forms) stems.add(form);
    byPhrase.set(phrase, [...(byPhrase.get(phrase) ?? []), forms]);
  }
  return { stems, phrases: [...byPhrase.values()] };
}

/** True when an idea is built on every word of a refused phrase (one of its core stems, or a synonym). */
export function refuses(coreStems: ReadonlySet<string>, refusals: Refusals): boolean {
  return refusals.phrases.some((words) => words.every((forms) => [...forms].some((form) => coreStems.has(form))));
}
