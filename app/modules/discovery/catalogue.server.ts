import data from "./catalogue.json";
import type { CatalogueIdea } from "./catalogue-schema";

// Validated by catalogue.test.ts; kept server-side so the 300+ ideas never ship to the browser.
export const CATALOGUE: readonly CatalogueIdea[] = data as CatalogueIdea[];

const byId = new Map(CATALOGUE.map((idea) => [idea.id, idea]));

export function findIdea(id: string): CatalogueIdea | undefined {
  return byId.get(id);
}
