/**
 * The analysis's numbers, written from the idea's economic model (never a typed split): the
 * investment table, monthly costs, price and break-even, scenarios and payback, and the MEI
 * limit check with the likely scenario's yearly revenue.
 */
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { SCENARIO_IDS } from "~/modules/economics/model";
import { paybackMonthsText } from "~/modules/economics/indicators";
import { economicsOf, formatBrl, formatBrlCents, verdictText } from "~/modules/economics/summary";
import {
  DAS_DUE_DAY,
  FACTS_TEXT,
  FACTS_YEAR,
  MEI_ANNUAL_LIMIT,
  MEI_OVERRUN_TOLERANCE,
  MEI_TRUCKER_ANNUAL_LIMIT,
  SIMPLES_BRACKETS,
} from "~/modules/facts/legal-facts";

const pct = (rate: number) => `${(rate * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;

export function investmentSection(idea: CatalogueIdea): string {
  const model = idea.economics;
  const r = economicsOf(model);
  const rev = model.revenue;
  const likely = r.scenarios.provavel;
  const lines = [
    `Investimento total estimado: ${formatBrl(r.totalInvestment)}. Base: ${model.basis.items.toLowerCase()}.`,
    "| Item | Qtd. | Preço unitário | Total |",
    "|---|---|---|---|",
    ...model.fixedInvestment.map((i) => `| ${i.item} | ${i.qty} | ${formatBrl(i.unitPrice)} | ${formatBrl(i.qty * i.unitPrice)} |`),
    `| Subtotal de equipamentos e instalações | | | ${formatBrl(r.fixedInvestmentTotal)} |`,
    ...model.preOperational.map((p) => `| ${p.item} | | | ${p.value === 0 ? "sem custo" : formatBrl(p.value)} |`),
    ...(model.initialStock > 0 ? [`| Estoque inicial e insumos | | | ${formatBrl(model.initialStock)} |`] : []),
    `| Capital de giro (${model.workingCapital.method}) | | | ${formatBrl(r.workingCapital)} |`,
    `| Total | | | ${formatBrl(r.totalInvestment)} |`,
    `Custos fixos por mês: ${formatBrl(r.monthlyFixedTotal)}.`,
    ...r.monthlyFixedItems.map((i) => `- ${i.item}: ${formatBrlCents(i.value)}`),
    `Unidade de venda: ${rev.unit}, de ${formatBrl(rev.priceMin)} a ${formatBrl(rev.priceMax)}. Base: ${model.basis.prices.charAt(0).toLowerCase()}${model.basis.prices.slice(1)}.`,
    `No cenário provável, cada ${rev.unit} a ${formatBrlCents(likely.price)} custa ${formatBrlCents(likely.variableCostPerUnit)} em variáveis (${variableParts(idea)}) e deixa ${formatBrlCents(likely.contributionMargin)} de margem de contribuição (${pct(likely.contributionMarginRate)}).`,
    likely.breakEvenUnits === null
      ? "Com esses preços a margem não cobre o custo de cada venda: revise preço e custos antes de começar."
      : `Ponto de equilíbrio: ${likely.breakEvenUnits} ${likely.breakEvenUnits === 1 ? rev.unit : rev.unitPlural} por mês (${formatBrl(likely.breakEvenRevenue!)} de faturamento) para cobrir os custos fixos.`,
    "| Cenário | Preço | Vendas/mês | Faturamento/mês | Lucro estimado/mês | Prazo de retorno |",
    "|---|---|---|---|---|---|",
    ...SCENARIO_IDS.map((id) => {
      const s = r.scenarios[id];
      return `| ${s.label} | ${formatBrlCents(s.price)} | ${s.unitsPerMonth} | ${formatBrl(s.monthlyRevenue)} | ${formatBrl(s.monthlyProfit)} | ${paybackMonthsText(s.paybackMonths)} |`;
    }),
    `Faturamento é tudo o que entra com as vendas; lucro estimado é o que sobra depois dos custos variáveis e fixos, já pagas a sua retirada (pró-labore) e a depreciação dos equipamentos; prazo de retorno é o investimento dividido pelo lucro de um mês normal. Os números valem depois do período inicial: no primeiro mês do cenário provável o faturamento fica em ${formatBrl(likely.months[0]!.revenue)} e cresce até ${formatBrl(likely.monthlyRevenue)}. Capacidade considerada: ${model.basis.capacity.charAt(0).toLowerCase()}${model.basis.capacity.slice(1).replace(/\.?$/, ".")}`,
    verdictText(r),
  ];
  return lines.join("\n");
}

function variableParts(idea: CatalogueIdea): string {
  const rev = idea.economics.revenue;
  const likely = economicsOf(idea.economics).scenarios.provavel;
  const parts = [`${formatBrlCents(rev.materialCost)} de materiais ou insumos`, `${pct(rev.cardFeeRate)} de maquininha e Pix`];
  if (rev.appCommissionRate > 0) parts.push(`${pct(rev.appCommissionRate)} de comissão de aplicativo ou plataforma`);
  if (likely.taxRate > 0) parts.push(`${pct(likely.taxRate)} de Simples Nacional`);
  return parts.join(", ");
}

/** The regime paragraph: MEI limit check with the actual figure, or why ME and what it pays. */
export function regimeLines(idea: CatalogueIdea): string[] {
  const model = idea.economics;
  const r = economicsOf(model);
  const annual = r.scenarios.provavel.annualRevenue;
  if (model.regime !== "ME") {
    const trucker = model.regime === "MEI Caminhoneiro";
    const limit = trucker ? MEI_TRUCKER_ANNUAL_LIMIT : MEI_ANNUAL_LIMIT;
    const das = r.monthlyFixedItems.find((i) => i.item.startsWith("DAS"))!;
    const share = annual / limit;
    return [
      `Pode ser ${model.regime}, na ocupação "${idea.meiOccupation}". Em ${FACTS_YEAR} o DAS desta atividade é de ${formatBrlCents(das.value)} por mês, com vencimento no dia ${DAS_DUE_DAY}, e a declaração anual (DASN-SIMEI) vai até ${FACTS_TEXT.dasnDeadline}.`,
      `Limite: no cenário provável o faturamento chega a ${formatBrl(annual)} por ano, ${Math.round(share * 100)}% do limite de ${formatBrl(limit)}. ${
        share > 1
          ? "Acima do limite: abra como ME."
          : share > 0.8
            ? `Está perto do limite: acompanhe o faturamento todo mês. Passar em até ${Math.round(MEI_OVERRUN_TOLERANCE * 100)}% faz virar ME no ano seguinte; mais do que isso, desde janeiro.`
            : "Há folga, mas some as vendas todo mês no Relatório Mensal de Receitas Brutas."
      }`,
    ];
  }
  const first = SIMPLES_BRACKETS[model.simplesAnnex][0]!;
  return [
    `${idea.regimeNote.replace(/\.?$/, ".")} Como ME no Simples Nacional (Anexo ${model.simplesAnnex}), a alíquota começa em ${pct(first.rate)} do faturamento até ${formatBrl(first.upTo)} em 12 meses; no cenário provável (${formatBrl(annual)} por ano) a alíquota efetiva é ${pct(r.scenarios.provavel.taxRate)}, já incluída nos custos acima, e o contador está nos custos fixos.`,
  ];
}
