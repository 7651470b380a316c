/**
 * The business plan's data, in the structure of Sebrae's method ("Como elaborar um plano de
 * negócio", Sebrae 2013: 1 sumário executivo … 8 avaliação do plano). Money is always integer
 * centavos; rates are integer basis points (1 % = 100 bp) or integer percent where the person types
 * a whole percentage; tables are arrays of rows. Stored as JSON (business_plans.sections).
 */
import type { ScenarioId } from "~/modules/economics/model";

export type { ScenarioId };

export const PLAN_SCHEMA_VERSION = 1;

/** The sections a person edits, in the method's order (the 8th, the evaluation, is computed). */
export const SECTION_IDS = ["sumario", "mercado", "marketing", "operacional", "financeiro", "cenarios", "fofa"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_TITLES: Record<SectionId | "avaliacao", string> = {
  sumario: "Sumário executivo",
  mercado: "Análise de mercado",
  marketing: "Plano de marketing",
  operacional: "Plano operacional",
  financeiro: "Plano financeiro",
  cenarios: "Construção de cenários",
  fofa: "Avaliação estratégica (F.O.F.A.)",
  avaliacao: "Avaliação do plano",
};

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

/** A fixed investment (equipment, furniture, vehicle): quantity × unit price. */
export type FixedInvestmentRow = { item: string; qty: number; unitPriceCents: number };
/** A one-off expense before opening (registration, licences, first advertising, works). */
export type ValueRow = { item: string; valueCents: number };
/** What the business sells: estimated units a month, price and the direct cost of one unit. */
export type ProductRow = { name: string; unitsPerMonth: number; priceCents: number; unitCostCents: number };
/** A cost proportional to sales (tax on revenue, card fee, app commission), in basis points. */
export type SellingCostRow = { item: string; rateBp: number };
/** Employees of one role: monthly cost per person including charges (encargos). */
export type LaborRow = { role: string; people: number; monthlyCostCents: number };

export type FinancialSection = {
  /** Unit of sale, for the break-even in units ("marmita"/"marmitas"). */
  unit: string;
  unitPlural: string;
  fixedInvestments: FixedInvestmentRow[];
  preOperational: ValueRow[];
  /** Capital de giro = estoque inicial + caixa mínimo (Sebrae). */
  initialStockCents: number;
  minimumCashCents: number;
  products: ProductRow[];
  sellingCosts: SellingCostRow[];
  labor: LaborRow[];
  fixedCosts: ValueRow[];
  /** The owner's monthly withdrawal (pró-labore), a fixed cost in Sebrae's method. */
  ownerDrawCents: number;
};

/** A scenario as integer % changes from the likely one (Sebrae: "construção de cenários"). */
export type ScenarioChange = { volumePct: number; pricePct: number; fixedCostsPct: number };

export type ScenariosSection = {
  pessimista: ScenarioChange;
  otimista: ScenarioChange;
  /** Share of the steady monthly sales reached in months 1..12, integer % (the first months sell less). */
  ramp: number[];
};

export type BusinessPlan = {
  schema: typeof PLAN_SCHEMA_VERSION;
  title: string;
  sumario: { text: string };
  mercado: { customers: string; competitors: string; suppliers: string };
  marketing: { products: string; price: string; promotion: string; channels: string; location: string };
  operacional: { capacity: string; processes: string; people: string };
  financeiro: FinancialSection;
  cenarios: ScenariosSection;
  fofa: { strengths: string; weaknesses: string; opportunities: string; threats: string };
  /** Where each starting value came from (shown beside the tables and in the files). */
  basis: string[];
  /** Sections the person has saved at least once: the rest are still the starting values. */
  reviewed: SectionId[];
};

/** Limits of what a person can type (checked by the form/API schema). */
export const PLAN_LIMITS = {
  // 19 text fields × 2.000 characters keep a whole plan under the API's 64 KB JSON body limit.
  text: 2000,
  label: 120,
  rows: 40,
  qty: 1_000_000,
  /** R$ 100 milhões in centavos (as MAX_CENTS in the gestão money module). */
  cents: 100_000_000_00,
  rateBp: 10_000,
  pct: 100,
  rampPct: 200,
} as const;
