/**
 * CPF and CNPJ: the two check digits (módulo 11, Receita Federal's published algorithm).
 * Numeric CNPJs only; the alphanumeric CNPJ (IN RFB 2.229/2024) starts in July 2026 for new
 * registrations and uses the same weights on ASCII values − 48, which `cnpjCheckDigits` follows.
 */
export type DocumentKind = "cpf" | "cnpj";

const onlyDigits = (value: string) => value.replace(/\D/g, "");

function cpfCheckDigit(digits: number[]): number {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (weightStart - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const first = cpfCheckDigit(numbers.slice(0, 9));
  const second = cpfCheckDigit([...numbers.slice(0, 9), first]);
  return first === numbers[9] && second === numbers[10];
}

function cnpjCheckDigit(values: number[]): number {
  // Weights 2..9 from the right, repeating.
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[values.length - 1 - i]! * ((i % 8) + 2);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(value: string): boolean {
  const clean = value.replace(/[.\-/\s]/g, "").toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(clean) || /^(\d)\1{13}$/.test(clean)) return false;
  const values = [...clean.slice(0, 12)].map((c) => c.charCodeAt(0) - 48);
  const first = cnpjCheckDigit(values);
  const second = cnpjCheckDigit([...values, first]);
  return clean.endsWith(`${first}${second}`);
}

export function formatCpf(digits: string) {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
}

export function formatCnpj(value: string) {
  return value.replace(/^(.{2})(.{3})(.{3})(.{4})(\d{2})$/, "$1.$2.$3/$4-$5");
}

/** A stored CPF (11 digits) or CNPJ (parseDocument's `value`) as people write it, with its kind. */
export function showDocument(stored: string): { kind: "CPF" | "CNPJ"; display: string } {
  return stored.length === 11 ? { kind: "CPF", display: formatCpf(stored) } : { kind: "CNPJ", display: formatCnpj(stored) };
}

/**
 * A CPF or CNPJ as typed → its kind and normalized form, or an error message in pt-BR.
 */
export function parseDocument(
  input: string,
): { ok: true; kind: DocumentKind; value: string; display: string } | { ok: false; message: string } {
  const clean = input.replace(/[.\-/\s]/g, "").toUpperCase();
  if (/^\d{11}$/.test(clean)) {
    return isValidCpf(clean)
      ? { ok: true, kind: "cpf", value: clean, display: formatCpf(clean) }
      : { ok: false, message: "CPF inválido: confira os números (os dois últimos dígitos não conferem)." };
  }
  if (/^[0-9A-Z]{12}\d{2}$/.test(clean)) {
    return isValidCnpj(clean)
      ? { ok: true, kind: "cnpj", value: clean, display: formatCnpj(clean) }
      : { ok: false, message: "CNPJ inválido: confira os números (os dois últimos dígitos não conferem)." };
  }
  return { ok: false, message: "Informe um CPF (11 dígitos) ou um CNPJ (14 dígitos)." };
}
