/**
 * An idea's start for one person (decision 031): what they own (read from what they wrote), the lean
 * start after it and the full structure ("para crescer") with owned items at R$ 0. Shared by the
 * suggestion and analysis pages, the APIs and the business plan.
 */
import type { AssetKind } from "~/modules/economics/assets";
import { fullStructure, leanStart, ownedItemsOf, ownedPhrase, type LeanStart, type OwnedItem } from "~/modules/economics/lean-start";
import { profitText } from "~/modules/economics/summary";
import { understand } from "~/modules/language/query-understanding";

/** What a start is computed from: the lean start's own input (the MEI while small included). */
type IdeaLike = Parameters<typeof leanStart>[0];

export type PersonStart = {
  owned: AssetKind[];
  ownedItems: OwnedItem[];
  /** "você já tem o carro", or null. */
  ownedPhrase: string | null;
  lean: LeanStart;
  /** The full structure's total investment with owned items at R$ 0. */
  fullTotal: number;
  /** The full structure's total as if nothing were owned. */
  fullTotalBeforeOwned: number;
  /** The card's profit range and likely payback with what is owned at R$ 0 (no purchase, no depreciation). */
  potentialReturn: string;
  paybackMonths: number | null;
};

export function possessionsIn(text: string): AssetKind[] {
  return text.trim() ? understand(text).possessions : [];
}

export function personStart(idea: IdeaLike, owned: readonly AssetKind[]): PersonStart {
  const lean = leanStart(idea, owned);
  const full = fullStructure(idea.economics, owned);
  return {
    owned: [...owned],
    ownedItems: ownedItemsOf(idea.economics, owned),
    ownedPhrase: ownedPhrase(lean.items),
    lean,
    fullTotal: full.totalInvestment,
    fullTotalBeforeOwned: fullStructure(idea.economics).totalInvestment,
    potentialReturn: profitText(full),
    paybackMonths: full.scenarios.provavel.paybackMonths,
  };
}

/** The `leanStart` field of the APIs. */
export function leanStartPayload(lean: LeanStart) {
  return {
    total: lean.total,
    totalBeforeOwned: lean.totalBeforeOwned,
    ownedValue: lean.ownedValue,
    items: lean.items.map((l) => ({ item: l.item, value: l.value, price: l.price, owned: l.owned, assetKind: l.kind, group: l.group })),
    postponed: lean.postponed,
    batchRule: lean.batchRule,
    workingCapitalRule: lean.workingCapitalRule,
    formalization: lean.formalization,
    formalizationText: lean.formalizationText,
    advice: lean.advice,
  };
}
