/**
 * A plan's starting values: tables from the idea's economic model (scripts/catalogue/economics.py,
 * app/modules/economics/model.ts; decision 010), texts from the person's analysis (written by
 * Gemini when configured, by the offline engine otherwise) and profile. Every value is the
 * person's to change; `basis` says where each one came from.
 */
import {
  computeEconomics,
  dasLine,
  ownerDrawInssLine,
  ownerDrawLine,
  simplesTaxRate,
  type EconomicsInput,
} from "~/modules/economics/model";
import { DEPRECIATION_BASIS } from "~/modules/economics/depreciation";
import { COMPANY_SIZE_NAMES, companySize, FACTS_YEAR, MINIMUM_WAGE } from "~/modules/facts/legal-facts";
import { formatBRL } from "~/modules/business/money";
import type { PlanFigures } from "./compute";
import { PLAN_SCHEMA_VERSION, type BusinessPlan, type FinancialSection, type LaborRow, type ValueRow } from "./types";

export type PlanIdea = { title: string; description: string; meiOccupation?: string; requirements?: string[] };
export type PlanProfile = { firstName?: string | null; hasBusinessExperience?: boolean; hasCnpj?: boolean } | null;
/** The analysis' sections by title ("Público e mercado", "Operação", "Marketing e vendas", "Riscos"…). */
export type PlanAnalysis = { title: string; content: string }[];
/** The archetype's knowledge, used where the analysis lacks a section. */
export type PlanKnowledge = { audience: string; channels: string[]; pricing: string; operations: string[]; risks: string[] } | null;

const cents = (reais: number) => Math.round(reais * 100);
const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join("\n");
const clean = (text: string) => text.replace(/\*\*|__/g, "").trim();
const norm = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function sectionText(analysis: PlanAnalysis, title: string): string {
  const found = analysis.find((s) => norm(s.title).includes(norm(title)));
  return found ? clean(found.content) : "";
}

const STAFF_LINE = /^Salário e encargos de (\d+) funcionári/i;

/** The model's staff line ("Salário e encargos de 2 funcionários") becomes the labour table. */
function splitLabor(monthlyFixed: EconomicsInput["monthlyFixed"]): { labor: LaborRow[]; fixedCosts: ValueRow[] } {
  const labor: LaborRow[] = [];
  const fixedCosts: ValueRow[] = [];
  for (const row of monthlyFixed) {
    const staff = STAFF_LINE.exec(row.item);
    if (staff) {
      const people = Number(staff[1]);
      // Split in whole centavos: when the total does not divide evenly, one person carries the rest,
      // so the plan's fixed costs are exactly the model's.
      const total = cents(row.value);
      const each = Math.floor(total / people);
      const rest = total - each * people;
      const role = "Funcionário (salário + encargos)";
      if (rest === 0 || people === 1) labor.push({ role, people, monthlyCostCents: rest === 0 ? each : total });
      else labor.push({ role, people: people - 1, monthlyCostCents: each }, { role, people: 1, monthlyCostCents: each + rest });
    } else fixedCosts.push({ item: row.item, valueCents: cents(row.value) });
  }
  return { labor, fixedCosts };
}

/** "Microempresa (ME)" or "Empresa de pequeno porte (EPP)" by the likely yearly revenue (decision 036). */
function sizeName(model: EconomicsInput): string {
  const likely = model.revenue.scenarios.provavel;
  const name = COMPANY_SIZE_NAMES[companySize(likely.price * likely.volume * 12)];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function financialFrom(model: EconomicsInput): FinancialSection {
  const rev = model.revenue;
  const likely = rev.scenarios.provavel;
  const { labor, fixedCosts } = splitLabor(model.monthlyFixed);
  const das = dasLine(model);
  if (das) fixedCosts.push({ item: das.item, valueCents: cents(das.value) });
  const ownerInss = ownerDrawInssLine(model);
  if (ownerInss) fixedCosts.push({ item: ownerInss.item, valueCents: cents(ownerInss.value) });
  const sellingCosts = [{ item: "Taxas de cartão e Pix", rateBp: Math.round(rev.cardFeeRate * 10_000) }];
  if (rev.appCommissionRate > 0) sellingCosts.push({ item: "Comissão do aplicativo", rateBp: Math.round(rev.appCommissionRate * 10_000) });
  if (model.regime === "ME") {
    // the model's own rate: Fator R and goods sold with a service included (decision 036)
    const rate = simplesTaxRate(model, likely.price * likely.volume * 12);
    sellingCosts.push({
      item: `Simples Nacional (Anexo ${model.goodsShare ? `I e ${model.simplesAnnex}` : model.simplesAnnex}, alíquota efetiva ${FACTS_YEAR})`,
      rateBp: Math.round(rate * 10_000),
    });
  }
  return {
    unit: rev.unit,
    unitPlural: rev.unitPlural,
    fixedInvestments: model.fixedInvestment.map((i) => ({ item: i.item, qty: i.qty, unitPriceCents: cents(i.unitPrice) })),
    preOperational: model.preOperational.map((i) => ({ item: i.item, valueCents: cents(i.value) })),
    initialStockCents: cents(model.initialStock),
    // The model's working capital: the analysis and the plan state the same figure.
    minimumCashCents: cents(computeEconomics(model).workingCapital),
    products: [
      {
        name: rev.unit.charAt(0).toUpperCase() + rev.unit.slice(1),
        unitsPerMonth: likely.volume,
        priceCents: cents(likely.price),
        unitCostCents: cents(rev.materialCost),
      },
    ],
    sellingCosts,
    labor,
    fixedCosts,
    // Sebrae counts the owner's withdrawal as a fixed cost; one minimum wage (the model's line).
    ownerDrawCents: cents(ownerDrawLine().value),
  };
}

/** An empty financial section, for a strategy without a catalogue model (saved through the API). */
export function emptyFinancial(): FinancialSection {
  return {
    unit: "unidade",
    unitPlural: "unidades",
    fixedInvestments: [],
    preOperational: [],
    initialStockCents: 0,
    minimumCashCents: 0,
    products: [],
    sellingCosts: [],
    labor: [],
    fixedCosts: [],
    ownerDrawCents: 0,
  };
}

/** Pessimistic and optimistic changes as the model's own scenarios differ from the likely one. */
function scenariosFrom(model: EconomicsInput | null): BusinessPlan["cenarios"] {
  if (!model)
    return {
      pessimista: { volumePct: -30, pricePct: 0, fixedCostsPct: 0 },
      otimista: { volumePct: 30, pricePct: 0, fixedCostsPct: 0 },
      ramp: Array<number>(12).fill(100),
    };
  const s = model.revenue.scenarios;
  const change = (id: "pessimista" | "otimista") => ({
    volumePct: Math.round((s[id].volume / s.provavel.volume - 1) * 100),
    pricePct: Math.round((s[id].price / s.provavel.price - 1) * 100),
    fixedCostsPct: 0,
  });
  return { pessimista: change("pessimista"), otimista: change("otimista"), ramp: s.provavel.ramp.map((share) => Math.round(share * 100)) };
}

/** What the person owns and their lean start (decision 031), when their words named something. */
export type PlanStart = { ownedItems: Array<{ item: string; value: number }>; leanTotal: number; fullTotal: number; rentFree: boolean };

/** The model with owned items at R$ 0 and named "você já tem"; no rent for one's own premises. */
function withOwned(model: EconomicsInput, start: PlanStart): EconomicsInput {
  const owned = new Set(start.ownedItems.map((o) => o.item));
  return {
    ...model,
    fixedInvestment: model.fixedInvestment.map((i) => (owned.has(i.item) ? { ...i, item: `${i.item} — você já tem`, unitPrice: 0 } : i)),
    monthlyFixed: start.rentFree ? model.monthlyFixed.filter((m) => !/^Aluguel do ponto/.test(m.item)) : model.monthlyFixed,
  };
}

export function defaultPlanFrom(
  sourceModel: EconomicsInput | null,
  idea: PlanIdea,
  profile: PlanProfile,
  analysis: PlanAnalysis = [],
  knowledge: PlanKnowledge = null,
  start: PlanStart | null = null,
): BusinessPlan {
  const model = sourceModel && start ? withOwned(sourceModel, start) : sourceModel;
  const ownedValue = start?.ownedItems.reduce((sum, o) => sum + o.value, 0) ?? 0;
  const firstName = profile?.firstName?.trim();
  const regime = model?.regime;
  const staff = model?.revenue.staff ?? 0;
  const who = [
    firstName ? `Empreendedor(a): ${firstName}.` : "",
    profile?.hasBusinessExperience ? "Já tem experiência com negócio próprio." : "Primeiro negócio próprio.",
    regime
      ? `Forma jurídica prevista: ${regime === "ME" && model ? `${sizeName(model)} no Simples Nacional` : regime}${idea.meiOccupation ? ` (ocupação: ${idea.meiOccupation})` : ""}.`
      : "",
  ].filter(Boolean);
  const fromAnalysis = (title: string, fallback: string) => sectionText(analysis, title) || fallback;
  const rev = model?.revenue;
  const basis = model
    ? [
        `Preços: ${model.basis.prices}.`,
        `Capacidade: ${model.basis.capacity}.`,
        `Equipamentos e despesas: ${model.basis.items}.`,
        `Taxas: ${model.basis.fees}.`,
        `Capital de giro: estoque inicial + caixa mínimo de ${model.workingCapital.method} (custos fixos do mês em dinheiro, com sua retirada).`,
        `Pró-labore: 1 salário mínimo de ${FACTS_YEAR} (${formatBRL(cents(MINIMUM_WAGE))}), o mínimo devido a quem trabalha o mês inteiro e a base da contribuição do MEI ao INSS; mude para o que você precisa para viver.`,
        `Depreciação: ${DEPRECIATION_BASIS}.`,
        `Cenários: as variações do modelo da ideia (pessimista = preço mínimo e menos vendas; otimista = preço máximo e mais vendas); o ritmo dos primeiros meses é o do cenário provável.`,
        `DAS, limites do MEI e alíquotas do Simples Nacional: valores legais de ${FACTS_YEAR}.`,
        ...(start && ownedValue > 0
          ? [
              `O que você disse que já tem entra a R$ 0 (${start.ownedItems.map((o) => o.item).join("; ")}); em valor de mercado são ${formatBRL(cents(ownedValue))}, que você pode contar como sua contribuição ao negócio.`,
            ]
          : []),
        ...(start?.rentFree ? ["Ponto próprio: sem aluguel."] : []),
        ...(start
          ? [
              `Começo enxuto: ${formatBRL(cents(start.leanTotal))} para as primeiras vendas; a estrutura completa, para crescer, pede ${formatBRL(cents(start.fullTotal))}.`,
            ]
          : []),
      ]
    : ["Esta estratégia não tem um modelo do catálogo: as tabelas começam vazias para você preencher."];
  return {
    schema: PLAN_SCHEMA_VERSION,
    title: idea.title,
    sumario: { text: [`${idea.title}: ${clean(idea.description)}`, ...who].join("\n") },
    mercado: { customers: fromAnalysis("Público e mercado", knowledge?.audience ?? ""), competitors: "", suppliers: "" },
    marketing: {
      products: rev ? `${idea.title}: ${rev.unitPlural} vendidos por unidade. ${clean(idea.description)}` : clean(idea.description),
      price: knowledge ? `${knowledge.pricing}.` : "",
      promotion: fromAnalysis("Marketing e vendas", knowledge ? bullets(knowledge.channels) : ""),
      channels: knowledge ? bullets(knowledge.channels) : "",
      location: "",
    },
    operacional: {
      capacity: model ? `${model.basis.capacity}.` : "",
      processes: fromAnalysis("Operação", knowledge ? bullets(knowledge.operations) : ""),
      people:
        staff > 0
          ? `Você e ${staff} ${staff === 1 ? "funcionário" : "funcionários"}.`
          : "Você faz tudo no começo: produção, vendas e controle do caixa.",
    },
    financeiro: model ? financialFrom(model) : emptyFinancial(),
    cenarios: scenariosFrom(model),
    fofa: {
      strengths: profile?.hasBusinessExperience ? "- Experiência anterior com negócio próprio" : "",
      weaknesses: profile?.hasBusinessExperience ? "" : "- Primeira experiência como dono(a) de negócio",
      opportunities: "",
      threats: fromAnalysis("Riscos", knowledge ? bullets(knowledge.risks) : ""),
    },
    basis,
    reviewed: [],
  };
}

const firstLine = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .find(Boolean) ?? "";

/**
 * Section 1 composed from the rest of the plan as it is now (Sebrae writes the executive summary
 * last): what it sells, to whom, how, the money figures and the verdict. The person edits it.
 */
export function composeSummary(plan: BusinessPlan, figures: PlanFigures): string {
  const result =
    figures.resultCents >= 0
      ? `lucro de ${formatBRL(figures.resultCents)} num mês normal`
      : `prejuízo de ${formatBRL(-figures.resultCents)} num mês normal`;
  const owner = plan.sumario.text.split("\n").filter((line) => /^(Empreendedor|Já tem|Primeiro negócio|Forma jurídica)/.test(line.trim()));
  return [
    `${plan.title}. ${firstLine(plan.marketing.products)}`,
    firstLine(plan.mercado.customers) ? `Clientes: ${firstLine(plan.mercado.customers)}` : "",
    firstLine(plan.marketing.channels) ? `Vendas: ${firstLine(plan.marketing.channels)}` : "",
    firstLine(plan.mercado.competitors) ? `Concorrência: ${firstLine(plan.mercado.competitors)}` : "",
    ...owner,
    `Investimento total de ${formatBRL(figures.investment.totalCents)} (capital de giro incluído); faturamento previsto de ${formatBRL(figures.monthlyRevenueCents)} por mês e ${result}.`,
    figures.verdict.headline,
  ]
    .filter(Boolean)
    .join("\n");
}
