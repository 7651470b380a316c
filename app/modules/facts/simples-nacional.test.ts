import { describe, expect, it } from "vitest";
import {
  SIMPLES_BRACKETS,
  annexWithFatorR,
  companySize,
  fatorR,
  monthlyProLaboreForFatorR,
  payrollForFatorR,
  simplesRateFor,
  simplesEffectiveRate,
  type SimplesAnnex,
} from "./simples-nacional";

describe("Simples Nacional annexes", () => {
  it("have six brackets up to the R$ 4,8 mi ceiling, the rate never decreasing", () => {
    for (const annex of Object.keys(SIMPLES_BRACKETS) as SimplesAnnex[]) {
      const brackets = SIMPLES_BRACKETS[annex];
      expect(brackets.map((b) => b.upTo)).toEqual([180_000, 360_000, 720_000, 1_800_000, 3_600_000, 4_800_000]);
      for (let i = 1; i < brackets.length; i++) expect(brackets[i]!.rate).toBeGreaterThan(brackets[i - 1]!.rate);
    }
  });

  it("is continuous at the boundaries of brackets 1 to 5 (the deductions are right)", () => {
    // The 6th bracket is not continuous with the 5th by design: above the R$ 3,6 mi sublimit ICMS
    // and ISS are paid outside the DAS (LC 123/2006, art. 13-A), so its rate excludes them.
    for (const annex of Object.keys(SIMPLES_BRACKETS) as SimplesAnnex[]) {
      for (const { upTo } of SIMPLES_BRACKETS[annex].slice(0, -2)) {
        // Each deduction makes the tax at the top of a bracket equal the next bracket's at the same revenue.
        expect(Math.abs(simplesEffectiveRate(annex, upTo) - simplesEffectiveRate(annex, upTo + 0.01))).toBeLessThan(0.0005);
      }
    }
  });

  it("gives the effective rate of the upper brackets (auto-peças at R$ 1,5 mi: about 9,2 %, not 8,6 %)", () => {
    // 1.500.000 × 10,7 % − 22.500 = 138.000 → 9,2 %
    expect(simplesEffectiveRate("I", 1_500_000)).toBeCloseTo(0.092, 4);
    // 4.000.000 × 33 % − 648.000 = 672.000 → 16,8 %
    expect(simplesEffectiveRate("III", 4_000_000)).toBeCloseTo(0.168, 4);
    expect(simplesEffectiveRate("V", 120_000)).toBeCloseTo(0.155, 4);
    // 500.000 × 10,2 % − 12.420 = 38.580 → 7,716 %
    expect(simplesEffectiveRate("IV", 500_000)).toBeCloseTo(0.07716, 5);
    expect(simplesEffectiveRate("II", 0)).toBe(0.045);
  });

  it("moves an Anexo V service to Anexo III from a Fator R of 28 %", () => {
    expect(fatorR(28_000, 100_000)).toBeCloseTo(0.28);
    expect(annexWithFatorR("V", 28_000, 100_000)).toBe("III");
    expect(annexWithFatorR("V", 27_999, 100_000)).toBe("V");
    expect(annexWithFatorR("III", 0, 100_000)).toBe("III");
    expect(annexWithFatorR("V", 0, 0)).toBe("V");
    expect(payrollForFatorR(200_000)).toBe(56_000);
  });

  it("names the company size: ME up to R$ 360 mil, EPP up to R$ 4,8 mi", () => {
    expect(companySize(360_000)).toBe("ME");
    expect(companySize(360_001)).toBe("EPP");
    expect(companySize(4_800_000)).toBe("EPP");
    expect(companySize(4_800_001)).toBe("acima do Simples");
  });

  it("applies the Fator R to an Anexo V rate and gives the pró-labore that reaches it", () => {
    expect(simplesRateFor("V", 120_000, 0)).toEqual({ annex: "V", rate: 0.155 });
    expect(simplesRateFor("V", 120_000, 33_600)).toEqual({ annex: "III", rate: 0.06 });
    expect(simplesRateFor("I", 1_500_000, 0).rate).toBeCloseTo(0.092, 4);
    // 28 % of R$ 120.000 = R$ 33.600 a year = R$ 2.800 a month; R$ 12.000 of payroll already there
    expect(monthlyProLaboreForFatorR(120_000, 0)).toBe(2_800);
    expect(monthlyProLaboreForFatorR(120_000, 12_000)).toBe(1_800);
    expect(monthlyProLaboreForFatorR(120_000, 40_000)).toBe(0);
  });
});
