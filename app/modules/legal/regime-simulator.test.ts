import { describe, expect, it } from "vitest";
import { DEFAULT_SIM_FACTS, simulateMe, simulateMei, simulateNano, simulateRegimes, type SimInput } from "./regime-simulator";

const base: SimInput = { annualRevenue: 30_000, activity: "servicos", annex: "III", hasEmployee: false };

describe("regime simulator", () => {
  it("nanoempreendedor only strictly below R$ 40.500", () => {
    expect(simulateNano({ ...base, annualRevenue: 40_499.99 }).applies).toBe(true);
    expect(simulateNano({ ...base, annualRevenue: 40_500 }).applies).toBe(false);
    expect(simulateNano(base).monthly).toBe(178.31);
  });
  it("MEI up to exactly R$ 81.000, with the 20 % tolerance message above", () => {
    expect(simulateMei({ ...base, annualRevenue: 81_000 }).applies).toBe(true);
    const over = simulateMei({ ...base, annualRevenue: 97_200 });
    expect(over.applies).toBe(false);
    expect(over.reasons[0]).toContain("DAS complementar");
    expect(simulateMei({ ...base, annualRevenue: 97_200.01 }).reasons[0]).toContain("1º de janeiro");
    expect(simulateMei(base).monthly).toBe(86.05);
    expect(simulateMei({ ...base, occupationAllowedForMei: false }).applies).toBe(false);
  });
  it("Anexo V with and without Fator R", () => {
    const without = simulateMe({ ...base, annex: "V", annualRevenue: 120_000, annualPayroll: 0, accountantMonthly: 0 });
    const withR = simulateMe({ ...base, annex: "V", annualRevenue: 120_000, annualPayroll: 33_600, accountantMonthly: 0 });
    expect(without.monthly).toBe(1550);
    expect(withR.monthly).toBe(600);
    expect(withR.basis.join(" ")).toContain("Anexo III");
  });
  it("a changed MEI limit changes MEI and nano", () => {
    const facts = { ...DEFAULT_SIM_FACTS, meiAnnualLimit: 130_000 };
    const [nano, mei] = simulateRegimes({ ...base, annualRevenue: 100_000 }, facts);
    expect(mei?.applies).toBe(true);
    expect(nano?.applies).toBe(false);
    expect(simulateNano({ ...base, annualRevenue: 64_000 }, facts).applies).toBe(true);
  });
});
