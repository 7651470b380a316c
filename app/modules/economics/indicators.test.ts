import { describe, expect, it } from "vitest";
import { matchIdeas } from "~/modules/ai/offline/matcher";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { economicsOf, verdictText } from "./summary";
import { computePlan } from "~/modules/plan/compute";
import { defaultPlanFrom, emptyFinancial } from "~/modules/plan/defaults";
import { depreciationClass, monthlyDepreciationCents } from "./depreciation";
import {
  breakEvenOf,
  paybackClause,
  paybackMonthsText,
  paybackOf,
  rampShortfallCents,
  recoveredClause,
  recoveredText,
  VIABILITY,
  viabilityOf,
} from "./indicators";

describe("paybacks", () => {
  it("prazo de retorno: investment ÷ a normal month's profit, rounded up; none beyond 60 months", () => {
    expect(paybackOf(10_000_00, 1_000_00, []).months).toBe(10);
    expect(paybackOf(10_000_01, 1_000_00, []).months).toBe(11);
    expect(paybackOf(60_000_00, 1_000_00, []).months).toBe(60);
    expect(paybackOf(60_000_01, 1_000_00, []).months).toBeNull();
    expect(paybackOf(10_000_00, 0, []).months).toBeNull();
    expect(paybackOf(0, 1_00, []).months).toBe(0);
    expect(paybackOf(0, -1_00, []).months).toBeNull();
  });

  it("the month the investment comes back: the ramp first, then normal months, up to month 60", () => {
    // −1.000; months 1-2 +100, then +500 a month: −800 after month 2, 0 after month 4.
    expect(paybackOf(1_000_00, 500_00, [100_00, 100_00]).recoveredInMonth).toBe(4);
    expect(paybackOf(1_000_00, 500_00, [1_000_00]).recoveredInMonth).toBe(1);
    expect(paybackOf(29_500_00, 500_00, [0]).recoveredInMonth).toBe(60);
    expect(paybackOf(29_500_01, 500_00, [0]).recoveredInMonth).toBeNull();
  });

  it("reads as a person says it: never 'mês 337'", () => {
    expect(paybackMonthsText(1)).toBe("1 mês");
    expect(paybackMonthsText(14)).toBe("14 meses");
    expect(paybackMonthsText(null)).toBe("não volta em 5 anos");
    expect(recoveredText(9)).toBe("no mês 9");
    expect(recoveredText(null)).toBe("não volta em 5 anos");
    // the verb phrases never read "volta não volta"
    expect(recoveredClause(9)).toBe("volta no mês 9");
    expect(recoveredClause(null)).toBe("não volta em 5 anos");
    expect(paybackClause(14)).toBe("volta em 14 meses");
    expect(paybackClause(null)).toBe("não volta em 5 anos");
  });
});

describe("break-even", () => {
  it("fixed costs ÷ contribution-margin index, and units rounded up", () => {
    expect(breakEvenOf(7_500_00, 30_000_00, 10_500_00, 35_00)).toEqual({ revenueCents: 21_428_57, units: 215 });
    expect(breakEvenOf(100_00, 1_000_00, 0, 0)).toEqual({ revenueCents: null, units: null });
    expect(breakEvenOf(0, 1_000_00, 500_00, 5_00)).toEqual({ revenueCents: 0, units: 0 });
  });
});

describe("the verdict's thresholds, at their edges", () => {
  it("5 % of lucratividade and 60 months of prazo de retorno both pass; a hair below does not", () => {
    expect(VIABILITY).toEqual({ minProfitability: 0.05, maxPaybackMonths: 60 });
    const back = (months: number | null, recoveredInMonth: number | null = months) => ({ months, recoveredInMonth });
    expect(viabilityOf(0.05, back(60)).passes).toBe(true);
    expect(viabilityOf(0.0499, back(60))).toEqual({ passes: false, profitabilityOk: false, paybackOk: true });
    expect(viabilityOf(0.2, back(61))).toEqual({ passes: false, profitabilityOk: true, paybackOk: false });
    expect(viabilityOf(0.2, back(null)).passes).toBe(false);
    expect(viabilityOf(null, back(10)).passes).toBe(false);
  });

  it("the payback passes only when the investment is back within 5 years month by month too (the slower start counted)", () => {
    // 44 months with a normal month's profit, but the weak first months push it past 60.
    expect(viabilityOf(0.2, { months: 44, recoveredInMonth: null })).toEqual({ passes: false, profitabilityOk: true, paybackOk: false });
    expect(viabilityOf(0.2, { months: 44, recoveredInMonth: 58 }).passes).toBe(true);
  });

  it("the ramp's shortfall is what the first months fall below a normal month", () => {
    expect(rampShortfallCents(1_000_00, [-500_00, 0, 500_00, 1_000_00, 1_200_00])).toBe(1_500_00 + 1_000_00 + 500_00);
    expect(rampShortfallCents(1_000_00, [])).toBe(0);
  });

  const plan = (fixedCents: number, investmentCents: number) => {
    const base = defaultPlanFrom(null, { title: "Teste", description: "Teste." }, null);
    return computePlan({
      ...base,
      financeiro: {
        ...emptyFinancial(),
        preOperational: [{ item: "Reforma", valueCents: investmentCents }],
        products: [{ name: "Peça", unitsPerMonth: 100, priceCents: 100_00, unitCostCents: 50_00 }],
        fixedCosts: [{ item: "Aluguel", valueCents: fixedCents }],
      },
    });
  };

  it("the plan says 'a conta fecha' only when both pass, and states the thresholds", () => {
    // Sales 10.000, margin 5.000: fixed 4.500 → profit 500 = 5 %; investment 30.000 ÷ 500 = 60 months.
    const edge = plan(4_500_00, 30_000_00);
    expect(edge.profitability.value).toBeCloseTo(0.05, 10);
    expect(edge.payback.value).toBe(60);
    expect(edge.verdict.state).toBe("closes");
    expect(edge.verdict.details.join(" ")).toContain("pelo menos 5% do faturamento");
    expect(edge.verdict.details.join(" ")).toContain("até 5 anos");

    const thin = plan(4_501_00, 1_000_00); // 4,99 %
    expect(thin.resultCents).toBeGreaterThan(0);
    expect(thin.verdict.state).toBe("does-not-close");
    expect(thin.verdict.headline).toContain("Ainda não fecha");
    expect(thin.verdict.details.join(" ")).toContain("abaixo dos 5%");

    const slow = plan(4_500_00, 30_000_01); // 61 months
    expect(slow.payback.value).toBeNull();
    expect(slow.verdict.state).toBe("does-not-close");
    expect(slow.verdict.details.join(" ")).toContain("não volta em 5 anos");
  });

  it("a slow start that keeps the investment from coming back in 5 years does not close, and the profit asked for covers it", () => {
    // Profit 1.000 a month → 40 months with normal months; but a first year at 10 % of the sales
    // (each month −3.500, 4.500 below normal: 54.000 in all) pushes it past 60 months.
    const base = plan(4_000_00, 40_000_00);
    expect(base.payback.value).toBe(40);
    const rampPlan = defaultPlanFrom(null, { title: "Teste", description: "Teste." }, null);
    const slowStart = computePlan({
      ...rampPlan,
      cenarios: { ...rampPlan.cenarios, ramp: Array<number>(12).fill(10) },
      financeiro: {
        ...emptyFinancial(),
        preOperational: [{ item: "Reforma", valueCents: 40_000_00 }],
        products: [{ name: "Peça", unitsPerMonth: 100, priceCents: 100_00, unitCostCents: 50_00 }],
        fixedCosts: [{ item: "Aluguel", valueCents: 4_000_00 }],
      },
    });
    expect(slowStart.payback.value).toBe(40);
    expect(slowStart.scenarios[1]!.paybackMonth).toBeNull();
    expect(slowStart.verdict.state).toBe("does-not-close");
    const text = slowStart.verdict.details.join(" ");
    expect(text).toContain("volta em 40 meses com o lucro de um mês normal, mas, somando mês a mês");
    // (40.000 + 54.000) ÷ 60 = 1.566,67: with that profit the cumulative result reaches zero in month 60.
    expect(text).toContain("precisa deixar R$\u00a01.566,67 de lucro");
  });
});

describe("depreciation at the Receita's rates (IN RFB 1.700/2017, Anexo III)", () => {
  it("classes items by the one catalogue classification", () => {
    expect(depreciationClass("Moto 160 cc usada")).toBe("veiculo");
    expect(depreciationClass("Notebook")).toBe("informatica");
    expect(depreciationClass("Caixa de ferramentas")).toBe("ferramenta");
    expect(depreciationClass("Fogão industrial 4 bocas")).toBe("maquina");
    expect(depreciationClass("Mesas e cadeiras")).toBe("moveis");
    expect(depreciationClass("Sistema de gestão")).toBe("software");
    expect(depreciationClass("Matérias-primas iniciais")).toBe("consumo");
  });

  it("monthly: price × yearly rate ÷ 12, each row to the centavo", () => {
    expect(
      monthlyDepreciationCents([
        { item: "Notebook", qty: 1, unitPriceCents: 3_000_00 }, // 20 % → 50,00
        { item: "Fogão industrial", qty: 2, unitPriceCents: 1_200_00 }, // 10 % → 20,00
        { item: "Matérias-primas iniciais", qty: 1, unitPriceCents: 500_00 }, // not depreciated
      ]),
    ).toBe(70_00);
  });
});

describe("the matcher leaves out ideas that do not pay back in 5 years, unless named", () => {
  // Which ideas do not pay back follows the catalogue's inputs; the rule is tested on whichever do.
  const slow = CATALOGUE.filter((i) => i.paybackMonths === null);

  it("some catalogue ideas do not pay back in their own likely scenario", () => {
    expect(slow.length).toBeGreaterThan(0);
  });

  it("such an idea is suggested when the person names it", () => {
    for (const idea of slow.slice(0, 5))
      expect(
        matchIdeas(`quero trabalhar com ${idea.title.toLowerCase()}`, CATALOGUE).map((p) => p.id),
        idea.id,
      ).toContain(idea.id);
  });

  it("and not for a nearby wish", () => {
    const nearby = matchIdeas("quero fazer entregas no bairro com minha moto, tipo delivery para as casas", CATALOGUE).map((p) => p.id);
    expect(nearby.length).toBeGreaterThan(0);
    for (const id of nearby) expect(CATALOGUE.find((i) => i.id === id)!.paybackMonths, id).not.toBeNull();
  });

  it("counts as not paying back what a normal month repays but the slower start pushes past 5 years (as the verdict does)", () => {
    const rampSlow = CATALOGUE.filter((i) => {
      const likely = economicsOf(i.economics).scenarios.provavel;
      return likely.paybackMonths !== null && likely.recoveredInMonth === null;
    });
    expect(rampSlow.length).toBeGreaterThan(0);
    for (const idea of rampSlow) {
      expect(verdictText(economicsOf(idea.economics)), idea.id).toMatch(/^A conta ainda não fecha/);
      // Named, it is shown.
      expect(
        matchIdeas(`quero trabalhar com ${idea.title.toLowerCase()}`, CATALOGUE).map((p) => p.id),
        idea.id,
      ).toContain(idea.id);
    }
  });
});
