import { describe, expect, it } from "vitest";
import { meiLimitCents, meiLimitStatus } from "~/modules/business/mei-limit";
import { DAS } from "~/modules/facts/legal-facts";
import { businessProfileSchema, parseCnpj } from "./business-profile";
import { dasCentsFor, dasKindFor, findOccupation, OCCUPATIONS, occupationGroups } from "./occupations";

describe("CNPJ of the business profile", () => {
  it("accepts numeric and alphanumeric CNPJs with the right check digits, normalized", () => {
    expect(parseCnpj("11.222.333/0001-81")).toEqual({ ok: true, value: "11222333000181", display: "11.222.333/0001-81" });
    // The Receita Federal's published example of the alphanumeric CNPJ (from July 2026).
    expect(parseCnpj("12.abc.345/01de-35")).toEqual({ ok: true, value: "12ABC34501DE35", display: "12.ABC.345/01DE-35" });
  });
  it("refuses wrong check digits, wrong length and letters in the check digits", () => {
    expect(parseCnpj("11.222.333/0001-82").ok).toBe(false);
    expect(parseCnpj("12.ABC.345/01DE-36").ok).toBe(false);
    expect(parseCnpj("1122233300018").ok).toBe(false);
    expect(parseCnpj("12ABC34501DEAB").ok).toBe(false);
    expect(parseCnpj("00000000000000").ok).toBe(false);
  });
});

describe("DAS by occupation (official table's ICMS/ISS columns, 2026 values from the facts module)", () => {
  it("commerce/industry R$ 82,05, services R$ 86,05, both R$ 87,05, neither only the INSS", () => {
    expect(DAS).toEqual({ comercio: 82.05, servicos: 86.05, comercioServicos: 87.05 });
    const doceiro = findOccupation("Doceiro(a) independente")!;
    expect(dasKindFor(doceiro)).toBe("comercio");
    expect(dasCentsFor(doceiro)).toBe(8205);
    const services = OCCUPATIONS.find((o) => o.iss && !o.icms)!;
    expect(dasCentsFor(services)).toBe(8605);
    const both = findOccupation("Apicultor(a) independente")!;
    expect(dasCentsFor(both)).toBe(8705);
    const rental = findOccupation("Locador(a) de bicicletas, independente")!;
    expect(dasKindFor(rental)).toBe("semIcmsIss");
    expect(dasCentsFor(rental)).toBe(8105);
  });
  it("the picker groups every occupation exactly once", () => {
    expect(occupationGroups().reduce((n, g) => n + g.names.length, 0)).toBe(OCCUPATIONS.length);
  });
});

describe("profile schema", () => {
  const schema = businessProfileSchema("2026-11-26");
  it("keeps the occupation's CNAE, refuses unknown occupations, future dates and dates before the MEI", () => {
    const ok = schema.safeParse({ cnpj: "11222333000181", openedOn: "2026-10-05", occupation: "Doceiro(a) independente", state: "sp" });
    expect(ok.success && ok.data).toMatchObject({ occupationCnae: "5620104", state: "SP", city: null });
    expect(schema.safeParse({ occupation: "Astronauta" }).success).toBe(false);
    expect(schema.safeParse({ openedOn: "2026-11-27" }).success).toBe(false);
    expect(schema.safeParse({ openedOn: "2009-06-30" }).success).toBe(false);
    expect(schema.safeParse({ openedOn: "2026-02-30" }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(true);
  });
});

describe("the limit that applies", () => {
  it("opening year: R$ 6.750 × months from the opening month to December; other years R$ 81.000", () => {
    expect(meiLimitCents(2026, { year: 2026, month: 10 })).toBe(2_025_000); // Oct, Nov, Dec
    expect(meiLimitCents(2026, { year: 2026, month: 1 })).toBe(8_100_000);
    expect(meiLimitCents(2026, { year: 2026, month: 12 })).toBe(675_000);
    expect(meiLimitCents(2026, { year: 2025, month: 10 })).toBe(8_100_000);
    expect(meiLimitCents(2026, null)).toBe(8_100_000);
  });
  it("the 80 %, 100 % and 20 % levels follow the proportional limit", () => {
    const limit = meiLimitCents(2026, { year: 2026, month: 10 });
    expect(meiLimitStatus(1_700_000, limit).level).toBe("attention"); // 84 %; of R$ 81.000 it would be 21 %
    expect(meiLimitStatus(2_100_000, limit).level).toBe("over");
    expect(meiLimitStatus(2_500_000, limit).level).toBe("overTolerance"); // > 24.300
    expect(meiLimitStatus(1_700_000, 8_100_000).level).toBe("ok");
  });
});
