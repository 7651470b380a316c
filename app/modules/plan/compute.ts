/**
 * Every figure of a business plan, computed from the plan's tables. Pure and small: the plan page
 * runs it on the server and, with JavaScript, in the browser as the person types.
 *
 * Definitions (Sebrae, "Como elaborar um plano de negócio", 2013, section 5 "Plano financeiro"):
 * - investimento total = investimentos fixos + capital de giro (estoque inicial + caixa mínimo)
 *   + investimentos pré-operacionais;
 * - custos variáveis = custo unitário dos produtos × quantidade + custos de comercialização
 *   (impostos sobre a venda, taxas de cartão, comissões: % do faturamento);
 * - margem de contribuição = receita total − custos variáveis; índice = margem ÷ receita;
 * - custos fixos = mão de obra (salários + encargos) + pró-labore + demais custos fixos
 *   + depreciação dos investimentos fixos (economics/depreciation.ts);
 * - resultado operacional (lucro líquido) = margem de contribuição − custos fixos;
 * - ponto de equilíbrio (R$) = custos fixos ÷ índice da margem de contribuição;
 * - lucratividade = lucro líquido ÷ receita total; rentabilidade = lucro líquido ÷ investimento
 *   total; prazo de retorno = investimento total ÷ lucro líquido. Break-even, both paybacks and
 *   the thresholds of the verdict are the ones of economics/indicators.ts (decision 037), the
 *   functions the idea's model uses too: the card, the analysis and the plan show one figure.
 * Values that would divide by zero or by a negative margin come back as `value: null` with a
 * sentence that says what the number means, never Infinity or NaN.
 */
import { formatBRL } from "~/modules/business/money";
import { DEPRECIATION_LABEL, monthlyDepreciationCents } from "~/modules/economics/depreciation";
import { breakEvenOf, monthOf, paybackMonthsText, paybackOf, PAYBACK_HORIZON_MONTHS, recoveredText } from "~/modules/economics/indicators";
import { verdictOf } from "./verdict";
import { SECTION_TITLES, type BusinessPlan, type ScenarioChange, type ScenarioId, type SectionId } from "./types";

export type Indicator = { value: number | null; note: string };

export type DreRow = { label: string; cents: number; share: number | null; kind: "revenue" | "minus" | "subtotal" | "result" };

export type ScenarioMonth = { month: number; revenueCents: number; resultCents: number; cumulativeCents: number };

export type ScenarioFigures = {
  id: ScenarioId;
  label: string;
  change: ScenarioChange;
  monthlyRevenueCents: number;
  monthlyResultCents: number;
  months: ScenarioMonth[];
  /** First month from which every month of the first year ends without loss; null when none. */
  breakEvenMonth: number | null;
  /** Month in which the cumulative result repays the investment; null when not within 5 years. */
  paybackMonth: number | null;
};

export type MoneySlice = { key: string; label: string; cents: number; share: number };

export type MissingItem = { section: SectionId; text: string };

export type Verdict = { state: "closes" | "does-not-close" | "incomplete"; headline: string; details: string[] };

export type PlanFigures = {
  investment: { fixedCents: number; preOperationalCents: number; workingCapitalCents: number; totalCents: number };
  monthlyRevenueCents: number;
  materialsCents: number;
  sellingCents: number;
  sellingRate: number;
  variableCostsCents: number;
  contributionMarginCents: number;
  contributionMarginRate: number | null;
  laborCents: number;
  otherFixedCents: number;
  ownerDrawCents: number;
  depreciationCents: number;
  fixedCostsCents: number;
  resultCents: number;
  dre: DreRow[];
  breakEven: Indicator & { units: number | null };
  profitability: Indicator;
  rentability: Indicator & { perYear: number | null };
  /** Prazo de retorno in whole months (investment ÷ a normal month's profit); null beyond 5 years. */
  payback: Indicator;
  scenarios: ScenarioFigures[];
  monthlyMoney: { slices: MoneySlice[]; lossCents: number };
  investmentMoney: MoneySlice[];
  verdict: Verdict;
  missing: MissingItem[];
};

const SCENARIO_LABELS: Record<ScenarioId, string> = { pessimista: "Pessimista", provavel: "Provável", otimista: "Otimista" };
const LIKELY: ScenarioChange = { volumePct: 0, pricePct: 0, fixedCostsPct: 0 };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const pct = (ratio: number) => `${(ratio * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
const count = (n: number) => n.toLocaleString("pt-BR");

function scenario(
  plan: BusinessPlan,
  id: ScenarioId,
  change: ScenarioChange,
  base: { revenue: number; materials: number; rate: number; fixed: number; investment: number },
): ScenarioFigures {
  const volume = 1 + change.volumePct / 100;
  const price = 1 + change.pricePct / 100;
  const changed = {
    revenueCents: base.revenue * volume * price,
    materialsCents: base.materials * volume,
    sellingRate: base.rate,
    fixedCents: Math.round(base.fixed * (1 + change.fixedCostsPct / 100)),
  };
  const steady = monthOf(changed);
  let cumulative = -base.investment;
  const ramp = plan.cenarios.ramp.length === 12 ? plan.cenarios.ramp : Array<number>(12).fill(100);
  const months = ramp.map((rampPct, index) => {
    const m = monthOf(changed, rampPct / 100);
    cumulative += m.resultCents;
    return { month: index + 1, revenueCents: m.revenueCents, resultCents: m.resultCents, cumulativeCents: cumulative };
  });
  let breakEvenMonth: number | null = null;
  for (let i = months.length - 1; i >= 0 && months[i]!.resultCents >= 0; i--) breakEvenMonth = i + 1;
  const payback = paybackOf(
    base.investment,
    steady.resultCents,
    months.map((m) => m.resultCents),
  );
  return {
    id,
    label: SCENARIO_LABELS[id],
    change,
    monthlyRevenueCents: steady.revenueCents,
    monthlyResultCents: steady.resultCents,
    months,
    breakEvenMonth,
    paybackMonth: payback.recoveredInMonth,
  };
}

function slices(items: [string, string, number][], whole: number): MoneySlice[] {
  return items
    .filter(([, , cents]) => cents > 0)
    .map(([key, label, cents]) => ({ key, label, cents, share: whole > 0 ? cents / whole : 0 }));
}

export function computePlan(plan: BusinessPlan): PlanFigures {
  const f = plan.financeiro;
  const fixedInvestmentCents = sum(f.fixedInvestments.map((r) => r.qty * r.unitPriceCents));
  const preOperationalCents = sum(f.preOperational.map((r) => r.valueCents));
  const workingCapitalCents = f.initialStockCents + f.minimumCashCents;
  const investmentCents = fixedInvestmentCents + preOperationalCents + workingCapitalCents;

  const revenue = sum(f.products.map((p) => p.unitsPerMonth * p.priceCents));
  const materials = sum(f.products.map((p) => p.unitsPerMonth * p.unitCostCents));
  const sellingRate = sum(f.sellingCosts.map((r) => r.rateBp)) / 10_000;
  const selling = Math.round(revenue * sellingRate);
  const variable = materials + selling;
  const margin = revenue - variable;
  const marginRate = share(margin, revenue);
  const labor = sum(f.labor.map((r) => r.people * r.monthlyCostCents));
  const otherFixed = sum(f.fixedCosts.map((r) => r.valueCents));
  const depreciation = monthlyDepreciationCents(f.fixedInvestments);
  const fixed = labor + otherFixed + f.ownerDrawCents + depreciation;
  const result = margin - fixed;

  const dre: DreRow[] = [
    { label: "Receita total (faturamento)", cents: revenue, share: share(revenue, revenue), kind: "revenue" },
    { label: "Custo dos produtos e serviços vendidos", cents: materials, share: share(materials, revenue), kind: "minus" },
    { label: "Impostos, taxas e comissões sobre as vendas", cents: selling, share: share(selling, revenue), kind: "minus" },
    { label: "Margem de contribuição", cents: margin, share: marginRate, kind: "subtotal" },
    { label: "Mão de obra (salários e encargos)", cents: labor, share: share(labor, revenue), kind: "minus" },
    { label: "Pró-labore (sua retirada)", cents: f.ownerDrawCents, share: share(f.ownerDrawCents, revenue), kind: "minus" },
    { label: "Demais custos fixos", cents: otherFixed, share: share(otherFixed, revenue), kind: "minus" },
    { label: DEPRECIATION_LABEL, cents: depreciation, share: share(depreciation, revenue), kind: "minus" },
    {
      label: result >= 0 ? "Resultado: lucro líquido" : "Resultado: prejuízo",
      cents: result,
      share: share(result, revenue),
      kind: "result",
    },
  ];

  // Ponto de equilíbrio = custos fixos ÷ índice da margem de contribuição (indicators.ts).
  const single = f.products.length === 1 ? f.products[0]! : null;
  const unitMargin = single ? single.priceCents - single.unitCostCents - single.priceCents * sellingRate : null;
  const point = breakEvenOf(fixed, revenue, margin, unitMargin);
  let breakEven: PlanFigures["breakEven"];
  if (revenue <= 0)
    breakEven = { value: null, units: null, note: "Informe o que vai vender (quantidade e preço) para calcular o ponto de equilíbrio." };
  else if (point.revenueCents === null)
    breakEven = {
      value: null,
      units: null,
      note: "Não existe ponto de equilíbrio: cada venda custa tanto ou mais do que rende (margem de contribuição zero ou negativa). Aumente o preço ou reduza o custo por unidade.",
    };
  else if (fixed === 0) breakEven = { value: 0, units: 0, note: "Sem custos fixos, qualquer venda já deixa sobra." };
  else {
    const { revenueCents: value, units } = point;
    breakEven = {
      value,
      units,
      note: `Faturamento mínimo de ${formatBRL(value)} por mês${units !== null ? `, ou ${count(units)} ${units === 1 ? f.unit : f.unitPlural},` : ""} para pagar todos os custos, sem lucro nem prejuízo.`,
    };
  }

  const profitability: Indicator =
    revenue > 0
      ? {
          value: result / revenue,
          note:
            result >= 0
              ? `De cada R$ 100 vendidos, sobram ${formatBRL(Math.round((result / revenue) * 10_000))} de lucro.`
              : "Negativa: as vendas não pagam os custos do mês.",
        }
      : { value: null, note: "Sem faturamento informado, não há lucratividade a calcular." };

  let rentability: PlanFigures["rentability"];
  if (investmentCents <= 0)
    rentability = { value: null, perYear: null, note: "Sem investimento informado, não há rentabilidade a calcular." };
  else if (result <= 0)
    rentability = {
      value: result / investmentCents,
      perYear: (result * 12) / investmentCents,
      note: "O investimento não rende enquanto o resultado do mês não for lucro.",
    };
  else
    rentability = {
      value: result / investmentCents,
      perYear: (result * 12) / investmentCents,
      note: `Por mês, o lucro devolve ${pct(result / investmentCents)} do que foi investido (${pct((result * 12) / investmentCents)} ao ano).`,
    };

  const base = { revenue, materials, rate: sellingRate, fixed, investment: investmentCents };
  const scenarios = (["pessimista", "provavel", "otimista"] as const).map((id) =>
    scenario(plan, id, id === "provavel" ? LIKELY : plan.cenarios[id], base),
  );
  const steadyPayback = paybackOf(investmentCents, result, []).months;
  let payback: Indicator;
  if (result <= 0) payback = { value: null, note: "O investimento não se paga enquanto o negócio não der lucro todo mês." };
  else if (investmentCents <= 0) payback = { value: 0, note: "Sem investimento informado: não há o que recuperar." };
  else if (steadyPayback === null)
    payback = {
      value: null,
      note: `Com o lucro de um mês normal, o investimento ${paybackMonthsText(null)} (${PAYBACK_HORIZON_MONTHS} meses).`,
    };
  else
    payback = {
      value: steadyPayback,
      note: `Com o lucro de um mês normal, o investimento volta em ${paybackMonthsText(steadyPayback)}; com as vendas mais fracas dos primeiros meses, ${scenarios[1]!.paybackMonth === null ? "" : "volta "}${recoveredText(scenarios[1]!.paybackMonth)}.`,
    };

  const spent = materials + selling + labor + f.ownerDrawCents + otherFixed + depreciation;
  const monthlyMoney = {
    slices: slices(
      [
        ["produtos", "Custo dos produtos", materials],
        ["vendas", "Impostos e taxas sobre vendas", selling],
        ["mao-de-obra", "Mão de obra", labor],
        ["pro-labore", "Sua retirada (pró-labore)", f.ownerDrawCents],
        ["fixos", "Demais custos fixos", otherFixed],
        ["depreciacao", "Depreciação", depreciation],
        ["lucro", "Lucro", Math.max(result, 0)],
      ],
      Math.max(revenue, spent),
    ),
    lossCents: Math.max(-result, 0),
  };
  const investmentMoney = slices(
    [
      ["fixos", "Investimentos fixos", fixedInvestmentCents],
      ["pre-operacionais", "Investimentos pré-operacionais", preOperationalCents],
      ["estoque", "Estoque inicial", f.initialStockCents],
      ["caixa", "Caixa mínimo", f.minimumCashCents],
    ],
    investmentCents,
  );

  const figures = {
    investment: { fixedCents: fixedInvestmentCents, preOperationalCents, workingCapitalCents, totalCents: investmentCents },
    monthlyRevenueCents: revenue,
    materialsCents: materials,
    sellingCents: selling,
    sellingRate,
    variableCostsCents: variable,
    contributionMarginCents: margin,
    contributionMarginRate: marginRate,
    laborCents: labor,
    otherFixedCents: otherFixed,
    ownerDrawCents: f.ownerDrawCents,
    depreciationCents: depreciation,
    fixedCostsCents: fixed,
    resultCents: result,
    dre,
    breakEven,
    profitability,
    rentability,
    payback,
    scenarios,
    monthlyMoney,
    investmentMoney,
  };
  return { ...figures, verdict: verdictOf(plan, figures), missing: missingItems(plan) };
}

const blank = (text: string) => text.trim().length === 0;

/** What the person still has to fill or check (section 8 of the method). */
export function missingItems(plan: BusinessPlan): MissingItem[] {
  const items: MissingItem[] = [];
  const f = plan.financeiro;
  const texts: [SectionId, string[]][] = [
    ["sumario", [plan.sumario.text]],
    ["mercado", [plan.mercado.customers, plan.mercado.competitors, plan.mercado.suppliers]],
    [
      "marketing",
      [plan.marketing.products, plan.marketing.price, plan.marketing.promotion, plan.marketing.channels, plan.marketing.location],
    ],
    ["operacional", [plan.operacional.capacity, plan.operacional.processes, plan.operacional.people]],
    ["fofa", [plan.fofa.strengths, plan.fofa.weaknesses, plan.fofa.opportunities, plan.fofa.threats]],
  ];
  for (const [section, values] of texts) {
    const empty = values.filter(blank).length;
    if (empty > 0)
      items.push({
        section,
        text: `${SECTION_TITLES[section]}: ${empty === 1 ? "falta preencher 1 campo" : `faltam preencher ${empty} campos`}.`,
      });
  }
  if (f.products.length === 0 || f.products.every((p) => p.unitsPerMonth <= 0 || p.priceCents <= 0))
    items.push({ section: "financeiro", text: "Plano financeiro: informe o que vai vender, a quantidade por mês e o preço." });
  if (f.fixedCosts.length === 0 && f.labor.length === 0)
    items.push({ section: "financeiro", text: "Plano financeiro: liste os custos fixos do mês (aluguel, internet, contador…)." });
  if (f.ownerDrawCents <= 0)
    items.push({
      section: "financeiro",
      text: "Plano financeiro: defina sua retirada mensal (pró-labore); sem ela, o lucro é o seu salário.",
    });
  for (const section of ["financeiro", "cenarios"] as const) {
    if (!plan.reviewed.includes(section))
      items.push({ section, text: `${SECTION_TITLES[section]}: confira e salve os números (vieram do modelo da ideia).` });
  }
  return items;
}

/** The financial section is "filled" (journey step 3) once saved by the person with something to sell. */
export function financialFilled(plan: BusinessPlan): boolean {
  return plan.reviewed.includes("financeiro") && plan.financeiro.products.some((p) => p.unitsPerMonth > 0 && p.priceCents > 0);
}
