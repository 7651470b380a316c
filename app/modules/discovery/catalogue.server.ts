import { withDerivedFigures } from "~/modules/economics/summary";
import data from "./catalogue.json";
import type { CatalogueIdea, CatalogueSourceIdea } from "./catalogue-schema";

// Validated by catalogue.test.ts; kept server-side so the 300+ ideas never ship to the browser.
// The card figures (investment, profit, revenue, payback) are derived here from each idea's model.
export const CATALOGUE: readonly CatalogueIdea[] = (data as CatalogueSourceIdea[]).map(withDerivedFigures);

const byId = new Map(CATALOGUE.map((idea) => [idea.id, idea]));

export function findIdea(id: string): CatalogueIdea | undefined {
  return byId.get(id);
}
