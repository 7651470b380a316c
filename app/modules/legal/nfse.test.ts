import { describe, expect, test } from "vitest";
import { NFSE_ISSUER_URL, nfseNeed, nfseTakerLine, parseNfseAccessKey, serviceForCnae } from "./nfse";

describe("nfseNeed", () => {
  test("a client with a CNPJ requires a note, citing the law", () => {
    const need = nfseNeed("11222333000181");
    expect(need.required).toBe(true);
    expect(need.reason).toContain("art. 26");
    expect(need.reason).toContain("empresa");
  });
  test("an alphanumeric CNPJ is a company too", () => {
    expect(nfseNeed("12ABC34501DE35").required).toBe(true);
  });
  test("a person (CPF) or no document: only when asked", () => {
    for (const doc of ["52998224725", null, undefined, ""]) {
      const need = nfseNeed(doc);
      expect(need.required).toBe(false);
      expect(need.reason).toContain("se o cliente pedir");
    }
  });
});

describe("parseNfseAccessKey", () => {
  const key = "3550308" + "1" + "2" + "11222333000181" + "0000000000001" + "2611" + "123456789" + "7";
  test("the key has 50 digits", () => expect(key).toHaveLength(50));
  test("accepts 50 digits, with spaces removed", () => {
    expect(parseNfseAccessKey(key)).toEqual({ ok: true, value: key });
    expect(parseNfseAccessKey(key.replace(/(\d{10})/g, "$1 "))).toEqual({ ok: true, value: key });
  });
  test("rejects other lengths and letters with a pt-BR message", () => {
    for (const bad of [key.slice(1), key + "1", key.slice(0, 49) + "A", "", "35120859597245000190550000000095831710040056"]) {
      const parsed = parseNfseAccessKey(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toContain("50 números");
    }
  });
});

describe("serviceForCnae", () => {
  test("maps known occupations to the LC 116 item, without guessing an NBS code", () => {
    expect(serviceForCnae("9602501")).toMatchObject({ item: "6.01", nbs: null });
    expect(serviceForCnae("9602-5/02")).toMatchObject({ item: "6.02" });
    expect(serviceForCnae("9511800")).toMatchObject({ item: "14.01" });
    expect(serviceForCnae("7420001")).toMatchObject({ item: "13.03" });
  });
  test("no mapping → null (the person chooses in the issuer)", () => {
    expect(serviceForCnae("4781400")).toBeNull();
    expect(serviceForCnae(null)).toBeNull();
  });
});

test("taker line and issuer link", () => {
  expect(nfseTakerLine({ name: "Padaria Sol", document: "11222333000181" })).toBe("Padaria Sol — CNPJ 11.222.333/0001-81");
  expect(nfseTakerLine({ name: "Ana", document: null })).toContain("sem CPF/CNPJ");
  expect(NFSE_ISSUER_URL).toBe("https://www.nfse.gov.br/EmissorNacional");
});
