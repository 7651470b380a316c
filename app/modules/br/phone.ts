/**
 * Brazilian phone numbers (issue 13 item 13): DDD + 8 digits (landline) or DDD + 9 digits
 * (mobile, starting with 9), stored formatted as '(11) 98888-7777' / '(11) 3333-4444'.
 * Accepts what people type: spaces, dots, dashes, parentheses, '+55' or '55' in front, a
 * leading 0 before the DDD. Every refusal says what is wrong. Pure; shared by the profile form,
 * the profile API and the business tools (clients, suppliers: issue 18).
 */

// The 67 national codes (DDD) of the numbering plan: Anatel, Resolução nº 263/2001 (Plano Geral
// de Códigos Nacionais), as compiled to date. No DDD ends in 0, and 20, 23, 25, 26, 29, 30, 36, 39,
// 40, 50, 52, 56–60, 70, 72, 76, 78, 80, 90 are not assigned.
export const BRAZILIAN_DDDS: ReadonlySet<string> = new Set(
  [
    "11 12 13 14 15 16 17 18 19",
    "21 22 24 27 28",
    "31 32 33 34 35 37 38",
    "41 42 43 44 45 46 47 48 49",
    "51 53 54 55",
    "61 62 63 64 65 66 67 68 69",
    "71 73 74 75 77 79",
    "81 82 83 84 85 86 87 88 89",
    "91 92 93 94 95 96 97 98 99",
  ].flatMap((line) => line.split(" ")),
);

export const PHONE_EXAMPLE = "(11) 98888-7777";

/** The DDD of a phone as stored or typed ("(81) 98888-7777", "81988887777"), when it is a real one; else null. */
export function dddOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? "")
    .replace(/\D/g, "")
    .replace(/^55(?=\d{10,11}$)/, "")
    .replace(/^0(?=\d{10,11}$)/, "");
  const ddd = digits.slice(0, 2);
  return digits.length >= 10 && BRAZILIAN_DDDS.has(ddd) ? ddd : null;
}

/**
 * The hint under a client's WhatsApp: the example uses the person's own DDD when it is known (a cake maker in Recife
 * reads "(81) …", not São Paulo's "(11) …").
 */
export function clientPhoneHint(ddd: string | null): string {
  return `Com DDD, por exemplo (${ddd ?? "11"}) 98765-4321.`;
}

export type PhoneResult =
  | {
      ok: true;
      /** '(11) 98765-4321' */
      phone: string;
      /** DDD + number, digits only: '11987654321'. */
      digits: string;
      /** International form without '+', as wa.me wants it: '5511987654321'. */
      e164: string;
      mobile: boolean;
    }
  | { ok: false; error: string };

const EXAMPLE = `por exemplo ${PHONE_EXAMPLE}`;
/** The message for a phone left empty. */
export const PHONE_REQUIRED = `Informe seu telefone com DDD, ${EXAMPLE}.`;

/** Checks a typed phone and returns it formatted, or a message in pt-BR that says what is wrong. */
export function parseBrazilianPhone(input: string | null | undefined): PhoneResult {
  const typed = (input ?? "").trim();
  if (!typed) return { ok: false, error: PHONE_REQUIRED };
  if (/[^\d\s().+-]/.test(typed)) {
    return { ok: false, error: `O telefone deve ter só números (pode usar espaços, parênteses e traço), ${EXAMPLE}.` };
  }
  let digits = typed.replace(/\D/g, "");
  // '+55 11 9…' or '55 11 9…' (country code), '011 9…' (long-distance prefix).
  if (typed.startsWith("+")) {
    if (!digits.startsWith("55")) return { ok: false, error: "Use um telefone do Brasil (código +55)." };
    digits = digits.slice(2);
  } else if (digits.length > 11 && digits.startsWith("55")) {
    digits = digits.slice(2);
  }
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length < 10) {
    return {
      ok: false,
      error: `O telefone tem ${digits.length} ${digits.length === 1 ? "dígito" : "dígitos"}; com o DDD são 10 (fixo) ou 11 (celular), ${EXAMPLE}.`,
    };
  }
  if (digits.length > 11) {
    return {
      ok: false,
      error: `O telefone tem ${digits.length} dígitos, mais do que um número do Brasil: com o DDD são 10 (fixo) ou 11 (celular).`,
    };
  }
  const ddd = digits.slice(0, 2);
  const number = digits.slice(2);
  if (!BRAZILIAN_DDDS.has(ddd)) return { ok: false, error: `O DDD ${ddd} não existe. Confira os dois primeiros números (${EXAMPLE}).` };
  if (number.length === 9 && number[0] !== "9") {
    return { ok: false, error: `Celular tem 9 dígitos depois do DDD e começa com 9, ${EXAMPLE}.` };
  }
  if (number.length === 8 && !/^[2-5]/.test(number)) {
    return { ok: false, error: "Celular tem 9 dígitos depois do DDD: acrescente o 9 no início do número." };
  }
  const phone =
    number.length === 9 ? `(${ddd}) ${number.slice(0, 5)}-${number.slice(5)}` : `(${ddd}) ${number.slice(0, 4)}-${number.slice(4)}`;
  return { ok: true, phone, digits, e164: `55${digits}`, mobile: number.length === 9 };
}

/** 'https://wa.me/5511987654321', with an optional pre-filled message. */
export function whatsappLink(phone: { e164: string }, text?: string): string {
  return `https://wa.me/${phone.e164}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** Stored digits ('11987654321') → '(11) 98765-4321'; anything else is shown as it is. */
export function formatPhoneDigits(digits: string): string {
  const parsed = parseBrazilianPhone(digits);
  return parsed.ok ? parsed.phone : digits;
}
