/** The `economics` field of the catalogue and analysis APIs: the model's inputs and derived figures. */
import { FACTS_CHECKED_ON } from "~/modules/facts/legal-facts";
import type { EconomicsInput } from "./model";
import { SCENARIO_IDS } from "./model";
import { economicsOf } from "./summary";

export function economicsPayload(input: EconomicsInput) {
  const r = economicsOf(input);
  return {
    year: input.year,
    legalFactsCheckedOn: FACTS_CHECKED_ON,
    regime: input.regime,
    archetype: input.archetype,
    basis: input.basis,
    investment: {
      fixedItems: input.fixedInvestment.map((i) => ({ ...i, total: i.qty * i.unitPrice })),
      fixedTotal: r.fixedInvestmentTotal,
      preOperational: input.preOperational,
      preOperationalTotal: r.preOperationalTotal,
      initialStock: r.initialStock,
      workingCapital: { value: r.workingCapital, method: input.workingCapital.method },
      startupCost: r.startupCost,
      total: r.totalInvestment,
    },
    monthlyFixedCosts: { items: r.monthlyFixedItems, total: r.monthlyFixedTotal, ownerDraw: r.ownerDraw, depreciation: r.depreciation },
    revenueModel: {
      unit: input.revenue.unit,
      unitPlural: input.revenue.unitPlural,
      priceMin: input.revenue.priceMin,
      priceMax: input.revenue.priceMax,
      materialCostPerUnit: input.revenue.materialCost,
      cardFeeRate: input.revenue.cardFeeRate,
      appCommissionRate: input.revenue.appCommissionRate,
      monthlyCapacity: input.revenue.monthlyCapacity,
      employees: input.revenue.staff,
    },
    scenarios: SCENARIO_IDS.map((id) => {
      const s = r.scenarios[id];
      return {
        id,
        label: s.label,
        price: s.price,
        unitsPerMonth: s.unitsPerMonth,
        variableCostPerUnit: s.variableCostPerUnit,
        contributionMargin: s.contributionMargin,
        monthlyRevenue: s.monthlyRevenue,
        monthlyProfit: s.monthlyProfit,
        annualRevenue: s.annualRevenue,
        simplesRate: s.taxRate,
        breakEvenUnits: s.breakEvenUnits,
        breakEvenRevenue: s.breakEvenRevenue,
        /** Prazo de retorno: investment ÷ a normal month's profit, whole months; null beyond 5 years. */
        paybackMonths: s.paybackMonths,
        /** The month the cumulative profit, with the ramp, repays the investment; null beyond 5 years. */
        recoveredInMonth: s.recoveredInMonth,
        months: s.months.map((m, i) => ({ month: i + 1, ...m })),
      };
    }),
  };
}

export type EconomicsPayload = ReturnType<typeof economicsPayload>;
