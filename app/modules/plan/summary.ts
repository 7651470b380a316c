/** The plan's key figures as the person reads them (label, value, what it means). Pure. */
import { formatBRL } from "~/modules/business/money";
import { paybackMonthsText, recoveredText } from "~/modules/economics/indicators";
import type { PlanFigures } from "./compute";

export type KeyFigure = { key: string; label: string; value: string; note?: string; tone?: "good" | "bad" };

const pct = (ratio: number) => `${(ratio * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function keyFigures(f: PlanFigures): KeyFigure[] {
  const likely = f.scenarios[1];
  return [
    {
      key: "investimento",
      label: "Investimento total",
      value: formatBRL(f.investment.totalCents),
      note: `Inclui ${formatBRL(f.investment.workingCapitalCents)} de capital de giro.`,
    },
    {
      key: "faturamento",
      label: "Faturamento por mês",
      value: formatBRL(f.monthlyRevenueCents),
      note: "Cenário provável, num mês normal.",
    },
    {
      key: "variaveis",
      label: "Custos variáveis",
      value: formatBRL(f.variableCostsCents),
      note: "Produtos vendidos, impostos e taxas sobre as vendas.",
    },
    {
      key: "margem",
      label: "Margem de contribuição",
      value: formatBRL(f.contributionMarginCents),
      note:
        f.contributionMarginRate === null
          ? "Sem vendas informadas."
          : `${pct(f.contributionMarginRate)} de cada venda sobra para pagar os custos fixos.`,
    },
    {
      key: "fixos",
      label: "Custos fixos",
      value: formatBRL(f.fixedCostsCents),
      note:
        f.depreciationCents > 0
          ? `Inclui mão de obra, sua retirada (pró-labore, ${formatBRL(f.ownerDrawCents)}) e a depreciação dos equipamentos (${formatBRL(f.depreciationCents)}).`
          : `Inclui mão de obra e sua retirada (pró-labore, ${formatBRL(f.ownerDrawCents)}).`,
    },
    {
      key: "resultado",
      label: f.resultCents >= 0 ? "Lucro estimado por mês" : "Prejuízo por mês",
      value: formatBRL(f.resultCents),
      tone: f.resultCents >= 0 ? "good" : "bad",
    },
    {
      key: "equilibrio",
      label: "Ponto de equilíbrio",
      value: f.breakEven.value === null ? "Não há" : formatBRL(f.breakEven.value),
      note: f.breakEven.note,
    },
    {
      key: "lucratividade",
      label: "Lucratividade",
      value: f.profitability.value === null ? "—" : pct(f.profitability.value),
      note: f.profitability.note,
    },
    {
      key: "rentabilidade",
      label: "Rentabilidade",
      value: f.rentability.value === null ? "—" : `${pct(f.rentability.value)} ao mês`,
      note: f.rentability.note,
    },
    {
      key: "retorno",
      label: "Prazo de retorno",
      value: capitalize(paybackMonthsText(f.payback.value)),
      note: f.payback.note,
    },
    {
      key: "volta",
      label: "O investimento volta",
      value: capitalize(recoveredText(likely?.paybackMonth ?? null)),
      note: "Somando o resultado de cada mês do cenário provável, com as vendas mais fracas do começo.",
    },
  ];
}
