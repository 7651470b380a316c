/**
 * Money as integer centavos (never floats in storage or sums); shown and read in pt-BR. The one
 * place money is formatted: formatBRL (centavos), formatReais / formatReaisWithCents (the economic
 * model's figures, which are reais).
 */
export const MAX_CENTS = 100_000_000_00; // R$ 100 milhões: far above any MEI figure, keeps sums exact.

const brlFormat = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** 123456 → 'R$ 1.234,56' (Intl pt-BR; the space after R$ is a no-break space). */
export function formatBRL(cents: number): string {
  return brlFormat.format(cents / 100);
}

/** 123456 → '1.234,56' (for inputs and spreadsheets, without the currency sign). */
export function formatCentsPlain(cents: number): string {
  return (cents / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Whole reais, for the economic model's estimates (reais, not centavos): 1234.4 → 'R$ 1.234',
 * −50 → '−R$ 50' (a plain space after R$, a true minus sign).
 */
export function formatReais(value: number): string {
  const sign = value < 0 ? "−" : "";
  return `${sign}R$ ${Math.abs(Math.round(value)).toLocaleString("pt-BR")}`;
}

/** Reais with cents when there are any: 1.5 → 'R$ 1,50', 3 → 'R$ 3' (unit prices and costs of the model). */
export function formatReaisWithCents(value: number): string {
  const whole = Number.isInteger(value);
  return `R$ ${value.toLocaleString("pt-BR", whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
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
