import { formatReais } from "~/modules/business/money";
import { describe, expect, it } from "vitest";
import { DAS } from "~/modules/facts/legal-facts";
import { computeEconomics, type EconomicsInput } from "./model";
import { investmentText, profitText, revenueText } from "./summary";

const flat = Array(12).fill(1) as number[];

function input(over: Partial<EconomicsInput> = {}): EconomicsInput {
  return {
    year: 2026,
    archetype: "teste",
    regime: "MEI",
    dasActivity: "servicos",
    simplesAnnex: "III",
    fixedInvestment: [
      { item: "Máquina", qty: 2, unitPrice: 1000 },
      { item: "Bancada", qty: 1, unitPrice: 500 },
    ],
    preOperational: [{ item: "Divulgação", value: 300 }],
    initialStock: 200,
    workingCapital: { months: 2, method: "2 meses de custos fixos" },
    monthlyFixed: [{ item: "Internet", value: 113.95 }],
    revenue: {
      unit: "serviço",
      unitPlural: "serviços",
      priceMin: 80,
      priceMax: 120,
      materialCost: 20,
      cardFeeRate: 0.015,
      appCommissionRate: 0,
      monthlyCapacity: 100,
      staff: 0,
      scenarios: {
        pessimista: { price: 80, volume: 40, ramp: flat },
        provavel: { price: 100, volume: 60, ramp: [0.5, 0.5, ...Array(10).fill(1)] },
        otimista: { price: 120, volume: 80, ramp: flat },
      },
    },
    basis: { prices: "teste de preço", capacity: "teste de capacidade", items: "teste de itens", fees: "teste de taxas" },
    ...over,
  };
}

describe("economic model", () => {
  it("adds the DAS of the facts module to the fixed costs of an MEI and sums the investment", () => {
    const r = computeEconomics(input());
    expect(r.monthlyFixedItems.at(-1)).toEqual({ item: "DAS do MEI (2026)", value: DAS.servicos });
    expect(r.monthlyFixedTotal).toBe(200); // 113,95 + 86,05
    expect(r.fixedInvestmentTotal).toBe(2500);
    expect(r.workingCapital).toBe(400);
    expect(r.startupCost).toBe(3000);
    expect(r.totalInvestment).toBe(3400);
  });

  it("computes margin, profit, break-even and payback per scenario", () => {
    const p = computeEconomics(input()).scenarios.provavel;
    expect(p.variableCostPerUnit).toBe(21.5); // 20 + 1,5% de 100
    expect(p.contributionMargin).toBe(78.5);
    expect(p.monthlyRevenue).toBe(6000);
    expect(p.monthlyProfit).toBe(4510); // 60 × 78,5 − 200
    expect(p.breakEvenUnits).toBe(3); // 200 / 78,5 → 2,5 → 3
    expect(p.breakEvenRevenue).toBe(300);
    // months 1-2 at half volume: 30 × 78,5 − 200 = 2155 each; month 3: 4510 → cumulative 8820 ≥ 3400 at month 2
    expect(p.months[0]).toEqual({ revenue: 3000, profit: 2155 });
    expect(p.paybackMonths).toBe(2);
  });

  it("an ME pays no DAS but the Simples Nacional rate on each sale, and payback extrapolates past 12 months", () => {
    const r = computeEconomics(
      input({
        regime: "ME",
        monthlyFixed: [{ item: "Aluguel", value: 4000 }],
        fixedInvestment: [{ item: "Forno", qty: 1, unitPrice: 60000 }],
      }),
    );
    expect(r.monthlyFixedItems.some((i) => i.item.startsWith("DAS"))).toBe(false);
    const p = r.scenarios.provavel;
    expect(p.taxRate).toBeCloseTo(0.06); // 72.000/ano: Anexo III, 1ª faixa
    expect(p.variableCostPerUnit).toBe(27.5);
    expect(p.monthlyProfit).toBe(350); // 60 × 72,5 − 4000
    expect(p.paybackMonths).toBeGreaterThan(12);
    expect(r.scenarios.pessimista.monthlyProfit).toBeLessThan(0);
    expect(r.scenarios.pessimista.paybackMonths).toBeNull();
  });

  it("writes card texts that say which figure is revenue and which is profit", () => {
    const r = computeEconomics(input());
    expect(investmentText(r)).toBe("R$\u00a03.400 (inclui R$\u00a0400 de capital de giro)");
    expect(profitText(r)).toBe(
      `${formatReais(r.scenarios.pessimista.monthlyProfit)} a ${formatReais(r.scenarios.otimista.monthlyProfit)}/mês de lucro estimado`,
    );
    expect(revenueText(r)).toBe("R$\u00a06.000/mês de faturamento provável");
    expect(formatReais(-1234)).toBe("−R$\u00a01.234");
  });
});
