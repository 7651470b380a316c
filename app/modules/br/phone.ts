/**
 * Brazilian phone numbers: DDD (area code) + 8 digits (landline) or 9 digits (mobile, starting
 * with 9). Valid DDDs from Anatel's Plano de Numeração (the 67 area codes in use).
 */
const VALID_DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49,
  51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92,
  93, 94, 95, 96, 97, 98, 99,
]);

export type BrazilianPhone = {
  /** DDD + number, digits only: '11987654321'. */
  digits: string;
  /** International form without '+', as wa.me wants it: '5511987654321'. */
  e164: string;
  /** '(11) 98765-4321' */
  display: string;
  mobile: boolean;
};

export type PhoneResult = { ok: true; phone: BrazilianPhone } | { ok: false; message: string };

/** Parses what a person types: '(11) 98765-4321', '11987654321', '+55 11 98765 4321', '011 ...'. */
export function parseBrazilianPhone(input: string): PhoneResult {
  let digits = input.replace(/\D/g, "");
  if (digits.length >= 12 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length >= 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length !== 10 && digits.length !== 11) {
    return { ok: false, message: "Informe o telefone com DDD, por exemplo (11) 98765-4321." };
  }
  const ddd = Number(digits.slice(0, 2));
  if (!VALID_DDDS.has(ddd)) return { ok: false, message: `O DDD ${digits.slice(0, 2)} não existe. Confira o código de área.` };
  const number = digits.slice(2);
  const mobile = number.length === 9;
  if (mobile && !number.startsWith("9")) return { ok: false, message: "Celular com 9 dígitos começa com 9. Confira o número." };
  if (!mobile && !/^[2-5]/.test(number)) {
    return { ok: false, message: "Número de celular sem o 9 na frente? Celulares têm 9 dígitos depois do DDD." };
  }
  const display = mobile ? `(${digits.slice(0, 2)}) ${number.slice(0, 5)}-${number.slice(5)}` : `(${digits.slice(0, 2)}) ${number.slice(0, 4)}-${number.slice(4)}`;
  return { ok: true, phone: { digits, e164: `55${digits}`, display, mobile } };
}

/** 'https://wa.me/5511987654321', with an optional pre-filled message. */
export function whatsappLink(phone: Pick<BrazilianPhone, "e164">, text?: string): string {
  return `https://wa.me/${phone.e164}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** Stored digits ('11987654321') → '(11) 98765-4321'; anything else is shown as it is. */
export function formatPhoneDigits(digits: string): string {
  const parsed = parseBrazilianPhone(digits);
  return parsed.ok ? parsed.phone.display : digits;
}
