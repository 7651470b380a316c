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

/** An idea whose starting investment is above this multiple of a stated budget never appears. */
const BUDGET_TOLERANCE = 1.2;
/** Within the tolerance but above the budget itself: still shown, after the ideas that fit. */
const NEAR_BUDGET_FACTOR = 0.85;

/** The budget is compared with the lean start after what the person owns (decision 031). */
export function fitsBudget(idea: CatalogueIdea, u: Pick<Understanding, "possessions" | "budget">) {
  return u.budget === null || startFor(idea, u).total <= u.budget * BUDGET_TOLERANCE;
}

/** Ideas that fit the budget itself rank before those only within the tolerance. */
export function budgetFactor(idea: CatalogueIdea, u: Pick<Understanding, "possessions" | "budget">) {
  if (u.budget === null) return 1;
  return startFor(idea, u).total <= u.budget ? 1 : NEAR_BUDGET_FACTOR;
}

/** Almost everyone has a phone: it lowers the price but is no reason to suggest an idea. */
const NOT_A_LINK = new Set<AssetKind>(["celular"]);
/**
 * A computer or "ferramentas" are the work itself only in some trades (freelance on the computer):
 * owning a notebook is no reason to suggest teaching oratory or travel agency to someone who said
 * neither; those still rank by the person's own words and still cost less.
 */
const WORK_DONE_ON: Partial<Record<AssetKind, readonly string[]>> = {
  // Archetypes, or an idea: online language lessons are given on the computer.
  notebook: ["freelancer-digital", "empresa-tecnologia", "criador-conteudo", "aulas-de-idiomas-online"],
  // A camera is the work of photographers and video makers, not of an oratory teacher who records pupils.
  camera: ["foto-video", "criador-conteudo", "empresa-tecnologia"],
  // "Minhas ferramentas" are a trade's tools, not a craft's pliers (bijuterias, macramê).
  ferramentas: [
    "oficio-obra",
    "balcao-reparo",
    "oficina-fabricacao",
    "oficina-automotiva",
    "servico-automotivo-movel",
    "industria-servico",
  ],
};
/** Share of the lean start an owned kind must cover to count as a link to the idea. */
export const LINK_SHARE = 0.25;

/** Kinds the person owns that cover a good part of the idea's lean start (the car of a driver). */
export function linkingPossessions(idea: CatalogueIdea, u: Pick<Understanding, "possessions">): AssetKind[] {
  const lean = startFor(idea, u);
  if (lean.totalBeforeOwned <= 0) return [];
  const byKind = new Map<AssetKind, number>();
  for (const line of lean.items) {
    if (!line.owned || !line.kind || NOT_A_LINK.has(line.kind)) continue;
    const only = WORK_DONE_ON[line.kind];
    if (only && !only.includes(idea.economics.archetype) && !only.includes(idea.id)) continue;
    byKind.set(line.kind, (byKind.get(line.kind) ?? 0) + line.price);
  }
  return [...byKind].filter(([, value]) => value / lean.totalBeforeOwned >= LINK_SHARE).map(([kind]) => kind);
}

/**
 * How the idea's start meets what the person owns, when some owned kind links (else null):
 * `share`, the part of the start already owned (a notebook is nearly all of a transcriber's start;
 * once the 3D printer links 3D printing, the computer that slices its files counts too), and
 * `used`, how many different things the person owns the start uses.
 */
export function possessionLink(idea: CatalogueIdea, u: Pick<Understanding, "possessions">): { share: number; used: number } | null {
  if (u.possessions.length === 0) return null;
  const kinds = linkingPossessions(idea, u);
  if (kinds.length === 0) return null;
  const lean = startFor(idea, u);
  const ownedLines = lean.items.filter((l) => l.owned && l.kind && !NOT_A_LINK.has(l.kind));
  const owned = ownedLines.reduce((sum, l) => sum + l.price, 0);
  return { share: owned / lean.totalBeforeOwned, used: new Set(ownedLines.map((l) => l.kind)).size };
}
