/**
 * Money as integer centavos (never floats in storage or sums); shown and read in pt-BR. The one
 * place money is formatted (a test keeps it so: tests/ci/money-format.test.ts). Every amount is
 * written the same way: "R$", a no-break space (the sign never wraps away from its number on a
 * narrow phone), pt-BR digits, and a true minus sign for negatives ("−R$ 50"), which screen
 * readers say as "menos". Only the unit of the input differs: centavos for what the person
 * recorded, reais for the economic model's estimates.
 */
export const MAX_CENTS = 100_000_000_00; // R$ 100 milhões: far above any MEI figure, keeps sums exact.

// Built once: creating an Intl.NumberFormat costs far more than using one.
const WITH_CENTS = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const WHOLE = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const COMPACT = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** The one writer: Intl's pt-BR currency text with the true minus sign. */
function money(format: Intl.NumberFormat, reais: number): string {
  const text = format.format(Math.abs(reais));
  // −0 and amounts that round to zero are written without a sign.
  return reais < 0 && /[1-9]/.test(text) ? `−${text}` : text;
}

/** Centavos, as recorded: 123456 → 'R$ 1.234,56'. */
export function formatBRL(cents: number): string {
  return money(WITH_CENTS, cents / 100);
}

/** 123456 → '1.234,56' (for inputs and spreadsheets, without the currency sign). */
export function formatCentsPlain(cents: number): string {
  return (cents / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Whole reais, for the economic model's estimates: 1234.4 → 'R$ 1.234', −50 → '−R$ 50'. */
export function formatReais(value: number): string {
  return money(WHOLE, Math.round(value));
}

/** Reais with cents when there are any: 1.5 → 'R$ 1,50', 3 → 'R$ 3' (unit prices and costs of the model). */
export function formatReaisWithCents(value: number): string {
  return money(Number.isInteger(value) ? WHOLE : WITH_CENTS, value);
}

/** Axis labels, short: 'R$ 12,5 mil', '−R$ 3 mil', 'R$ 1,2 mi', 'R$ 800'. */
export function formatReaisCompact(value: number): string {
  const sign = value < 0 ? "−" : "";
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${sign}R$\u00a0${COMPACT.format(abs / 1_000_000)} mi`;
  if (abs >= 1_000) return `${sign}R$\u00a0${COMPACT.format(abs / 1_000)} mil`;
  return `${sign}R$\u00a0${COMPACT.format(abs)}`;
}

/**
 * What a person types for an amount → centavos, or null when it is not an amount.
 * Accepts '12', '12,5', '12,50', '1.234,56', 'R$ 1.234,56', and '12.50' (a dot followed by one or
 * two digits at the end is read as decimals, as phones' numeric keyboards type it).
 */
export function parseBRL(input: string): number | null {
  let text = input.replace(/R\$/i, "").replace(/[\s\u00a0]/g, "");
  if (!text) return null;
  const negative = text.startsWith("-");
  if (negative) text = text.slice(1);
  if (!/^[\d.,]+$/.test(text)) return null;
  let integer: string;
  let decimals = "";
  if (text.includes(",")) {
    const parts = text.split(",");
    if (parts.length !== 2) return null;
    [integer, decimals] = [parts[0]!, parts[1]!];
    if (integer.includes(".") && !/^\d{1,3}(\.\d{3})+$/.test(integer)) return null;
    integer = integer.replace(/\./g, "");
  } else if (/^\d+\.\d{1,2}$/.test(text)) {
    [integer, decimals] = text.split(".") as [string, string];
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text) || /^\d+$/.test(text)) {
    integer = text.replace(/\./g, "");
  } else {
    return null;
  }
  if (!/^\d*$/.test(integer) || !/^\d{0,2}$/.test(decimals) || (integer === "" && decimals === "")) return null;
  const cents = Number(integer || "0") * 100 + Number(decimals.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return negative ? -cents : cents;
}

/** Percent typed as '3,5' or '3.5' → 3.5, or null. */
export function parsePercent(input: string): number | null {
  const text = input.replace("%", "").trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** 0.3512 → '35,1%' */
export function formatPercent(ratio: number, digits = 1): string {
  return ratio.toLocaleString("pt-BR", { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits });
}
