/** What the offline engine knows about a category, used to write an analysis without AI. */
export type CategoryKnowledge = {
  /** Who buys and why (2–3 sentences). */
  audience: string;
  /** How the market behaves: seasonality, competition, trends (2–3 sentences). */
  market: string;
  /** Where to sell, most effective first. */
  channels: string[];
  /** Routine, suppliers, tools. */
  operations: string[];
  /** How to price in this category (1–2 sentences, formula if useful). */
  pricing: string;
  /** Typical risks and how to reduce them. */
  risks: string[];
  /** Concrete actions for the first month, in order. */
  firstSteps: string[];
};
