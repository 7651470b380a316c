import { describe, expect, it } from "vitest";
import { brCodeAmount, brCodeText, orderTxid, parsePixKey, pixPayload } from "./pix";
import { pixQrSvg } from "./pix-qr.server";

/** ID (2 digits) + length (2 digits) + value, repeated: the EMV TLV of a BR Code. */
function tlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    expect(Number.isInteger(length), `length of ${id}`).toBe(true);
    const value = text.slice(at + 4, at + 4 + length);
    expect(value.length, `value of ${id}`).toBe(length);
    expect(fields.has(id), `field ${id} once`).toBe(false);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), written here independently of the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const charge = {
  key: "+5511987654321",
  merchantName: "Doces da Conceição Ltda e Filhos Reunidos",
  merchantCity: "São José dos Campos",
  amountCents: 123450,
  txid: orderTxid(123),
};

describe("BR Code payload", () => {
  it("has every field of a static Pix BR Code, in order, with a correct CRC", () => {
    const payload = pixPayload(charge)!;
    expect(payload).toBeTypeOf("string");
    const fields = tlv(payload);
    expect([...fields.keys()]).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(fields.get("00")).toBe("01");
    const account = tlv(fields.get("26")!);
    expect(account.get("00")).toBe("br.gov.bcb.pix");
    expect(account.get("01")).toBe("+5511987654321");
    expect(fields.get("52")).toBe("0000");
    expect(fields.get("53")).toBe("986");
    expect(fields.get("54")).toBe("1234.50");
    expect(fields.get("58")).toBe("BR");
    expect(fields.get("59")).toBe("DOCES DA CONCEICAO LTDA E");
    expect(fields.get("59")!.length).toBeLessThanOrEqual(25);
    expect(fields.get("60")).toBe("SAO JOSE DOS CA");
    expect(fields.get("60")!.length).toBeLessThanOrEqual(15);
    expect(tlv(fields.get("62")!).get("05")).toBe("PED123");
    // The CRC covers everything up to and including '6304'.
    expect(fields.get("63")).toBe(crc16(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe("6304");
  });

  it("changes the CRC when any character changes", () => {
    const payload = pixPayload(charge)!;
    const tampered = payload.replace("1234.50", "1234.51");
    expect(crc16(tampered.slice(0, -4))).not.toBe(payload.slice(-4));
  });

  it("formats amounts with a dot, two decimals and no thousands separator", () => {
    expect(brCodeAmount(1050)).toBe("10.50");
    expect(brCodeAmount(5)).toBe("0.05");
    expect(brCodeAmount(100000000)).toBe("1000000.00");
    expect(tlv(pixPayload({ ...charge, amountCents: 1050 })!).get("54")).toBe("10.50");
    expect(tlv(pixPayload({ ...charge, amountCents: 100 })!).get("54")).toBe("1.00");
  });

  it("refuses a charge without an amount, name or txid", () => {
    expect(pixPayload({ ...charge, amountCents: 0 })).toBeNull();
    expect(pixPayload({ ...charge, amountCents: 10.5 })).toBeNull();
    expect(pixPayload({ ...charge, merchantName: "   " })).toBeNull();
    expect(pixPayload({ ...charge, txid: "***" })).toBeNull();
  });

  it("names the order in the txid, within 25 alphanumerics", () => {
    expect(orderTxid(123)).toBe("PED123");
    expect(orderTxid(7, true)).toBe("TESTE7");
    expect(orderTxid(10 ** 30)).toBe("PED0");
    expect(orderTxid(Number.MAX_SAFE_INTEGER)).toMatch(/^[A-Z0-9]{1,25}$/);
  });

  it("folds names to upper case without accents", () => {
    expect(brCodeText("Açaí da Ângela", 25)).toBe("ACAI DA ANGELA");
    expect(brCodeText("Brasília", 15)).toBe("BRASILIA");
  });
});

describe("Pix keys", () => {
  it("reads each kind into its DICT form", () => {
    expect(parsePixKey("123.456.789-09", "cpf")).toEqual({ ok: true, type: "cpf", value: "12345678909" });
    expect(parsePixKey("11.222.333/0001-81", "cnpj")).toEqual({ ok: true, type: "cnpj", value: "11222333000181" });
    expect(parsePixKey("Maria@Exemplo.com.br", "email")).toEqual({ ok: true, type: "email", value: "maria@exemplo.com.br" });
    expect(parsePixKey("(11) 98765-4321", "phone")).toEqual({ ok: true, type: "phone", value: "+5511987654321" });
    expect(parsePixKey("+55 11 98765-4321", "phone")).toEqual({ ok: true, type: "phone", value: "+5511987654321" });
    expect(parsePixKey("71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d", "evp")).toMatchObject({ ok: true, type: "evp" });
  });

  it("refuses wrong check digits, other kinds and nonsense with a message", () => {
    const cpf = parsePixKey("123.456.789-00", "cpf");
    expect(cpf.ok).toBe(false);
    expect(!cpf.ok && cpf.error).toMatch(/CPF válido/);
    expect(parsePixKey("11.222.333/0001-82", "cnpj").ok).toBe(false);
    expect(parsePixKey("fulano@", "email").ok).toBe(false);
    expect(parsePixKey("(11) 3333-4444", "phone").ok).toBe(false); // a landline is not a Pix key
    expect(parsePixKey("123.456.789-09", "email").ok).toBe(false);
    expect(parsePixKey("not-a-uuid", "evp").ok).toBe(false);
    expect(parsePixKey("", "cpf")).toEqual({ ok: false, error: "Informe a sua chave Pix." });
  });

  it("recognizes the kind when none is given (the API)", () => {
    expect(parsePixKey("fulano@example.com")).toMatchObject({ ok: true, type: "email" });
    expect(parsePixKey("+5511987654321")).toMatchObject({ ok: true, type: "phone" });
    expect(parsePixKey("qualquer coisa").ok).toBe(false);
  });
});

describe("QR code", () => {
  it("draws the payload as an SVG on the server", async () => {
    const svg = await pixQrSvg(pixPayload(charge)!);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("viewBox");
    expect(svg).not.toContain("<script");
  });
});
