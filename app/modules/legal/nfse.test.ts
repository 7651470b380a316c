import { describe, expect, test } from "vitest";
import {
  NFSE_ISSUER_URL,
  NFSE_PDF_MAX_BYTES,
  formatNfseAccessKey,
  nfseDescription,
  nfseNeed,
  nfseOrderKind,
  nfseStatusNote,
  nfsePdfProblem,
  nfseTakerLine,
  orderNoteKeyLabel,
  parseNfeAccessKey,
  parseOrderNoteKey,
  parseNfseAccessKey,
  parseNfseIssuedOn,
  serviceForCnae,
} from "./nfse";

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
  test("without a document, the reason says the CNPJ decides", () => {
    expect(nfseNeed(null).reason).toContain("não tem CPF ou CNPJ");
    expect(nfseNeed("52998224725").reason).toContain("pessoa física");
  });
});

describe("parseNfseAccessKey", () => {
  const key = "3550308" + "1" + "2" + "11222333000181" + "0000000000001" + "2611" + "123456789" + "7";
  test("the key has 50 digits", () => expect(key).toHaveLength(50));
  test("accepts 50 digits, with spaces removed", () => {
    expect(parseNfseAccessKey(key)).toEqual({ ok: true, value: key });
    expect(parseNfseAccessKey(key.replace(/(\d{10})/g, "$1 "))).toEqual({ ok: true, value: key });
  });
  test("rejects other lengths and letters with a pt-BR message (an NF-e's 44-digit key too)", () => {
    for (const bad of [key.slice(1), key + "1", key.slice(0, 49) + "A", "", "35120859597245000190550000000095831710040056"]) {
      const parsed = parseNfseAccessKey(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toContain("50 números");
    }
  });
  test("accepts the published example key (Sefin Nacional, CNPJ) and dots or dashes", () => {
    const example = "31062001251235800000112230000000173023019580208160";
    expect(parseNfseAccessKey(example)).toEqual({ ok: true, value: example });
    expect(parseNfseAccessKey(formatNfseAccessKey(example).replace(/ /g, "."))).toEqual({ ok: true, value: example });
  });
  test("rejects 50 digits that cannot be a key: ambiente, tipo de inscrição, month or município out of range", () => {
    const at = (i: number, d: string) => key.slice(0, i) + d + key.slice(i + 1);
    for (const bad of [
      at(7, "3"),
      at(8, "0"),
      at(38, "1").slice(0, 39) + "3" + key.slice(40),
      key.slice(0, 38) + "00" + key.slice(40),
      at(0, "9"),
    ]) {
      const parsed = parseNfseAccessKey(bad);
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) expect(parsed.message).toContain("formato de uma chave de NFS-e");
    }
  });
  test("formats in groups of five", () => {
    expect(formatNfseAccessKey(key).split(" ")).toHaveLength(10);
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

describe("nfseOrderKind", () => {
  test("services, goods or both", () => {
    expect(nfseOrderKind([{ kind: "servicos" }])).toBe("servicos");
    expect(nfseOrderKind([{ kind: "revenda" }, { kind: "industrializados" }])).toBe("mercadorias");
    expect(nfseOrderKind([{ kind: "servicos" }, { kind: "revenda" }])).toBe("misto");
  });
});

describe("nfseDescription", () => {
  test("the order number and its items on one line", () => {
    expect(
      nfseDescription(7, [
        { name: "Corte", quantity: "1 un", total: "R$ 50,00" },
        { name: "Escova", quantity: "2 un", total: "R$ 60,00" },
      ]),
    ).toBe("Pedido nº 7: 1 un de Corte (R$ 50,00); 2 un de Escova (R$ 60,00).");
    expect(nfseDescription(8, [])).toBe("Pedido nº 8.");
  });
});

describe("parseNfseIssuedOn", () => {
  test("a real day, not after today nor before the national standard", () => {
    expect(parseNfseIssuedOn("2026-11-20", "2026-11-26")).toEqual({ ok: true, value: "2026-11-20" });
    expect(parseNfseIssuedOn("2026-11-26", "2026-11-26").ok).toBe(true);
    expect(parseNfseIssuedOn("2026-11-27", "2026-11-26")).toMatchObject({ ok: false, message: expect.stringContaining("depois de hoje") });
    expect(parseNfseIssuedOn("2022-12-31", "2026-11-26")).toMatchObject({ ok: false });
    for (const bad of ["2026-02-30", "26/11/2026", "", "amanhã"]) expect(parseNfseIssuedOn(bad, "2026-11-26").ok, bad).toBe(false);
  });
});

describe("nfsePdfProblem", () => {
  const pdf = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");
  test("a PDF passes; not a PDF, empty or over 2 MB is refused in pt-BR", () => {
    expect(nfsePdfProblem(pdf)).toBeNull();
    expect(nfsePdfProblem(new TextEncoder().encode("<html>%PDF-"))).toContain("não é um PDF");
    expect(nfsePdfProblem(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toContain("não é um PDF");
    expect(nfsePdfProblem(new Uint8Array())).toContain("Escolha");
    const big = new Uint8Array(NFSE_PDF_MAX_BYTES + 1);
    big.set(pdf);
    expect(nfsePdfProblem(big)).toContain("2 MB");
    const exact = new Uint8Array(NFSE_PDF_MAX_BYTES);
    exact.set(pdf);
    expect(nfsePdfProblem(exact)).toBeNull();
  });
});

describe("nfseStatusNote", () => {
  test("a quote waits, a cancelled order gets no note, the others nothing to add", () => {
    expect(nfseStatusNote("orcamento")).toContain("orçamento");
    expect(nfseStatusNote("cancelado")).toContain("não emita");
    for (const status of ["confirmado", "entregue", "pago"] as const) expect(nfseStatusNote(status)).toBeNull();
  });
});

describe("the NF-e key (goods) and the order's key by kind", () => {
  const nfe = "35120859597245000190550000000095831710040056";
  test("44 digits, model 55/65, the modulo-11 check digit", () => {
    expect(parseNfeAccessKey(nfe)).toEqual({ ok: true, value: nfe });
    expect(parseNfeAccessKey(nfe.replace(/(\d{4})/g, "$1 "))).toEqual({ ok: true, value: nfe });
    expect(parseNfeAccessKey(nfe.slice(0, 43) + "7")).toMatchObject({ ok: false, message: expect.stringContaining("não confere") });
    expect(parseNfeAccessKey(nfe.slice(0, 20) + "57" + nfe.slice(22))).toMatchObject({ ok: false });
    expect(parseNfeAccessKey(nfe.slice(1))).toMatchObject({ ok: false, message: expect.stringContaining("44 números") });
  });
  test("services take the NFS-e key, goods the NF-e key, a mixed order either", () => {
    const nfse = "31062001251235800000112230000000173023019580208160";
    expect(parseOrderNoteKey(nfse, "servicos").ok).toBe(true);
    expect(parseOrderNoteKey(nfe, "servicos")).toMatchObject({ ok: false, message: expect.stringContaining("50 números") });
    expect(parseOrderNoteKey(nfe, "mercadorias").ok).toBe(true);
    expect(parseOrderNoteKey(nfse, "mercadorias")).toMatchObject({ ok: false, message: expect.stringContaining("44 números") });
    expect(parseOrderNoteKey(nfe, "misto").ok).toBe(true);
    expect(parseOrderNoteKey(nfse, "misto").ok).toBe(true);
    expect(parseOrderNoteKey("123", "misto")).toMatchObject({ ok: false, message: expect.stringContaining("50 números (NFS-e") });
    expect(formatNfseAccessKey(nfe).split(" ")).toHaveLength(11);
    expect(orderNoteKeyLabel("mercadorias")).toContain("NF-e (44");
  });
});
