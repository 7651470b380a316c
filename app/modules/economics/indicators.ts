/**
 * The plan indicators, defined once (decision 037) and used by the idea's model (card, analysis,
 * APIs) and by the business plan (page, PDF, spreadsheet). Pure; money in integer centavos.
 *
 * Definitions (Sebrae, "Como elaborar um plano de negócio", 2013, section 5 "Plano financeiro"):
 * - resultado do mês = faturamento − custos variáveis − custos fixos (pró-labore and depreciation
 *   are fixed costs);
 * - ponto de equilíbrio = custos fixos ÷ índice da margem de contribuição (in R$), and in units
 *   custos fixos ÷ margem de contribuição de uma unidade, rounded up;
 * - prazo de retorno = investimento total ÷ lucro de um mês normal, rounded up to whole months;
 * - "o investimento volta no mês N": the month in which the results added up month by month,
 *   with the slower first months (the ramp), reach the investment; after the ramp every month is
 *   a normal month.
 * Neither payback is stated beyond PAYBACK_HORIZON_MONTHS: "não volta em 5 anos", never "mês 337".
 */

/** Five years: the horizon of the scenarios and of the verdict (see VIABILITY). */
export const PAYBACK_HORIZON_MONTHS = 60;

/**
 * When "a conta fecha" (decision 037):
 * - lucratividade of at least 5 % after the pró-labore and the depreciation: a cushion so that
 *   sales 5 % below the estimate still do not turn the month into a loss (the estimates of a
 *   business not yet open easily miss by that much);
 * - prazo de retorno of at most 60 months. A Sebrae business analyst puts the usual payback of a
 *   small business at 24 to 36 months, 18 to 24 in services and 36 or more in industry (Diário do
 *   Nordeste, "Como calcular o prazo para recuperar o dinheiro investido em um negócio",
 *   https://diariodonordeste.verdesmares.com.br/editorias/negocios/online/como-calcular-o-prazo-para-recuperar-o-dinheiro-investido-em-um-negocio-1.2206052);
 *   60 months leaves room above the slowest of those and matches the scenarios' horizon.
 */
export const VIABILITY = { minProfitability: 0.05, maxPaybackMonths: PAYBACK_HORIZON_MONTHS } as const;

/** The thresholds as a person reads them (page, PDF, analysis). */
export const VIABILITY_BASIS = `A conta fecha quando, no cenário provável e já pagando sua retirada (pró-labore) e a depreciação, o lucro é de pelo menos ${Math.round(VIABILITY.minProfitability * 100)}% do faturamento (folga para vender um pouco menos do que o previsto) e o investimento volta em até ${VIABILITY.maxPaybackMonths / 12} anos (pequenos negócios costumam recuperá-lo em 2 a 3 anos, segundo o Sebrae).`;

export type Payback = {
  /** Prazo de retorno: investment ÷ profit of a normal month, whole months; null when not within the horizon. */
  months: number | null;
  /** The month in which the cumulative result (with the ramp) repays the investment; null when not within the horizon. */
  recoveredInMonth: number | null;
};

export function paybackOf(investmentCents: number, steadyResultCents: number, rampResultsCents: readonly number[]): Payback {
  // A business that loses money in a normal month never pays back, whatever it cost.
  let months: number | null = null;
  if (steadyResultCents > 0) months = investmentCents <= 0 ? 0 : Math.ceil(investmentCents / steadyResultCents);
  if (months !== null && months > PAYBACK_HORIZON_MONTHS) months = null;

  let recoveredInMonth: number | null = investmentCents <= 0 ? 0 : null;
  let cumulative = -investmentCents;
  for (let i = 0; recoveredInMonth === null && i < PAYBACK_HORIZON_MONTHS; i++) {
    cumulative += rampResultsCents[i] ?? steadyResultCents;
    if (cumulative >= 0) recoveredInMonth = i + 1;
  }
  return { months, recoveredInMonth };
}

const monthsText = (n: number) => `${n.toLocaleString("pt-BR")} ${n === 1 ? "mês" : "meses"}`;
export const NO_PAYBACK_TEXT = `não volta em ${PAYBACK_HORIZON_MONTHS / 12} anos`;

/** "14 meses" / "imediato" / "não volta em 5 anos". */
export function paybackMonthsText(months: number | null): string {
  if (months === null) return NO_PAYBACK_TEXT;
  return months === 0 ? "imediato" : monthsText(months);
}

/** "no mês 9" / "não volta em 5 anos". */
export function recoveredText(month: number | null): string {
  if (month === null) return NO_PAYBACK_TEXT;
  return month === 0 ? "sem investimento a recuperar" : `no mês ${month}`;
}

/** With the investment as subject: "volta no mês 9" / "não volta em 5 anos" (never "volta não volta"). */
export function recoversText(month: number | null): string {
  return month === null ? NO_PAYBACK_TEXT : `volta ${recoveredText(month)}`;
}

/** With the investment as subject: "volta em 14 meses" / "volta de imediato" / "não volta em 5 anos". */
export function paysBackText(months: number | null): string {
  if (months === null) return NO_PAYBACK_TEXT;
  return months === 0 ? "volta de imediato" : `volta em ${monthsText(months)}`;
}

export type BreakEven = { revenueCents: number | null; units: number | null };

/**
 * Ponto de equilíbrio: revenue = fixed ÷ (margin ÷ revenue); units (one product sold) = fixed ÷
 * unit margin, rounded up. Null when there is nothing sold or the margin is not positive.
 */
export function breakEvenOf(fixedCents: number, revenueCents: number, marginCents: number, unitMarginCents: number | null): BreakEven {
  if (revenueCents <= 0 || marginCents <= 0) return { revenueCents: null, units: null };
  if (fixedCents <= 0) return { revenueCents: 0, units: 0 };
  return {
    revenueCents: Math.round(fixedCents / (marginCents / revenueCents)),
    units: unitMarginCents !== null && unitMarginCents > 0 ? Math.ceil(fixedCents / unitMarginCents) : null,
  };
}

export type MonthFigures = { revenueCents: number; resultCents: number };

/**
 * The result of one month: sales at `factor` of a normal month (the ramp), materials in
 * proportion, selling costs as a share of the sales, and the full fixed costs.
 */
export function monthOf(
  base: { revenueCents: number; materialsCents: number; sellingRate: number; fixedCents: number },
  factor = 1,
): MonthFigures {
  const revenueCents = Math.round(base.revenueCents * factor);
  const resultCents =
    revenueCents - Math.round(base.materialsCents * factor) - Math.round(revenueCents * base.sellingRate) - base.fixedCents;
  return { revenueCents, resultCents };
}

export type Viability = { passes: boolean; profitabilityOk: boolean; paybackOk: boolean };

/** Whether the likely scenario passes both thresholds of VIABILITY. */
export function viabilityOf(profitability: number | null, paybackMonths: number | null): Viability {
  const profitabilityOk = profitability !== null && profitability >= VIABILITY.minProfitability;
  const paybackOk = paybackMonths !== null && paybackMonths <= VIABILITY.maxPaybackMonths;
  return { passes: profitabilityOk && paybackOk, profitabilityOk, paybackOk };
}
