import { formatReais } from "~/modules/business/money";
import { describe, expect, it } from "vitest";
import { DAS, MINIMUM_WAGE } from "~/modules/facts/legal-facts";
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
  it("adds the DAS, the pró-labore and the depreciation to the fixed costs of an MEI and sums the investment", () => {
    const r = computeEconomics(input());
    expect(r.monthlyFixedItems).toEqual([
      { item: "Internet", value: 113.95 },
      { item: "DAS do MEI (2026)", value: DAS.servicos },
      { item: "Pró-labore (sua retirada): 1 salário mínimo de 2026", value: MINIMUM_WAGE },
      // Máquina 2.000 × 10% ÷ 12 = 16,67; Bancada 500 × 10% ÷ 12 = 4,17 (IN RFB 1.700/2017)
      { item: "Depreciação dos equipamentos (taxas da Receita Federal)", value: 20.84 },
    ]);
    expect(r.ownerDraw).toBe(1621);
    expect(r.depreciation).toBe(20.84);
    expect(r.monthlyFixedTotal).toBe(1841.84); // 113,95 + 86,05 + 1.621 + 20,84
    expect(r.fixedInvestmentTotal).toBe(2500);
    // Working capital covers the cash costs (depreciation is not paid in cash): 2 × 1.821
    expect(r.workingCapital).toBe(3642);
    expect(r.startupCost).toBe(3000);
    expect(r.totalInvestment).toBe(6642);
  });

  it("computes margin, profit, break-even and both paybacks per scenario", () => {
    const p = computeEconomics(input()).scenarios.provavel;
    expect(p.variableCostPerUnit).toBe(21.5); // 20 + 1,5% de 100
    expect(p.contributionMargin).toBe(78.5);
    expect(p.monthlyRevenue).toBe(6000);
    expect(p.monthlyProfit).toBe(2868); // 60 × 78,5 − 1.841,84
    expect(p.breakEvenUnits).toBe(24); // 1.841,84 ÷ 78,5 = 23,5 → 24
    expect(p.breakEvenRevenue).toBe(2346); // 1.841,84 ÷ (4.710 ÷ 6.000)
    // months 1-2 at half volume: 30 × 78,5 − 1.841,84 = 513,16 each
    expect(p.months[0]).toEqual({ revenue: 3000, profit: 513 });
    expect(p.paybackMonths).toBe(3); // 6.642 ÷ 2.868,16 = 2,3 → 3
    expect(p.recoveredInMonth).toBe(4); // 513 + 513 + 2.868 = 3.894 < 6.642 ≤ 6.762
  });

  it("an ME pays no DAS but the Simples Nacional rate on each sale", () => {
    const r = computeEconomics(
      input({
        regime: "ME",
        monthlyFixed: [{ item: "Aluguel", value: 4000 }],
        fixedInvestment: [{ item: "Forno", qty: 1, unitPrice: 60000 }],
        revenue: { ...input().revenue, scenarios: { ...input().revenue.scenarios, provavel: { price: 100, volume: 120, ramp: flat } } },
      }),
    );
    expect(r.monthlyFixedItems.some((i) => i.item.startsWith("DAS"))).toBe(false);
    const p = r.scenarios.provavel;
    expect(p.taxRate).toBeCloseTo(0.06); // 144.000/ano: Anexo III, 1ª faixa
    expect(p.variableCostPerUnit).toBe(27.5);
    // 120 × 72,50 − (4.000 + 1.621 + Forno 60.000 × 10% ÷ 12 = 500) = 2.579
    expect(p.monthlyProfit).toBe(2579);
    expect(p.paybackMonths).toBe(28); // (60.000 + 300 + 200 + 2 × 5.621) ÷ 2.579 = 27,8
    expect(r.scenarios.pessimista.monthlyProfit).toBeLessThan(0);
    expect(r.scenarios.pessimista.paybackMonths).toBeNull();
    expect(r.scenarios.pessimista.recoveredInMonth).toBeNull();
  });

  it("writes card texts that say which figure is revenue and which is profit", () => {
    const r = computeEconomics(input());
    expect(investmentText(r)).toBe("R$\u00a06.642 (inclui R$\u00a03.642 de capital de giro)");
    expect(profitText(r)).toBe(
      `${formatReais(r.scenarios.pessimista.monthlyProfit)} a ${formatReais(r.scenarios.otimista.monthlyProfit)}/mês de lucro estimado`,
    );
    expect(revenueText(r)).toBe("R$\u00a06.000/mês de faturamento provável");
    expect(formatReais(-1234)).toBe("−R$\u00a01.234");
  });
});
