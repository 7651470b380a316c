/** The card's figures of an idea, derived from its model (never typed in the catalogue). */
import type { CatalogueIdea, CatalogueSourceIdea } from "~/modules/discovery/catalogue-schema";
import { formatReais } from "~/modules/business/money";
import { companySize } from "~/modules/facts/legal-facts";
import { paybackMonthsText, recoveredText, VIABILITY_BASIS, viabilityOf } from "./indicators";
import { computeEconomics, type EconomicsInput, type EconomicsResult } from "./model";

const results = new WeakMap<object, EconomicsResult>();

/** Memoised per model object: the catalogue is static, so each idea is computed once. */
export function economicsOf(input: EconomicsInput): EconomicsResult {
  let result = results.get(input);
  if (!result) {
    result = computeEconomics(input);
    results.set(input, result);
  }
  return result;
}

// Money is formatted in one module (app/modules/business/money.ts); the model's figures are reais.

export function investmentText(result: EconomicsResult): string {
  return `${formatReais(result.totalInvestment)} (inclui ${formatReais(result.workingCapital)} de capital de giro)`;
}

export function profitText(result: EconomicsResult): string {
  const { pessimista, otimista } = result.scenarios;
  return `${formatReais(pessimista.monthlyProfit)} a ${formatReais(otimista.monthlyProfit)}/mês de lucro estimado`;
}

export function revenueText(result: EconomicsResult): string {
  return `${formatReais(result.scenarios.provavel.monthlyRevenue)}/mês de faturamento provável`;
}

/** The likely scenario's profitability: lucro estimado ÷ faturamento (null without sales). */
export function likelyProfitability(result: EconomicsResult): number | null {
  const likely = result.scenarios.provavel;
  return likely.monthlyRevenue > 0 ? likely.monthlyProfit / likely.monthlyRevenue : null;
}

const pct = (ratio: number) => `${(ratio * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;

/** The idea's verdict by the thresholds of indicators.ts (decision 037), with its basis. */
export function verdictText(result: EconomicsResult): string {
  const likely = result.scenarios.provavel;
  const profitability = likelyProfitability(result);
  const figures = `lucro de ${pct(profitability ?? 0)} do faturamento depois da sua retirada e da depreciação; prazo de retorno: ${paybackMonthsText(likely.paybackMonths)}; somando mês a mês, com o começo mais fraco, o investimento ${likely.recoveredInMonth === null ? "" : "volta "}${recoveredText(likely.recoveredInMonth)}`;
  return viabilityOf(profitability, likely.paybackMonths).passes
    ? `A conta fecha no cenário provável (${figures}). ${VIABILITY_BASIS}`
    : `A conta ainda não fecha no cenário provável (${figures}): só comece com preço, custos ou volume revistos. ${VIABILITY_BASIS}`;
}

export function regimeNote(idea: Pick<CatalogueSourceIdea, "mei" | "requirements" | "economics">): string {
  if (idea.mei) return "";
  const stated = idea.requirements.find((r) => /^Abrir como (ME|EPP)\b/.test(r) || /ME\b.*MEI|MEI.*ME\b/.test(r));
  // the size follows the likely yearly revenue (LC 123/2006, art. 3º)
  const size = companySize(economicsOf(idea.economics).scenarios.provavel.annualRevenue);
  return stated ?? `A atividade não está na lista de ocupações permitidas ao MEI: abrir como ${size}.`;
}

export function withDerivedFigures(idea: CatalogueSourceIdea): CatalogueIdea {
  const result = economicsOf(idea.economics);
  return {
    ...idea,
    investment: investmentText(result),
    investmentMin: result.startupCost,
    investmentMax: result.totalInvestment,
    potentialReturn: profitText(result),
    returnMin: result.scenarios.pessimista.monthlyProfit,
    returnMax: result.scenarios.otimista.monthlyProfit,
    revenueLikely: result.scenarios.provavel.monthlyRevenue,
    revenueText: revenueText(result),
    paybackMonths: result.scenarios.provavel.paybackMonths,
    regimeNote: regimeNote(idea),
    companySize: idea.mei ? null : companySize(result.scenarios.provavel.annualRevenue) === "ME" ? "ME" : "EPP",
  };
}
