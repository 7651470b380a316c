/**
 * Year-to-date gross revenue against the MEI limit. Every figure comes from the dated legal-facts
 * module; this file only applies them.
 */
import { DEFAULT_LEGAL_FACTS, MEI_OVERRUN_TOLERANCE, type LegalFacts } from "~/modules/facts/legal-facts";

export type MeiLimitLevel = "ok" | "attention" | "reached" | "over" | "overTolerance";

export const WARNING_SHARE = 0.8;

/**
 * The limit for the year in centavos: the full one, or R$ 6.750 per month from the opening month
 * to December (fractions of a month count as a whole month) when the MEI opened this year
 * (LC 123/2006, art. 18-A, § 2º). `facts`: the figures in force (Sistema may replace the defaults).
 */
export function meiLimitCents(
  year: number,
  opening?: { year: number; month: number } | null,
  facts: Pick<LegalFacts, "meiAnnualLimit"> = DEFAULT_LEGAL_FACTS,
): number {
  if (opening && opening.year === year) {
    const months = 12 - opening.month + 1;
    return Math.round((facts.meiAnnualLimit / 12) * months * 100);
  }
  return Math.round(facts.meiAnnualLimit * 100);
}

export type MeiLimitStatus = {
  revenueCents: number;
  limitCents: number;
  /** Share of the limit used (1 = 100 %). */
  share: number;
  remainingCents: number;
  /** The 20 % tolerance ceiling (limit × 1,2). */
  toleranceCents: number;
  level: MeiLimitLevel;
  message: string;
};

export function meiLimitStatus(revenueCents: number, limitCents: number): MeiLimitStatus {
  const share = limitCents > 0 ? revenueCents / limitCents : 0;
  const toleranceCents = Math.round(limitCents * (1 + MEI_OVERRUN_TOLERANCE));
  const level: MeiLimitLevel =
    revenueCents > toleranceCents
      ? "overTolerance"
      : revenueCents > limitCents
        ? "over"
        : revenueCents === limitCents
          ? "reached"
          : share >= WARNING_SHARE
            ? "attention"
            : "ok";
  const messages: Record<MeiLimitLevel, string> = {
    ok: "Seu faturamento está dentro do limite do MEI.",
    attention:
      "Atenção: você já usou 80% ou mais do limite do ano. Planeje os próximos meses e converse com um contador sobre a passagem para Microempresa (ME).",
    reached:
      "Você chegou ao limite do MEI deste ano. Qualquer venda a mais passa do limite: fale com um contador antes de continuar vendendo.",
    over: "Você passou do limite, mas em até 20%. Regra dos 20%: você paga um DAS complementar sobre o excesso e deixa de ser MEI a partir de 1º de janeiro do ano que vem, virando Microempresa.",
    overTolerance:
      "Você passou do limite em mais de 20%. Nesse caso o desenquadramento é retroativo a 1º de janeiro deste ano: os impostos do ano são recalculados como Microempresa. Procure um contador já.",
  };
  return {
    revenueCents,
    limitCents,
    share,
    remainingCents: Math.max(0, limitCents - revenueCents),
    toleranceCents,
    level,
    message: messages[level],
  };
}
