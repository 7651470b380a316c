/**
 * Derived figures of an idea's economic model. Pure: the catalogue states the inputs (items,
 * prices, capacity, ramp; scripts/catalogue/economics.py), this module computes everything
 * shown to a person, and legal figures (DAS, Simples Nacional) come from the facts module.
 *
 * Definitions (Sebrae business-plan method; the indicators are defined once in indicators.ts,
 * decision 037, and the business plan computes them with the same functions):
 * - faturamento = price x units sold (gross revenue);
 * - variable cost per unit = materials + card/Pix fee + app commission (+ Simples Nacional for an ME);
 * - margem de contribuição = price - variable cost per unit;
 * - custos fixos = the model's fixed costs + DAS (MEI) + pró-labore + depreciation of the items;
 * - lucro estimado = revenue - variable costs - fixed costs (after the owner's pró-labore);
 * - ponto de equilíbrio, prazo de retorno and the month the investment comes back: indicators.ts.
 * The pró-labore defaults to one minimum wage (facts module): the least a person working full
 * time in the business is owed (CF art. 7º, IV), and the base of the MEI's own INSS contribution.
 */
import {
  ANNEX_IV_EMPLOYER_INSS_RATE,
  dasAmount,
  FACTS_YEAR,
  MINIMUM_WAGE,
  simplesRateFor,
  type DasKind,
  type SimplesAnnex,
} from "~/modules/facts/legal-facts";
import { DEPRECIATION_LABEL, monthlyDepreciationCents } from "./depreciation";
import { breakEvenOf, monthOf, paybackOf } from "./indicators";

export type ScenarioId = "pessimista" | "provavel" | "otimista";
export const SCENARIO_IDS: readonly ScenarioId[] = ["pessimista", "provavel", "otimista"];
export const SCENARIO_LABELS: Record<ScenarioId, string> = {
  pessimista: "Pessimista",
  provavel: "Provável",
  otimista: "Otimista",
};

export type EconomicsInput = {
  year: number;
  archetype: string;
  regime: "MEI" | "MEI Caminhoneiro" | "ME";
  dasActivity: DasKind;
  simplesAnnex: SimplesAnnex;
  /** Share of the revenue from goods sold with the service (taxed by Anexo I); absent: none. */
  goodsShare?: number;
  fixedInvestment: { item: string; qty: number; unitPrice: number }[];
  preOperational: { item: string; value: number }[];
  initialStock: number;
  workingCapital: { months: number; method: string };
  monthlyFixed: { item: string; value: number }[];
  revenue: {
    unit: string;
    unitPlural: string;
    priceMin: number;
    priceMax: number;
    materialCost: number;
    cardFeeRate: number;
    appCommissionRate: number;
    monthlyCapacity: number;
    staff: number;
    scenarios: Record<ScenarioId, { price: number; volume: number; ramp: number[] }>;
  };
  basis: { prices: string; capacity: string; items: string; fees: string };
};

export type ScenarioResult = {
  id: ScenarioId;
  label: string;
  price: number;
  unitsPerMonth: number;
  variableCostPerUnit: number;
  contributionMargin: number;
  /** Contribution margin as a share of the price (0..1). */
  contributionMarginRate: number;
  monthlyRevenue: number;
  monthlyProfit: number;
  annualRevenue: number;
  /** Simples Nacional effective rate used (ME only; 0 for MEI). */
  taxRate: number;
  breakEvenUnits: number | null;
  breakEvenRevenue: number | null;
  /** 12 months with the ramp: revenue and profit of each month. */
  months: { revenue: number; profit: number }[];
  /** Prazo de retorno: investment ÷ profit of a normal month (indicators.ts); null beyond 5 years. */
  paybackMonths: number | null;
  /** The month the cumulative profit, with the ramp, repays the investment; null beyond 5 years. */
  recoveredInMonth: number | null;
};

export type EconomicsResult = {
  year: number;
  fixedInvestmentTotal: number;
  preOperationalTotal: number;
  initialStock: number;
  workingCapital: number;
  /** Everything needed to open: items + pre-operational + stock (no working capital). */
  startupCost: number;
  /** startupCost + working capital. */
  totalInvestment: number;
  /** Fixed costs of a month, DAS, pró-labore and depreciation included. */
  monthlyFixedItems: { item: string; value: number }[];
  monthlyFixedTotal: number;
  /** The owner's pró-labore and the depreciation, as counted in the fixed costs. */
  ownerDraw: number;
  depreciation: number;
  scenarios: Record<ScenarioId, ScenarioResult>;
};

const round = (n: number) => Math.round(n);
const cents = (n: number) => Math.round(n * 100) / 100;

/** DAS line of the monthly costs (MEI only), from the dated facts module. */
export function dasLine(input: Pick<EconomicsInput, "regime" | "dasActivity">): { item: string; value: number } | null {
  if (input.regime === "ME") return null;
  const value = dasAmount(input.dasActivity, input.regime === "MEI Caminhoneiro");
  return { item: `DAS do ${input.regime} (${FACTS_YEAR})`, value };
}

/**
 * Yearly payroll for the Fator R: the employees' salaries with their charges, plus the owner's
 * pró-labore the fixed costs count (ownerDrawLine). LC 123/2006, art. 18, § 24: the payroll
 * includes "as retiradas de pró-labore".
 */
export function annualPayroll(input: Pick<EconomicsInput, "monthlyFixed">): number {
  const salaries = input.monthlyFixed.filter((i) => i.item.startsWith("Salário")).reduce((sum, i) => sum + i.value, 0);
  return (salaries + ownerDrawLine().value) * 12;
}

/**
 * Effective Simples Nacional rate of an ME/EPP: the service annex (Anexo V with the Fator R
 * applied) on the service revenue and Anexo I on goods sold with it, both at the bracket of
 * the total revenue (LC 123/2006, art. 18, § 4º; decision 036).
 */
export function simplesTaxRate(input: Pick<EconomicsInput, "simplesAnnex" | "goodsShare" | "monthlyFixed">, annualRevenue: number): number {
  const service = simplesRateFor(input.simplesAnnex, annualRevenue, annualPayroll(input)).rate;
  const goods = input.goodsShare ?? 0;
  return goods > 0 ? goods * simplesRateFor("I", annualRevenue, 0).rate + (1 - goods) * service : service;
}

/** The pró-labore line of the monthly costs: one minimum wage of the facts module. */
export function ownerDrawLine(): { item: string; value: number } {
  return { item: `Pró-labore (sua retirada): 1 salário mínimo de ${FACTS_YEAR}`, value: MINIMUM_WAGE };
}

/** Anexo IV pays the employer's INSS on the pró-labore outside the DAS (facts module); null otherwise. */
export function ownerDrawInssLine(input: Pick<EconomicsInput, "regime" | "simplesAnnex">): { item: string; value: number } | null {
  if (input.regime !== "ME" || input.simplesAnnex !== "IV") return null;
  return {
    item: `INSS patronal (CPP) de ${Math.round(ANNEX_IV_EMPLOYER_INSS_RATE * 100)}% sobre o pró-labore, pago fora do DAS no Anexo IV`,
    value: Math.round(MINIMUM_WAGE * ANNEX_IV_EMPLOYER_INSS_RATE * 100) / 100,
  };
}

const bp = (rate: number) => Math.round(rate * 10_000);

function scenario(input: EconomicsInput, id: ScenarioId, fixedCents: number, investmentCents: number): ScenarioResult {
  const { price, volume, ramp } = input.revenue.scenarios[id];
  const annualRevenue = price * volume * 12;
  // Anexo V services are taxed by Anexo III when the payroll reaches the Fator R (decision 036).
  const taxRate = input.regime === "ME" ? simplesTaxRate(input, annualRevenue) : 0;
  // Rates in whole basis points and money in centavos, exactly as the business plan holds them.
  const sellingRate = (bp(input.revenue.cardFeeRate) + bp(input.revenue.appCommissionRate) + bp(taxRate)) / 10_000;
  const priceCents = Math.round(price * 100);
  const unitCostCents = Math.round(input.revenue.materialCost * 100);
  const base = { revenueCents: priceCents * volume, materialsCents: unitCostCents * volume, sellingRate, fixedCents };
  const steady = monthOf(base);
  const rampMonths = ramp.map((share) => monthOf(base, Math.round(share * 100) / 100));
  const variableCostPerUnit = cents(input.revenue.materialCost + price * sellingRate);
  const contributionMargin = cents(price - variableCostPerUnit);
  const marginCents = steady.resultCents + fixedCents;
  const breakEven = breakEvenOf(fixedCents, base.revenueCents, marginCents, priceCents - unitCostCents - priceCents * sellingRate);
  const payback = paybackOf(
    investmentCents,
    steady.resultCents,
    rampMonths.map((m) => m.resultCents),
  );
  return {
    id,
    label: SCENARIO_LABELS[id],
    price,
    unitsPerMonth: volume,
    variableCostPerUnit,
    contributionMargin,
    contributionMarginRate: base.revenueCents > 0 ? marginCents / base.revenueCents : 0,
    monthlyRevenue: round(base.revenueCents / 100),
    monthlyProfit: round(steady.resultCents / 100),
    annualRevenue: round(annualRevenue),
    taxRate,
    breakEvenUnits: breakEven.units,
    breakEvenRevenue: breakEven.revenueCents === null ? null : round(breakEven.revenueCents / 100),
    months: rampMonths.map((m) => ({ revenue: round(m.revenueCents / 100), profit: round(m.resultCents / 100) })),
    paybackMonths: payback.months,
    recoveredInMonth: payback.recoveredInMonth,
  };
}

export function computeEconomics(input: EconomicsInput): EconomicsResult {
  const fixedInvestmentTotal = input.fixedInvestment.reduce((sum, i) => sum + i.qty * i.unitPrice, 0);
  const preOperationalTotal = input.preOperational.reduce((sum, i) => sum + i.value, 0);
  const das = dasLine(input);
  const owner = ownerDrawLine();
  const ownerInss = ownerDrawInssLine(input);
  // Cash costs of a month: what the working capital must cover while sales grow.
  const cashItems = [...input.monthlyFixed, ...(das ? [das] : []), owner, ...(ownerInss ? [ownerInss] : [])];
  const cashCents = cashItems.reduce((sum, i) => sum + Math.round(i.value * 100), 0);
  const depreciationCents = monthlyDepreciationCents(
    input.fixedInvestment.map((i) => ({ item: i.item, qty: i.qty, unitPriceCents: Math.round(i.unitPrice * 100) })),
  );
  const monthlyFixedItems = [
    ...cashItems,
    ...(depreciationCents > 0 ? [{ item: DEPRECIATION_LABEL, value: depreciationCents / 100 }] : []),
  ];
  const fixedCents = cashCents + depreciationCents;
  const workingCapital = round((cashCents / 100) * input.workingCapital.months);
  const startupCost = fixedInvestmentTotal + preOperationalTotal + input.initialStock;
  const totalInvestment = startupCost + workingCapital;
  const investmentCents = Math.round(totalInvestment * 100);
  const scenarios = Object.fromEntries(SCENARIO_IDS.map((id) => [id, scenario(input, id, fixedCents, investmentCents)])) as Record<
    ScenarioId,
    ScenarioResult
  >;
  return {
    year: input.year,
    fixedInvestmentTotal,
    preOperationalTotal,
    initialStock: input.initialStock,
    workingCapital,
    startupCost,
    totalInvestment,
    monthlyFixedItems,
    monthlyFixedTotal: fixedCents / 100,
    ownerDraw: owner.value,
    depreciation: depreciationCents / 100,
    scenarios,
  };
}
