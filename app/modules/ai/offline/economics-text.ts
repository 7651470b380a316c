/**
 * The analysis's numbers, written from the idea's economic model (never a typed split): the
 * investment table, monthly costs, price and break-even, scenarios and payback, and the MEI
 * limit check with the likely scenario's yearly revenue.
 */
import { formatReais, formatReaisWithCents } from "~/modules/business/money";
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { annualPayroll, SCENARIO_IDS, type ScenarioResult } from "~/modules/economics/model";
import { paybackMonthsText } from "~/modules/economics/indicators";
import { economicsOf, verdictText } from "~/modules/economics/summary";
import {
  ANNEX_IV_EMPLOYER_INSS_RATE,
  COMPANY_SIZE_NAMES,
  companySize,
  DAS_DUE_DAY,
  FACTS_TEXT,
  FACTS_YEAR,
  FATOR_R_THRESHOLD,
  MEI_ANNUAL_LIMIT,
  MEI_ICMS,
  MEI_ISS,
  MEI_OVERRUN_TOLERANCE,
  MEI_TRUCKER_ANNUAL_LIMIT,
  MINIMUM_WAGE,
  monthlyProLaboreForFatorR,
  SIMPLES_BRACKETS,
  simplesRateFor,
} from "~/modules/facts/legal-facts";

const pct = (rate: number) => `${(rate * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;

export function investmentSection(idea: CatalogueIdea): string {
  const model = idea.economics;
  const r = economicsOf(model);
  const rev = model.revenue;
  const likely = r.scenarios.provavel;
  const lines = [
    `Investimento total estimado: ${formatReais(r.totalInvestment)}. Base: ${model.basis.items.toLowerCase()}.`,
    "| Item | Qtd. | Preço unitário | Total |",
    "|---|---|---|---|",
    ...model.fixedInvestment.map((i) => `| ${i.item} | ${i.qty} | ${formatReais(i.unitPrice)} | ${formatReais(i.qty * i.unitPrice)} |`),
    `| Subtotal de equipamentos e instalações | | | ${formatReais(r.fixedInvestmentTotal)} |`,
    ...model.preOperational.map((p) => `| ${p.item} | | | ${p.value === 0 ? "sem custo" : formatReais(p.value)} |`),
    ...(model.initialStock > 0 ? [`| Estoque inicial e insumos | | | ${formatReais(model.initialStock)} |`] : []),
    `| Capital de giro (${model.workingCapital.method}) | | | ${formatReais(r.workingCapital)} |`,
    `| Total | | | ${formatReais(r.totalInvestment)} |`,
    `Custos fixos por mês: ${formatReais(r.monthlyFixedTotal)}.`,
    ...r.monthlyFixedItems.map((i) => `- ${i.item}: ${formatReaisWithCents(i.value)}`),
    `Unidade de venda: ${rev.unit}, de ${formatReais(rev.priceMin)} a ${formatReais(rev.priceMax)}. Base: ${model.basis.prices.charAt(0).toLowerCase()}${model.basis.prices.slice(1)}.`,
    `No cenário provável, cada ${rev.unit} a ${formatReaisWithCents(likely.price)} custa ${formatReaisWithCents(likely.variableCostPerUnit)} em variáveis (${variableParts(idea)}) e deixa ${formatReaisWithCents(likely.contributionMargin)} de margem de contribuição (${pct(likely.contributionMarginRate)}).`,
    likely.breakEvenUnits === null
      ? "Com esses preços a margem não cobre o custo de cada venda: revise preço e custos antes de começar."
      : `Ponto de equilíbrio: ${likely.breakEvenUnits} ${likely.breakEvenUnits === 1 ? rev.unit : rev.unitPlural} por mês (${formatReais(likely.breakEvenRevenue!)} de faturamento) para cobrir os custos fixos.`,
    "| Cenário | Preço | Vendas/mês | Faturamento/mês | Lucro estimado/mês | Prazo de retorno |",
    "|---|---|---|---|---|---|",
    ...SCENARIO_IDS.map((id) => {
      const s = r.scenarios[id];
      return `| ${s.label} | ${formatReaisWithCents(s.price)} | ${s.unitsPerMonth} | ${formatReais(s.monthlyRevenue)} | ${formatReais(s.monthlyProfit)} | ${paybackMonthsText(s.paybackMonths)} |`;
    }),
    ...meiLimitLines(idea),
    `Faturamento é tudo o que entra com as vendas; lucro estimado é o que sobra depois dos custos variáveis e fixos, já pagas a sua retirada (pró-labore) e a depreciação dos equipamentos; prazo de retorno é o investimento dividido pelo lucro de um mês normal. Os números valem depois do período inicial: no primeiro mês do cenário provável o faturamento fica em ${formatReais(likely.months[0]!.revenue)} e cresce até ${formatReais(likely.monthlyRevenue)}. Capacidade considerada: ${model.basis.capacity.charAt(0).toLowerCase()}${model.basis.capacity.slice(1).replace(/\.?$/, ".")}`,
    verdictText(r),
  ];
  return lines.join("\n");
}

function variableParts(idea: CatalogueIdea): string {
  const rev = idea.economics.revenue;
  const likely = economicsOf(idea.economics).scenarios.provavel;
  const parts = [
    `${formatReaisWithCents(rev.materialCost)} de custo direto (o que cada venda consome: materiais, insumos, combustível ou mão de obra paga por serviço)`,
    `${pct(rev.cardFeeRate)} de maquininha e Pix`,
  ];
  if (rev.appCommissionRate > 0) parts.push(`${pct(rev.appCommissionRate)} de comissão de aplicativo, plataforma ou revenda`);
  if (likely.taxRate > 0) parts.push(`${pct(likely.taxRate)} de Simples Nacional`);
  return parts.join(", ");
}

function meiLimitOf(idea: CatalogueIdea): number {
  return idea.economics.regime === "MEI Caminhoneiro" ? MEI_TRUCKER_ANNUAL_LIMIT : MEI_ANNUAL_LIMIT;
}

/**
 * For an MEI idea, one line per scenario whose yearly revenue passes the MEI limit: what happens
 * (LC 123/2006, art. 18-A, § 7º, III: up to 20 % over, DAS complement and ME from the next January;
 * beyond, out of the MEI since January of that year) and the month to plan the move.
 */
export function meiLimitLines(idea: CatalogueIdea): string[] {
  if (idea.economics.regime === "ME") return [];
  const limit = meiLimitOf(idea);
  const r = economicsOf(idea.economics);
  return SCENARIO_IDS.map((id) => r.scenarios[id])
    .filter((s) => s.annualRevenue > limit)
    .map((s) => meiLimitLine(s, limit));
}

function meiLimitLine(s: ScenarioResult, limit: number): string {
  const over = s.annualRevenue / limit - 1;
  const size = companySize(s.annualRevenue);
  const monthly = limit / 12;
  const crossing = s.months.findIndex((m) => m.revenue > monthly);
  const when =
    crossing < 0
      ? `as vendas passam de ${formatReais(monthly)} por mês (a média que o limite permite) depois do primeiro ano`
      : `a partir do mês ${crossing + 1} as vendas passam de ${formatReais(monthly)} por mês (a média que o limite permite)`;
  const what =
    over <= MEI_OVERRUN_TOLERANCE
      ? `até ${Math.round(MEI_OVERRUN_TOLERANCE * 100)}% acima, você paga um DAS complementar sobre o que passou e vira ${size} em janeiro do ano seguinte`
      : `mais de ${Math.round(MEI_OVERRUN_TOLERANCE * 100)}% acima, o MEI é desenquadrado desde janeiro do ano em que passou e paga os impostos de ${size} sobre todo o faturamento desse ano, com multa e juros`;
  return `Atenção, cenário ${s.label.toLowerCase()}: ${formatReais(s.annualRevenue)} por ano passa o limite do MEI (${formatReais(limit)}) em ${Math.round(over * 100)}%. Passando ${what}. Nesse cenário, ${when}: planeje com um contador a mudança para ${size} antes disso. No ano de abertura o limite é proporcional: ${formatReais(monthly)} por mês de atividade.`;
}

/** What the MEI's DAS is made of, for its occupation's type (Resolução CGSN 140/2018, Anexo XI). */
function dasKindLine(idea: CatalogueIdea): string {
  const model = idea.economics;
  const inss = model.regime === "MEI Caminhoneiro" ? "INSS de 12% do salário mínimo" : "INSS de 5% do salário mínimo";
  switch (model.dasActivity) {
    case "comercio":
      return `Na tabela oficial de ocupações esta é de ${model.regime === "MEI Caminhoneiro" ? "transporte de cargas entre municípios" : "comércio ou indústria"}, sobre a qual cai o ICMS: o DAS é ${inss} mais ${formatReais(MEI_ICMS)} de ICMS.`;
    case "servicos":
      return `Na tabela oficial de ocupações esta é de serviço: o DAS é ${inss} mais ${formatReais(MEI_ISS)} de ISS.`;
    case "comercioServicos":
      return `Na tabela oficial de ocupações esta vende produtos e presta serviço: o DAS é ${inss} mais ${formatReais(MEI_ICMS)} de ICMS (produtos) e ${formatReais(MEI_ISS)} de ISS (serviço). No Relatório Mensal de Receitas Brutas, anote separadas as vendas de produtos e as de serviços.`;
    case "semIcmsIss":
      return `Na tabela oficial de ocupações esta atividade (locação sem operador) não paga ICMS nem ISS: o DAS é só o ${inss}.`;
  }
}

/** The regime paragraph: MEI limit check with the actual figure, or why ME/EPP and what it pays. */
export function regimeLines(idea: CatalogueIdea): string[] {
  const model = idea.economics;
  const r = economicsOf(model);
  const annual = r.scenarios.provavel.annualRevenue;
  if (model.regime !== "ME") {
    const limit = meiLimitOf(idea);
    const das = r.monthlyFixedItems.find((i) => i.item.startsWith("DAS"))!;
    const share = annual / limit;
    return [
      `Pode ser ${model.regime}, na ocupação "${idea.meiOccupation}". Em ${FACTS_YEAR} o DAS desta atividade é de ${formatReaisWithCents(das.value)} por mês, com vencimento no dia ${DAS_DUE_DAY}, e a declaração anual (DASN-SIMEI) vai até ${FACTS_TEXT.dasnDeadline}.`,
      dasKindLine(idea),
      `Limite: no cenário provável o faturamento chega a ${formatReais(annual)} por ano, ${Math.round(share * 100)}% do limite de ${formatReais(limit)}. ${
        share > 1
          ? `Acima do limite: abra como ${companySize(annual)}.`
          : share > 0.8
            ? `Está perto do limite: acompanhe o faturamento todo mês. Passar em até ${Math.round(MEI_OVERRUN_TOLERANCE * 100)}% faz virar ME no ano seguinte; mais do que isso, desde janeiro.`
            : "Há folga, mas some as vendas todo mês no Relatório Mensal de Receitas Brutas."
      }`,
    ];
  }
  const size = companySize(annual);
  const first = SIMPLES_BRACKETS[model.simplesAnnex][0]!;
  const lines = [
    `${idea.regimeNote.replace(/\.?$/, ".")} Como ${COMPANY_SIZE_NAMES[size]} no Simples Nacional (Anexo ${model.simplesAnnex}), a alíquota começa em ${pct(first.rate)} do faturamento até ${formatReais(first.upTo)} em 12 meses; no cenário provável (${formatReais(annual)} por ano) a alíquota efetiva é ${pct(r.scenarios.provavel.taxRate)}${model.simplesAnnex === "V" && simplesRateFor("V", annual, annualPayroll(model)).annex === "III" ? " (pelo Anexo III, com o Fator R: veja abaixo)" : ""}, já incluída nos custos acima, e o contador está nos custos fixos. Para abrir: o CNPJ sai pela Redesim, com registro na Junta Comercial do estado (ou no cartório, para sociedade de profissão regulamentada), com a ajuda do contador.`,
  ];
  const optimistic = r.scenarios.otimista.annualRevenue;
  if (companySize(optimistic) !== size) {
    lines.push(
      `No cenário otimista (${formatReais(optimistic)} por ano) o negócio passa a ${COMPANY_SIZE_NAMES[companySize(optimistic)]}: muda o porte (acima de ${formatReais(SIMPLES_BRACKETS.I[1]!.upTo)} por ano), não o Simples Nacional.`,
    );
  }
  if (model.simplesAnnex === "V") lines.push(fatorRLine(idea, annual));
  if (model.simplesAnnex === "IV") {
    lines.push(
      `Esta atividade é do Anexo IV (obras, paisagismo, limpeza ou conservação: LC 123/2006, art. 18, § 5º-C): o DAS não inclui o INSS patronal, que se paga à parte: ${pct(ANNEX_IV_EMPLOYER_INSS_RATE)} sobre ${model.revenue.staff > 0 ? "os salários e " : ""}o pró-labore, já nos custos fixos.`,
    );
  }
  if (model.goodsShare) {
    lines.push(
      `O que sai como mercadoria (peças, produtos, comida ou bebida) é comércio (Anexo I) e o trabalho é serviço (Anexo ${model.simplesAnnex}): nesta conta, ${pct(model.goodsShare)} do faturamento vai para o Anexo I (estimativa). A alíquota acima já é a média das duas; na nota, separe mercadoria e serviço.`,
    );
  }
  return lines;
}

/** Anexo V: the rate without and with the Fator R, and the pró-labore that reaches it. */
function fatorRLine(idea: CatalogueIdea, annual: number): string {
  const payroll = annualPayroll(idea.economics);
  const withoutR = simplesRateFor("V", annual, 0).rate;
  const withR = simplesRateFor("III", annual, 0).rate;
  const proLabore = monthlyProLaboreForFatorR(annual, payroll);
  const reached = proLabore === 0;
  return `Esta atividade é do Anexo V (serviço intelectual, LC 123/2006, art. 18, § 5º-I): abaixo do Fator R, a alíquota efetiva no cenário provável é ${pct(withoutR)}. Com o Fator R — folha de 12 meses (salários, pró-labore e encargos) de pelo menos ${pct(FATOR_R_THRESHOLD)} do faturamento — passa ao Anexo III: ${pct(withR)}. ${
    reached
      ? `A folha deste modelo (${payroll > MINIMUM_WAGE * 12 ? "salários e " : ""}o pró-labore de 1 salário mínimo dos custos fixos, declarado com 11% de INSS da pessoa sócia) já chega lá, e a conta acima usa o Anexo III.`
      : `Para isso, o pró-labore declarado precisaria ser de cerca de ${formatReais(MINIMUM_WAGE + proLabore)} por mês, em vez do salário mínimo dos custos fixos (sobre ele há 11% de INSS da pessoa sócia); a conta acima usa o ${pct(withoutR)}. Decida com o contador.`
  }`;
}

/**
 * A first step as the idea's regime allows: an idea that cannot be MEI is never told to open
 * one (it opens an ME or EPP with an accountant), and an MEI idea is not sent to an ME.
 */
export function formalizationStep(idea: CatalogueIdea, step: string): string {
  if (!/\bMEI\b/.test(step)) return step;
  if (idea.mei) return step.replace(/abra o MEI ou (a ME|a empresa)/, "abra o MEI");
  const size = companySize(economicsOf(idea.economics).scenarios.provavel.annualRevenue);
  return `abra a empresa como ${size} no Simples Nacional com um contador (CNPJ pela Redesim)`;
}
