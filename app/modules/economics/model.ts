/**
 * Derived figures of an idea's economic model. Pure: the catalogue states the inputs (items,
 * prices, capacity, ramp; scripts/catalogue/economics.py), this module computes everything
 * shown to a person, and legal figures (DAS, Simples Nacional) come from the facts module.
 *
 * Definitions (Sebrae business-plan method):
 * - faturamento = price x units sold (gross revenue);
 * - variable cost per unit = materials + card/Pix fee + app commission (+ Simples Nacional for an ME);
 * - margem de contribuição = price - variable cost per unit;
 * - lucro estimado = units x contribution margin - monthly fixed costs (what is left for the owner,
 *   before the owner's own withdrawal);
 * - ponto de equilíbrio = fixed costs / contribution margin (units, and x price in R$);
 * - payback = months until the cumulative profit (with the 12-month ramp) repays the investment.
 */
import { dasAmount, FACTS_YEAR, simplesRateFor, type DasKind, type SimplesAnnex } from "~/modules/facts/legal-facts";

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
  /** Months to repay the investment; null when the steady profit is not positive. */
  paybackMonths: number | null;
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
  monthlyFixedItems: { item: string; value: number }[];
  monthlyFixedTotal: number;
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

/** Yearly payroll of the employees in the fixed costs (what counts for the Fator R; no pró-labore). */
export function annualPayroll(input: Pick<EconomicsInput, "monthlyFixed">): number {
  return input.monthlyFixed.filter((i) => i.item.startsWith("Salário")).reduce((sum, i) => sum + i.value, 0) * 12;
}

/**
 * Effective Simples Nacional rate of an ME/EPP: the service annex (Anexo V with the Fator R
 * applied) on the service revenue and Anexo I on goods sold with it, both at the bracket of
 * the total revenue (LC 123/2006, art. 18, § 4º; decision 038).
 */
export function simplesTaxRate(input: Pick<EconomicsInput, "simplesAnnex" | "goodsShare" | "monthlyFixed">, annualRevenue: number): number {
  const service = simplesRateFor(input.simplesAnnex, annualRevenue, annualPayroll(input)).rate;
  const goods = input.goodsShare ?? 0;
  return goods > 0 ? goods * simplesRateFor("I", annualRevenue, 0).rate + (1 - goods) * service : service;
}

function scenario(input: EconomicsInput, id: ScenarioId, fixedTotal: number, investment: number): ScenarioResult {
  const { price, volume, ramp } = input.revenue.scenarios[id];
  const annualRevenue = price * volume * 12;
  // Anexo V services are taxed by Anexo III when the payroll reaches the Fator R (decision 038).
  const taxRate = input.regime === "ME" ? simplesTaxRate(input, annualRevenue) : 0;
  const variableCostPerUnit = cents(
    input.revenue.materialCost + price * (input.revenue.cardFeeRate + input.revenue.appCommissionRate + taxRate),
  );
  const contributionMargin = cents(price - variableCostPerUnit);
  const months = ramp.map((share) => {
    const units = volume * share;
    return { revenue: round(units * price), profit: round(units * contributionMargin - fixedTotal) };
  });
  const monthlyProfit = round(volume * contributionMargin - fixedTotal);
  let paybackMonths: number | null = null;
  if (monthlyProfit > 0) {
    let cumulative = 0;
    for (let m = 0; m < months.length; m++) {
      cumulative += months[m]!.profit;
      if (cumulative >= investment) {
        paybackMonths = m + 1;
        break;
      }
    }
    if (paybackMonths === null) paybackMonths = months.length + Math.ceil((investment - cumulative) / monthlyProfit);
  }
  const breakEvenUnits = contributionMargin > 0 ? Math.ceil(fixedTotal / contributionMargin) : null;
  return {
    id,
    label: SCENARIO_LABELS[id],
    price,
    unitsPerMonth: volume,
    variableCostPerUnit,
    contributionMargin,
    contributionMarginRate: price > 0 ? contributionMargin / price : 0,
    monthlyRevenue: round(price * volume),
    monthlyProfit,
    annualRevenue: round(annualRevenue),
    taxRate,
    breakEvenUnits,
    breakEvenRevenue: breakEvenUnits === null ? null : round(breakEvenUnits * price),
    months,
    paybackMonths,
  };
}

export function computeEconomics(input: EconomicsInput): EconomicsResult {
  const fixedInvestmentTotal = input.fixedInvestment.reduce((sum, i) => sum + i.qty * i.unitPrice, 0);
  const preOperationalTotal = input.preOperational.reduce((sum, i) => sum + i.value, 0);
  const das = dasLine(input);
  const monthlyFixedItems = das ? [...input.monthlyFixed, das] : [...input.monthlyFixed];
  const monthlyFixedTotal = cents(monthlyFixedItems.reduce((sum, i) => sum + i.value, 0));
  const workingCapital = round(monthlyFixedTotal * input.workingCapital.months);
  const startupCost = fixedInvestmentTotal + preOperationalTotal + input.initialStock;
  const totalInvestment = startupCost + workingCapital;
  const scenarios = Object.fromEntries(SCENARIO_IDS.map((id) => [id, scenario(input, id, monthlyFixedTotal, totalInvestment)])) as Record<
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
    monthlyFixedTotal,
    scenarios,
  };
}
