import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { formatBRL } from "~/modules/business/money";
import { DEPRECIATION_LABEL, monthlyDepreciationCents } from "~/modules/economics/depreciation";
import { computeEconomics } from "~/modules/economics/model";
import { MINIMUM_WAGE } from "~/modules/facts/legal-facts";
import { cashChart, moneyChart, resultChart } from "./charts";
import { computePlan, financialFilled } from "./compute";
import { composeSummary, defaultPlanFrom, emptyFinancial } from "./defaults";
import type { BusinessPlan, FinancialSection } from "./types";

function plan(financeiro: Partial<FinancialSection> = {}, over: Partial<BusinessPlan> = {}): BusinessPlan {
  const base = defaultPlanFrom(null, { title: "Teste", description: "Um negócio de teste." }, null);
  return { ...base, financeiro: { ...emptyFinancial(), unit: "peça", unitPlural: "peças", ...financeiro }, ...over };
}

/** No NaN or Infinity anywhere in the figures (JSON turns both into null, so compare with a walk). */
function assertFinite(value: unknown, path = "figures"): void {
  if (typeof value === "number") expect(Number.isFinite(value), path).toBe(true);
  else if (Array.isArray(value)) value.forEach((v, i) => assertFinite(v, `${path}[${i}]`));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) assertFinite(v, `${path}.${k}`);
  else if (typeof value === "string") expect(value, path).not.toMatch(/NaN|Infinity|undefined/);
}

describe("plan figures: Sebrae's worked examples", () => {
  // Sebrae/RJ, "O que é e como calcular o ponto de equilíbrio da minha empresa"
  // (www2.rj.sebrae.com.br/boletim/o-que-e-e-como-calcular-o-ponto-de-equilibrio-da-minha-empresa/):
  // custo fixo R$ 7.500, índice da margem de contribuição 35/100 = 0,35 → PE = R$ 21.428,57.
  // Here: 300 units at R$ 100 with R$ 65 of direct cost each, so the index is exactly 0,35.
  const sebraeRj = plan({
    products: [{ name: "Peça", unitsPerMonth: 300, priceCents: 100_00, unitCostCents: 65_00 }],
    fixedCosts: [{ item: "Custos fixos", valueCents: 7_500_00 }],
  });

  it("break-even = fixed costs ÷ contribution-margin index (R$ 21.428,57) and in units", () => {
    const f = computePlan(sebraeRj);
    expect(f.contributionMarginRate).toBeCloseTo(0.35, 10);
    expect(f.breakEven.value).toBe(2_142_857);
    expect(f.breakEven.units).toBe(215); // 7.500 ÷ 35 = 214,3 → 215 peças
    expect(f.breakEven.note).toContain("R$\u00a021.428,57");
  });

  it("lucratividade = lucro líquido ÷ receita total; the DRE adds up", () => {
    const f = computePlan(sebraeRj);
    expect(f.resultCents).toBe(3_000_00); // 30.000 − 19.500 − 7.500
    expect(f.profitability.value).toBeCloseTo(0.1, 10);
    const rows = Object.fromEntries(f.dre.map((r) => [r.label, r.cents]));
    expect(rows["Margem de contribuição"]).toBe(10_500_00);
    expect(rows["Resultado: lucro líquido"]).toBe(3_000_00);
  });

  // Prazo de retorno = investimento total ÷ lucro líquido, with the figures of the article quoting
  // Sebrae's analysts (Diário do Nordeste, "Como calcular o prazo para recuperar o dinheiro
  // investido em um negócio"): R$ 200 mil invested, R$ 66 mil of yearly net profit → 3 anos.
  it("rentabilidade = lucro ÷ investimento total, prazo de retorno = investimento ÷ lucro (R$ 200 mil, R$ 66 mil/ano)", () => {
    const f = computePlan(
      plan({
        // A pre-operational expense: no depreciation, so the article's figures stay as they are.
        preOperational: [{ item: "Reforma e abertura", valueCents: 200_000_00 }],
        products: [{ name: "Serviço", unitsPerMonth: 100, priceCents: 100_00, unitCostCents: 0 }],
        fixedCosts: [{ item: "Custos fixos", valueCents: 4_500_00 }],
      }),
    );
    expect(f.resultCents).toBe(5_500_00); // R$ 66.000 por ano
    expect(f.rentability.value).toBeCloseTo(0.0275, 10);
    expect(f.rentability.perYear).toBeCloseTo(0.33, 10);
    expect(f.payback.value).toBe(37); // 200.000 ÷ 5.500 = 36,4 → 37 meses, about 3 anos
    expect(f.payback.note).toContain("37 meses");
  });
});

describe("plan figures at the edges", () => {
  it("empty tables: explained states, no NaN or Infinity, the verdict asks for sales", () => {
    const f = computePlan(plan());
    assertFinite(f);
    expect(f.breakEven.value).toBeNull();
    expect(f.profitability.value).toBeNull();
    expect(f.rentability.value).toBeNull();
    expect(f.verdict.state).toBe("incomplete");
    expect(f.missing.map((m) => m.text).join(" ")).toContain("o que vai vender");
    expect(f.monthlyMoney.slices).toEqual([]);
  });

  it("zero and negative contribution margin: no break-even, the verdict names the minimum price", () => {
    for (const unitCostCents of [50_00, 80_00]) {
      const f = computePlan(
        plan({
          products: [{ name: "Peça", unitsPerMonth: 10, priceCents: 50_00, unitCostCents }],
          fixedCosts: [{ item: "Aluguel", valueCents: 100_00 }],
        }),
      );
      assertFinite(f);
      expect(f.breakEven.value).toBeNull();
      expect(f.breakEven.note).toContain("zero ou negativa");
      expect(f.payback.value).toBeNull();
      expect(f.verdict.state).toBe("does-not-close");
      expect(f.verdict.details[0]).toContain(unitCostCents === 50_00 ? "R$\u00a050,00" : "R$\u00a080,00");
    }
  });

  it("zero profit: break-even equals the revenue, payback never comes, the account closes only with no loss", () => {
    const f = computePlan(
      plan({
        preOperational: [{ item: "Registro", valueCents: 100_00 }],
        products: [{ name: "Peça", unitsPerMonth: 100, priceCents: 10_00, unitCostCents: 5_00 }],
        fixedCosts: [{ item: "Aluguel", valueCents: 500_00 }],
      }),
    );
    assertFinite(f);
    expect(f.resultCents).toBe(0);
    expect(f.breakEven.value).toBe(1_000_00);
    expect(f.payback.value).toBeNull();
    expect(f.scenarios[1]!.breakEvenMonth).toBe(1);
    expect(f.scenarios[1]!.paybackMonth).toBeNull();
  });

  it("a loss: what to change — sell more, cut fixed costs or charge more", () => {
    const f = computePlan(
      plan({
        products: [{ name: "Peça", unitsPerMonth: 100, priceCents: 10_00, unitCostCents: 5_00 }],
        fixedCosts: [{ item: "Aluguel", valueCents: 800_00 }],
      }),
    );
    expect(f.verdict.state).toBe("does-not-close");
    expect(f.verdict.headline).toContain("Não fecha");
    const text = f.verdict.details.join(" ");
    expect(text).toContain("R$\u00a01.600,00"); // break-even revenue 800 ÷ 0,5
    expect(text).toContain("160 peças");
    // 5 % of R$ 1.000 of sales is R$ 50 of profit: R$ 350 of fixed costs to cut, or R$ 13,50 a peça
    expect(text).toContain("R$\u00a0350,00");
    expect(text).toContain("R$\u00a013,50"); // (800 + 50) ÷ 100 + 5
    expect(f.monthlyMoney.lossCents).toBe(300_00);
  });

  it("no fixed costs: break-even is zero, said in words", () => {
    const f = computePlan(plan({ products: [{ name: "Peça", unitsPerMonth: 1, priceCents: 10_00, unitCostCents: 1_00 }] }));
    expect(f.breakEven.value).toBe(0);
    expect(f.breakEven.note).toContain("qualquer venda");
  });

  it("several products: break-even in R$ only", () => {
    const f = computePlan(
      plan({
        products: [
          { name: "A", unitsPerMonth: 10, priceCents: 10_00, unitCostCents: 5_00 },
          { name: "B", unitsPerMonth: 10, priceCents: 20_00, unitCostCents: 5_00 },
        ],
        fixedCosts: [{ item: "Aluguel", valueCents: 100_00 }],
      }),
    );
    expect(f.breakEven.units).toBeNull();
    expect(f.breakEven.value).toBe(Math.round(100_00 / (200_00 / 300_00)));
  });
});

describe("scenarios and verdict", () => {
  const ramp = [50, 50, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100];
  const base = plan(
    {
      preOperational: [{ item: "Reforma", valueCents: 1_000_00 }],
      products: [{ name: "Peça", unitsPerMonth: 100, priceCents: 10_00, unitCostCents: 4_00 }],
      sellingCosts: [{ item: "Cartão", rateBp: 0 }],
      fixedCosts: [{ item: "Aluguel", valueCents: 400_00 }],
    },
    {
      cenarios: {
        pessimista: { volumePct: -50, pricePct: 0, fixedCostsPct: 0 },
        otimista: { volumePct: 20, pricePct: 10, fixedCostsPct: 0 },
        ramp,
      },
    },
  );

  it("12 months with the ramp, cumulative cash from minus the investment, break-even and payback months", () => {
    const f = computePlan(base);
    const likely = f.scenarios[1]!;
    expect(likely.months[0]).toEqual({ month: 1, revenueCents: 500_00, resultCents: -100_00, cumulativeCents: -1_100_00 });
    expect(likely.months[2]!.resultCents).toBe(200_00);
    expect(likely.breakEvenMonth).toBe(3);
    expect(likely.paybackMonth).toBe(8); // −1.200 after month 2, +200 a month: 0 at month 8
    expect(f.verdict.state).toBe("closes");
    // lucratividade 200 ÷ 1.000 = 20 %, prazo de retorno 1.000 ÷ 200 = 5 meses: both thresholds pass
    expect(f.verdict.headline).toBe(
      "A conta fecha no cenário provável: lucro de 20% do faturamento, já com sua retirada, e prazo de retorno de 5 meses.",
    );
    // pessimista: 50 peças → 300 − 400 = −100 a month
    expect(f.scenarios[0]!.monthlyResultCents).toBe(-100_00);
    expect(f.scenarios[0]!.breakEvenMonth).toBeNull();
    expect(f.verdict.details.join(" ")).toContain("No cenário pessimista o mês normal termina com −R$\u00a0100,00");
    // otimista: 120 peças × R$ 11 = 1.320 − 480 − 400 = 440
    expect(f.scenarios[2]!.monthlyResultCents).toBe(440_00);
  });

  it("where the money goes adds up to the revenue when there is profit", () => {
    const f = computePlan(base);
    expect(f.monthlyMoney.slices.reduce((t, s) => t + s.cents, 0)).toBe(f.monthlyRevenueCents);
    expect(f.monthlyMoney.slices.reduce((t, s) => t + s.share, 0)).toBeCloseTo(1, 10);
    expect(f.investmentMoney).toEqual([{ key: "pre-operacionais", label: "Investimentos pré-operacionais", cents: 1_000_00, share: 1 }]);
  });

  it("the financial section counts as filled only once the person saved it with sales", () => {
    expect(financialFilled(base)).toBe(false);
    expect(financialFilled({ ...base, reviewed: ["financeiro"] })).toBe(true);
    expect(financialFilled({ ...plan(), reviewed: ["financeiro"] })).toBe(false);
  });
});

describe("starting values from the idea's economic model", () => {
  it("reproduces the model's investment, likely revenue and profit for every catalogue idea", () => {
    for (const idea of CATALOGUE) {
      const model = computeEconomics(idea.economics);
      const f = computePlan(defaultPlanFrom(idea.economics, idea, null));
      assertFinite(f);
      expect(f.investment.totalCents, idea.id).toBe(Math.round(model.totalInvestment * 100));
      expect(f.monthlyRevenueCents, idea.id).toBe(Math.round(model.scenarios.provavel.monthlyRevenue * 100));
      // The model rounds the unit's variable cost to cents; allow a few reais on a month.
      expect(Math.abs(f.resultCents - model.scenarios.provavel.monthlyProfit * 100), idea.id).toBeLessThan(
        Math.max(500_00, Math.abs(model.scenarios.provavel.monthlyProfit)),
      );
    }
  });

  it("gives every catalogue idea the model's paybacks, break-even and working capital, exactly", () => {
    for (const idea of CATALOGUE) {
      const likely = computeEconomics(idea.economics).scenarios.provavel;
      const f = computePlan(defaultPlanFrom(idea.economics, idea, null));
      expect(f.payback.value, idea.id).toBe(likely.paybackMonths);
      expect(f.scenarios[1]!.paybackMonth, idea.id).toBe(likely.recoveredInMonth);
      expect(f.breakEven.units, idea.id).toBe(likely.breakEvenUnits);
      expect(Math.round(f.resultCents / 100), idea.id).toBe(likely.monthlyProfit);
    }
  });

  it("counts a pró-labore of one minimum wage and the depreciation of the items, each with its basis", () => {
    const idea = CATALOGUE.find((i) => i.id === "marmitas-caseiras")!;
    const p = defaultPlanFrom(idea.economics, idea, null);
    expect(p.financeiro.ownerDrawCents).toBe(MINIMUM_WAGE * 100);
    const f = computePlan(p);
    expect(f.depreciationCents).toBe(monthlyDepreciationCents(p.financeiro.fixedInvestments));
    expect(f.depreciationCents).toBeGreaterThan(0);
    expect(f.fixedCostsCents).toBe(f.laborCents + f.otherFixedCents + f.ownerDrawCents + f.depreciationCents);
    expect(f.dre.find((r) => r.label === DEPRECIATION_LABEL)?.cents).toBe(f.depreciationCents);
    const basis = p.basis.join(" ");
    expect(basis).toContain("Pró-labore: 1 salário mínimo de 2026");
    expect(basis).toContain("IN RFB 1.700/2017");
    // The person changes it: the figures follow.
    const lower = computePlan({ ...p, financeiro: { ...p.financeiro, ownerDrawCents: 1_000_00 } });
    expect(lower.resultCents - f.resultCents).toBe(MINIMUM_WAGE * 100 - 1_000_00);
  });

  it("moves the staff line to the labour table and states its basis", () => {
    const idea = CATALOGUE.find((i) => i.economics.monthlyFixed.some((r) => /^Salário e encargos de 2/.test(r.item)));
    expect(idea).toBeDefined();
    const p = defaultPlanFrom(idea!.economics, idea!, { firstName: "Ana" });
    expect(p.financeiro.labor[0]!.people).toBe(2);
    expect(p.financeiro.fixedCosts.some((r) => /Salário/.test(r.item))).toBe(false);
    expect(p.basis.join(" ")).toContain(idea!.economics.basis.prices);
    expect(p.sumario.text).toContain("Ana");
  });

  it("fills texts from the analysis sections", () => {
    const idea = CATALOGUE[0]!;
    const p = defaultPlanFrom(idea.economics, idea, null, [
      { title: "Público e mercado", content: "Vizinhos e escritórios." },
      { title: "Riscos", content: "- Chuva" },
    ]);
    expect(p.mercado.customers).toBe("Vizinhos e escritórios.");
    expect(p.fofa.threats).toBe("- Chuva");
  });
});

describe("the executive summary composed from the rest", () => {
  it("names what is sold, to whom, the money figures and the verdict", () => {
    const idea = CATALOGUE[0]!;
    const p = defaultPlanFrom(idea.economics, idea, { firstName: "Ana" }, [
      { title: "Público e mercado", content: "Vizinhos e escritórios." },
    ]);
    const f = computePlan(p);
    const text = composeSummary(p, f);
    expect(text).toContain("Clientes: Vizinhos e escritórios.");
    expect(text).toContain("Empreendedor(a): Ana.");
    expect(text).toContain(`Investimento total de ${formatBRL(f.investment.totalCents)}`);
    expect(text).toContain(f.verdict.headline);
  });
});

describe("charts", () => {
  it("are accessible SVG with the figures in the description, and stay finite for an empty plan", () => {
    const idea = CATALOGUE[0]!;
    for (const p of [defaultPlanFrom(idea.economics, idea, null), plan()]) {
      const f = computePlan(p);
      for (const svg of [resultChart(f), cashChart(f), moneyChart("m", "Para onde vai o dinheiro", f.monthlyMoney.slices)]) {
        expect(svg).toMatch(
          /^<svg [^>]*role="img" aria-labelledby="(\S+)-t \1-d"[^>]*><title id="\1-t">[^<]+<\/title><desc id="\1-d">[^<]+<\/desc>/,
        );
        expect(svg).not.toMatch(/NaN|Infinity|undefined/);
      }
    }
    const f = computePlan(defaultPlanFrom(idea.economics, idea, null));
    expect(resultChart(f)).toContain(`equilíbrio: mês ${f.scenarios[1]!.breakEvenMonth}`);
  });
});
