import { describe, expect, it } from "vitest";
import {
  DAS,
  DAS_TRUCKER,
  FACTS_TEXT,
  FACTS_YEAR,
  MEI_ANNUAL_LIMIT,
  MEI_MONTHLY_LIMIT,
  MINIMUM_WAGE,
  simplesEffectiveRate,
} from "./legal-facts";
import { LEARNING_ITEMS } from "~/modules/learning/learning-content";

describe("legal facts", () => {
  it("are not behind the current year (re-check every figure each January and bump FACTS_YEAR)", () => {
    expect(FACTS_YEAR).toBeGreaterThanOrEqual(new Date().getFullYear());
  });

  it("derive the 2026 DAS from 5% (12% trucker) of the minimum wage plus ICMS R$ 1 / ISS R$ 5", () => {
    expect(MINIMUM_WAGE).toBe(1621);
    expect(DAS).toEqual({ comercio: 82.05, servicos: 86.05, comercioServicos: 87.05 });
    expect(DAS_TRUCKER).toEqual({ comercio: 195.52, servicos: 199.52, comercioServicos: 200.52 });
    expect(MEI_MONTHLY_LIMIT).toBe(6750);
    expect(FACTS_TEXT.dasServicos).toBe("R$\u00a086,05");
    expect(FACTS_TEXT.meiOverrunCeiling).toBe("R$\u00a097.200");
  });

  it("computes the Simples Nacional effective rate with the bracket deduction", () => {
    expect(simplesEffectiveRate("III", 120_000)).toBeCloseTo(0.06);
    // 240.000 × 11,2% − 9.360 = 17.520 → 7,3%
    expect(simplesEffectiveRate("III", 240_000)).toBeCloseTo(0.073);
    expect(simplesEffectiveRate("I", MEI_ANNUAL_LIMIT)).toBeCloseTo(0.04);
  });

  it("is what the learning centre quotes (no stale year or amount)", () => {
    const text = LEARNING_ITEMS.map((i) => i.content + i.description).join("\n");
    expect(text).toContain(FACTS_TEXT.dasComercio);
    expect(text).toContain(FACTS_TEXT.minimumWage);
    expect(text).not.toMatch(/1\.518|76,90|80,90|81,90|\b2025\b/);
  });
});
