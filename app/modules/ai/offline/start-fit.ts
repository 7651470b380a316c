/**
 * How an idea's start meets what the person owns (decision 031): the lean start after owned items
 * (the budget's measure) and whether owning something is a real link to the idea.
 */
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import type { AssetKind } from "~/modules/economics/assets";
import { leanStart, type LeanStart } from "~/modules/economics/lean-start";
import type { Understanding } from "~/modules/language/query-understanding";

export function startFor(idea: CatalogueIdea, u: Pick<Understanding, "possessions">): LeanStart {
  return leanStart(idea, u.possessions);
}

/** Almost everyone has a phone: it lowers the price but is no reason to suggest an idea. */
const NOT_A_LINK = new Set<AssetKind>(["celular"]);
/** Share of the lean start an owned kind must cover to count as a link to the idea. */
export const LINK_SHARE = 0.25;

/** Kinds the person owns that cover a good part of the idea's lean start (the car of a driver). */
export function linkingPossessions(idea: CatalogueIdea, u: Pick<Understanding, "possessions">): AssetKind[] {
  const lean = startFor(idea, u);
  if (lean.totalBeforeOwned <= 0) return [];
  const byKind = new Map<AssetKind, number>();
  for (const line of lean.items) {
    if (line.owned && line.kind && !NOT_A_LINK.has(line.kind)) byKind.set(line.kind, (byKind.get(line.kind) ?? 0) + line.price);
  }
  return [...byKind].filter(([, value]) => value / lean.totalBeforeOwned >= LINK_SHARE).map(([kind]) => kind);
}

export function linkedByPossession(idea: CatalogueIdea, u: Pick<Understanding, "possessions">): number {
  return u.possessions.length === 0 ? 0 : linkingPossessions(idea, u).length;
}
