// Plans for the document tests: a worked example with round numbers, and catalogue ideas as a
// person first sees them (tables from the idea's economic model).
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { defaultPlanFrom, emptyFinancial } from "~/modules/plan/defaults";
import type { BusinessPlan, FinancialSection } from "~/modules/plan/types";

// Investment 3.000 + 1.600 (fixed) + 1.200 + 1.800 (working capital) + 400 (pre-operational) = 8.000.
// Revenue 12.000 + 2.000 = 14.000; materials 3.600 + 600 = 4.200; selling 5 % = 700; margin 9.100 (65 %).
// Fixed: labour 1.800 + owner 1.500 + other 500 = 3.800; result 5.300.
export const workedFinancial: FinancialSection = {
  ...emptyFinancial(),
  unit: "bolo",
  unitPlural: "bolos",
  fixedInvestments: [
    { item: "Forno industrial", qty: 1, unitPriceCents: 3_000_00 },
    { item: "Batedeira planetária", qty: 2, unitPriceCents: 800_00 },
  ],
  preOperational: [{ item: "Registro, alvará e licenças", valueCents: 400_00 }],
  initialStockCents: 1_200_00,
  minimumCashCents: 1_800_00,
  products: [
    { name: "Bolo decorado", unitsPerMonth: 300, priceCents: 40_00, unitCostCents: 12_00 },
    { name: "Docinhos (unidade)", unitsPerMonth: 1000, priceCents: 2_00, unitCostCents: 60 },
  ],
  sellingCosts: [
    { item: "Taxas de cartão e Pix", rateBp: 300 },
    { item: "Comissão do aplicativo", rateBp: 200 },
  ],
  labor: [{ role: "Ajudante de cozinha", people: 1, monthlyCostCents: 1_800_00 }],
  fixedCosts: [
    { item: "Aluguel da cozinha", valueCents: 400_00 },
    { item: "DAS do MEI", valueCents: 100_00 },
  ],
  ownerDrawCents: 1_500_00,
};

export function workedPlan(financeiro: Partial<FinancialSection> = {}): BusinessPlan {
  const base = defaultPlanFrom(
    null,
    { title: "Confeitaria da Conceição", description: "Bolos e doces por encomenda, com ênfase em atenção e preço justo." },
    { firstName: "Conceição" },
  );
  return {
    ...base,
    financeiro: { ...workedFinancial, ...financeiro },
    cenarios: {
      pessimista: { volumePct: -30, pricePct: -5, fixedCostsPct: 10 },
      otimista: { volumePct: 25, pricePct: 5, fixedCostsPct: 0 },
      ramp: [40, 50, 60, 70, 80, 90, 100, 100, 100, 100, 100, 100],
    },
    basis: ["Preços pesquisados em três fornecedores de São João em novembro de 2026."],
    reviewed: ["financeiro", "cenarios"],
  };
}

/** A catalogue idea's plan as a person first sees it. */
export function cataloguePlan(index = 0): BusinessPlan {
  const idea = CATALOGUE[index]!;
  return defaultPlanFrom(idea.economics, idea, { firstName: "Ana" });
}
