/** The plan's verdict (section 8, "Avaliação do plano"), from its figures. Pure. */
import { formatBRL } from "~/modules/business/money";
import { paybackMonthsText, recoveredText, VIABILITY, VIABILITY_BASIS, viabilityOf } from "~/modules/economics/indicators";
import type { PlanFigures, ScenarioFigures, Verdict } from "./compute";
import type { BusinessPlan } from "./types";

const pct = (ratio: number) => `${(ratio * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
const count = (n: number) => n.toLocaleString("pt-BR");

/**
 * The plain verdict of section 8: "a conta fecha" only when the likely scenario passes both
 * thresholds of VIABILITY (indicators.ts, decision 037), otherwise what fails and what to change.
 */
export function verdictOf(plan: BusinessPlan, f: Omit<PlanFigures, "verdict" | "missing">): Verdict {
  const fin = plan.financeiro;
  if (f.monthlyRevenueCents <= 0)
    return {
      state: "incomplete",
      headline: "Ainda não dá para saber se a conta fecha.",
      details: ["Informe no plano financeiro o que vai vender, quanto por mês e a que preço.", VIABILITY_BASIS],
    };
  const [pessimista, provavel] = f.scenarios as [ScenarioFigures, ScenarioFigures, ScenarioFigures];
  const viability = viabilityOf(f.profitability.value, f.payback.value);
  const profitability = pct(f.profitability.value ?? 0);
  if (viability.passes) {
    const details = [
      `O investimento de ${formatBRL(f.investment.totalCents)} ${provavel.paybackMonth === null ? "" : "volta "}${recoveredText(provavel.paybackMonth)}, somando o resultado de cada mês (os primeiros vendem menos).`,
      pessimista.breakEvenMonth !== null
        ? `Mesmo no cenário pessimista o mês termina sem prejuízo a partir do mês ${pessimista.breakEvenMonth}.`
        : `No cenário pessimista o mês normal termina com ${formatBRL(pessimista.monthlyResultCents)}: tenha uma reserva e acompanhe as vendas de perto.`,
      VIABILITY_BASIS,
    ];
    return {
      state: "closes",
      headline: `A conta fecha no cenário provável: lucro de ${profitability} do faturamento, já com sua retirada, e prazo de retorno de ${paybackMonthsText(f.payback.value)}.`,
      details,
    };
  }
  const details: string[] = [];
  const single = fin.products.length === 1 ? fin.products[0]! : null;
  if (f.contributionMarginRate === null || f.contributionMarginRate <= 0) {
    const unitCost = single ? Math.ceil(single.unitCostCents / Math.max(1 - f.sellingRate, 0.01)) : null;
    details.push(
      unitCost !== null
        ? `O preço não cobre o custo de cada venda: ele precisa passar de ${formatBRL(unitCost)} por ${fin.unit} só para pagar o custo e as taxas.`
        : "O preço não cobre o custo de cada venda: aumente os preços ou reduza o custo por unidade.",
    );
  } else {
    // The month's profit both thresholds ask for: 5 % of the sales, and the investment ÷ 60 months.
    const needed = Math.max(
      Math.ceil(f.monthlyRevenueCents * VIABILITY.minProfitability),
      Math.ceil(f.investment.totalCents / VIABILITY.maxPaybackMonths),
    );
    const gap = needed - f.resultCents;
    const below = f.breakEven.value !== null ? f.breakEven.value - f.monthlyRevenueCents : 0;
    if (below > 0)
      details.push(
        `Venda mais: só o ponto de equilíbrio pede ${formatBRL(f.breakEven.value!)} de faturamento por mês (hoje ${formatBRL(f.monthlyRevenueCents)})${f.breakEven.units !== null && single ? `, ou ${count(f.breakEven.units)} ${fin.unitPlural} em vez de ${count(single.unitsPerMonth)}` : ""}.`,
      );
    if (!viability.profitabilityOk)
      details.push(
        `Lucratividade de ${profitability}: abaixo dos ${Math.round(VIABILITY.minProfitability * 100)}% que dão folga para vender um pouco menos do que o previsto.`,
      );
    if (!viability.paybackOk)
      details.push(`O investimento de ${formatBRL(f.investment.totalCents)} ${paybackMonthsText(null)} com o lucro de um mês normal.`);
    details.push(
      `Para fechar, o mês normal precisa deixar ${formatBRL(needed)} de lucro (hoje ${formatBRL(f.resultCents)}): venda mais, ou reduza os custos fixos em ${formatBRL(Math.max(gap, 0))} por mês (hoje ${formatBRL(f.fixedCostsCents)}).`,
    );
    if (single && single.unitsPerMonth > 0) {
      const neededPrice = Math.ceil(
        ((f.fixedCostsCents + needed) / single.unitsPerMonth + single.unitCostCents) / Math.max(1 - f.sellingRate, 0.01),
      );
      details.push(`Ou cobre pelo menos ${formatBRL(neededPrice)} por ${fin.unit} vendendo ${count(single.unitsPerMonth)} por mês.`);
    }
  }
  details.push(VIABILITY_BASIS);
  return {
    state: "does-not-close",
    headline:
      f.resultCents > 0
        ? `Ainda não fecha no cenário provável: o mês normal deixa ${formatBRL(f.resultCents)} de lucro (${profitability} do faturamento) e o prazo de retorno é de ${paybackMonthsText(f.payback.value)}. O que mudar:`
        : `Não fecha no cenário provável: o mês normal termina com ${formatBRL(f.resultCents)}. O que mudar:`,
    details,
  };
}
