/**
 * Pix (decision 028): the person's Pix key, validated by kind, and the static BR Code ("Pix copia e
 * cola") that asks for an order's amount and names the order in its transaction id. Pure: the
 * payload comes from `@brazilian-utils/brazilian-utils` (generatePixPayload, which also writes the
 * CRC16-CCITT), the key checks from its getPixKeyInfo. The QR image is drawn on the server
 * (pix-qr.server.ts).
 *
 * Source of the format: Banco Central do Brasil, "Manual de Padrões para Iniciação do Pix" and
 * "Manual do BR Code" (EMV QRCPS-MPM): https://www.bcb.gov.br/estabilidadefinanceira/pix
 * — merchant name ≤ 25 characters, city ≤ 15, txid ≤ 25 of [A-Za-z0-9], amount with two decimals.
 */
import { generatePixPayload, getPixKeyInfo } from "@brazilian-utils/brazilian-utils";

import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from "./pix-labels";

export { PIX_KEY_TYPE_LABELS, type PixKeyType };

const KEY_EXAMPLES: Record<PixKeyType, string> = {
  cpf: "123.456.789-09",
  cnpj: "11.222.333/0001-81",
  email: "voce@exemplo.com.br",
  phone: "(11) 98765-4321",
  evp: "71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d",
};

export type PixKeyResult = { ok: true; type: PixKeyType; value: string } | { ok: false; error: string };

/**
 * A typed Pix key → its DICT canonical form ('12345678909', '+5511987654321', lower-case e-mail…).
 * With `type` the key must be of that kind (an 11-digit number is a CPF or a phone: the person
 * says which); without it the kind is recognized (the API).
 */
export function parsePixKey(input: string | null | undefined, type?: PixKeyType | null): PixKeyResult {
  const typed = (input ?? "").trim();
  if (!typed) return { ok: false, error: "Informe a sua chave Pix." };
  if (typed.length > 77) return { ok: false, error: "Chave Pix longa demais." };
  let candidate = typed;
  // A phone typed without +55 ('(11) 98765-4321') is a phone key when the person chose "Celular".
  if (type === "phone" && !typed.startsWith("+")) {
    const digits = typed.replace(/\D/g, "");
    candidate = digits.length === 10 || digits.length === 11 ? `+55${digits}` : typed;
  }
  if (type === "email") candidate = typed.toLowerCase();
  const info = getPixKeyInfo(candidate);
  if (!info || (type && info.type !== type)) {
    const what = type ? `${PIX_KEY_TYPE_LABELS[type]} válido` : "chave Pix válida (CPF, CNPJ, e-mail, celular ou chave aleatória)";
    return { ok: false, error: `Não é um${type === "evp" ? "a" : ""} ${what}${type ? `, por exemplo ${KEY_EXAMPLES[type]}` : ""}.` };
  }
  return { ok: true, type: info.type, value: info.value };
}

/** 'PED' + the order number ('PED123'; test orders 'TESTE7'): at most 25 of [A-Za-z0-9]. */
export function orderTxid(number: number, test = false): string {
  const n = Number.isSafeInteger(number) && number > 0 ? String(number) : "0";
  return `${test ? "TESTE" : "PED"}${n}`.slice(0, 25);
}

/** Upper case, accents dropped, only what the BR Code takes, cut at `max` characters. */
export function brCodeText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .,\-/&]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** 1050 → '10.50' (the BR Code's amount: dot, two decimals, no thousands separator). */
export function brCodeAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

export type PixCharge = {
  /** The key in DICT form (parsePixKey's value). */
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  txid: string;
};

/**
 * The static BR Code for a charge, or null when it cannot be made (no amount, a name or city
 * with nothing left after folding, a key the library refuses).
 */
export function pixPayload(charge: PixCharge): string | null {
  if (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0) return null;
  const merchantName = brCodeText(charge.merchantName, 25);
  const merchantCity = brCodeText(charge.merchantCity, 15);
  const txid = charge.txid.replace(/[^A-Za-z0-9]/g, "").slice(0, 25);
  if (!merchantName || !merchantCity || !txid) return null;
  return generatePixPayload({
    key: charge.key,
    merchantName,
    merchantCity,
    amount: Number(brCodeAmount(charge.amountCents)),
    txid,
  });
}
