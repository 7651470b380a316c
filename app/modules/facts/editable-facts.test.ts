import { describe, expect, it } from "vitest";
import {
  dasKnownFor,
  EDITABLE_FACTS,
  formatFactValue,
  parseFactValue,
  resolveLegalFacts,
  validateOverride,
  type FactOverride,
} from "./editable-facts";
import { dasAmount, DEFAULT_LEGAL_FACTS, MEI_ANNUAL_LIMIT, MINIMUM_WAGE } from "./legal-facts";
import { meiLimitCents } from "~/modules/business/mei-limit";
import { dasCentsFor } from "~/modules/legal/occupations";
import { simFactsFrom, simulateNano } from "~/modules/legal/regime-simulator";

describe("editable legal facts", () => {
  it("whitelists every figure of LegalFacts once, with its default inside its own bounds", () => {
    const keys = EDITABLE_FACTS.map((f) => f.key).sort();
    expect(keys).toEqual(Object.keys(DEFAULT_LEGAL_FACTS).sort());
    for (const fact of EDITABLE_FACTS) {
      const value = DEFAULT_LEGAL_FACTS[fact.key];
      expect(value, fact.key).toBeGreaterThanOrEqual(fact.min);
      expect(value, fact.key).toBeLessThanOrEqual(fact.max);
    }
  });

  it("reads reais and percentages as people type them", () => {
    expect(parseFactValue({ unit: "reais" }, "144.913,41")).toBe(144913.41);
    expect(parseFactValue({ unit: "reais" }, "R$ 100000")).toBe(100000);
    expect(parseFactValue({ unit: "reais" }, "cem mil")).toBeNull();
    expect(parseFactValue({ unit: "percent" }, "5")).toBe(0.05);
    expect(parseFactValue({ unit: "percent" }, "5,5%")).toBe(0.055);
    expect(parseFactValue({ unit: "percent" }, "-3")).toBeNull();
    expect(formatFactValue({ unit: "reais" }, 81000)).toBe("R$\u00a081.000,00");
    expect(formatFactValue({ unit: "percent" }, 0.12)).toBe("12%");
  });

  it("accepts a valid form and refuses unknown keys, out-of-bounds values, bad dates and a missing source", () => {
    expect(validateOverride({ key: "meiAnnualLimit", value: "130.000", validFrom: "2027-01-01", source: "LC 999/2026, art. 1º" })).toEqual({
      ok: true,
      value: { key: "meiAnnualLimit", value: 130000, validFrom: "2027-01-01", source: "LC 999/2026, art. 1º" },
    });
    const bad = validateOverride({ key: "dasDueDay", value: "10", validFrom: "2027-02-30", source: " " });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.key).toMatch(/Escolha/);
      expect(bad.errors.validFrom).toMatch(/data/);
      expect(bad.errors.source).toMatch(/fonte/);
    }
    // A missing zero in the limit (R$ 8.100) or an INSS rate of 50% is a slip, not a law.
    const slip = validateOverride({ key: "meiAnnualLimit", value: "8.100", validFrom: "2027-01-01", source: "LC 999/2026" });
    expect(slip.ok ? null : slip.errors.value).toBe("O valor precisa estar entre R$\u00a050.000,00 e R$\u00a0500.000,00.");
    const rate = validateOverride({ key: "meiInssRate", value: "50", validFrom: "2027-01-01", source: "LC 999/2026" });
    expect(rate.ok ? null : rate.errors.value).toMatch(/entre 1% e 20%/);
  });

  it("resolves each figure from the latest value valid on the day, else the module's default", () => {
    const rows: FactOverride[] = [
      { key: "meiAnnualLimit", value: 130_000, validFrom: "2027-01-01" },
      { key: "meiAnnualLimit", value: 144_913.41, validFrom: "2028-01-01" },
      { key: "minimumWage", value: 1700, validFrom: "2027-01-01" },
      { key: "minimumWage", value: 1710, validFrom: "2027-01-01" }, // a correction: the later row wins
      { key: "notAFact", value: 1, validFrom: "2020-01-01" },
    ];
    expect(resolveLegalFacts(rows, "2026-12-31")).toEqual(DEFAULT_LEGAL_FACTS);
    const in2027 = resolveLegalFacts(rows, "2027-01-01");
    expect(in2027).toMatchObject({ meiAnnualLimit: 130_000, minimumWage: 1710, meiIss: 5 });
    expect(resolveLegalFacts(rows, "2030-06-01").meiAnnualLimit).toBe(144_913.41);
    expect(dasAmount("servicos", false, in2027)).toBe(90.5); // 5% of 1.710 + R$ 5
    expect(dasKnownFor(2026, rows)).toBe(true);
    expect(dasKnownFor(2027, rows)).toBe(true);
    expect(dasKnownFor(2028, rows)).toBe(false);
  });

  it("flows into the pure rules, which keep the module constants as defaults", () => {
    const facts = { ...DEFAULT_LEGAL_FACTS, meiAnnualLimit: 120_000, minimumWage: 2000 };
    expect(meiLimitCents(2027, null)).toBe(MEI_ANNUAL_LIMIT * 100);
    expect(meiLimitCents(2027, null, facts)).toBe(12_000_000);
    expect(meiLimitCents(2027, { year: 2027, month: 10 }, facts)).toBe(3_000_000); // R$ 10.000 × 3 months
    expect(dasCentsFor({ icms: true, iss: false })).toBe(Math.round((MINIMUM_WAGE * 0.05 + 1) * 100));
    expect(dasCentsFor({ icms: true, iss: false }, facts)).toBe(10_100);
    const nano = simulateNano({ annualRevenue: 59_000, activity: "servicos", annex: "III", hasEmployee: false }, simFactsFrom(facts));
    expect(nano.applies).toBe(true); // below 50% of R$ 120.000
  });
});
