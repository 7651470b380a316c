/**
 * Which legal figures an administrator may replace from a date on, with their unit and sane
 * bounds, and how the dated replacements resolve against the defaults of `legal-facts.ts`
 * (decision 035). Pure: the model (`app/models/legal-facts.server.ts`) reads the rows and calls
 * `resolveLegalFacts`.
 */
import { formatBRL } from "../business/money";
import { parseBRL } from "../business/money";
import { DEFAULT_LEGAL_FACTS, FACTS_YEAR, type LegalFacts } from "./legal-facts";

export type EditableFactKey = keyof LegalFacts;
type Unit = "reais" | "percent";

export type EditableFact = {
  key: EditableFactKey;
  label: string;
  unit: Unit;
  /** Bounds of the stored value (reais, or a fraction for percentages), inclusive. */
  min: number;
  max: number;
  /** The basis of the default, shown next to it. */
  basis: string;
};

/**
 * The whitelist. Bounds are wide enough for any plausible change (a raised MEI limit, years of
 * minimum-wage increases) and narrow enough to catch a slip (a missing or extra zero).
 */
export const EDITABLE_FACTS: readonly EditableFact[] = [
  {
    key: "meiAnnualLimit",
    label: "Limite anual do MEI",
    unit: "reais",
    min: 50_000,
    max: 500_000,
    basis: "LC 123/2006, art. 18-A, § 1º (R$ 81.000 desde a LC 155/2016)",
  },
  {
    key: "meiTruckerAnnualLimit",
    label: "Limite anual do MEI Caminhoneiro",
    unit: "reais",
    min: 100_000,
    max: 1_000_000,
    basis: "LC 123/2006, art. 18-F (LC 188/2021)",
  },
  {
    key: "minimumWage",
    label: "Salário mínimo",
    unit: "reais",
    min: 1_000,
    max: 5_000,
    basis: `Decreto nº 12.797/2025 (valor de ${FACTS_YEAR})`,
  },
  {
    key: "meiInssRate",
    label: "INSS do DAS (sobre o salário mínimo)",
    unit: "percent",
    min: 0.01,
    max: 0.2,
    basis: "LC 123/2006, art. 18-A, § 3º, V, a",
  },
  {
    key: "meiTruckerInssRate",
    label: "INSS do DAS do MEI Caminhoneiro",
    unit: "percent",
    min: 0.01,
    max: 0.2,
    basis: "LC 123/2006, art. 18-A, § 16-A (LC 188/2021)",
  },
  { key: "meiIcms", label: "ICMS do DAS", unit: "reais", min: 0, max: 50, basis: "LC 123/2006, art. 18-A, § 3º, V, b" },
  { key: "meiIss", label: "ISS do DAS", unit: "reais", min: 0, max: 50, basis: "LC 123/2006, art. 18-A, § 3º, V, c" },
  {
    key: "nanoLimitShare",
    label: "Limite do nanoempreendedor (parte do limite do MEI)",
    unit: "percent",
    min: 0.1,
    max: 1,
    basis: "LC 214/2025, art. 26, IV: receita inferior a 50% do limite do MEI",
  },
];

export function findEditableFact(key: string): EditableFact | undefined {
  return EDITABLE_FACTS.find((fact) => fact.key === key);
}

/** A stored value as people read it: 'R$ 81.000,00' or '5%'. */
export function formatFactValue(fact: Pick<EditableFact, "unit">, value: number): string {
  if (fact.unit === "percent") return `${(value * 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
  return formatBRL(Math.round(value * 100));
}

/** What a person types ('100.000', '1.700,50', '5', '5,5%') → the stored value, or null. */
export function parseFactValue(fact: Pick<EditableFact, "unit">, input: string): number | null {
  if (fact.unit === "reais") {
    const cents = parseBRL(input);
    return cents === null ? null : cents / 100;
  }
  const text = input.replace(/%/g, "").replace(/\s/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100) / 10_000;
}

export type FactOverride = { key: string; value: number; validFrom: string };

/** 'YYYY-MM-DD' that is a real calendar day. */
export function isIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

export type NewOverrideInput = { key: string; value: string; validFrom: string; source: string };
export type NewOverride = { key: EditableFactKey; value: number; validFrom: string; source: string };

/** Validates the admin's form: every error in pt-BR, by field. */
export function validateOverride(
  input: NewOverrideInput,
): { ok: true; value: NewOverride } | { ok: false; errors: Partial<Record<"key" | "value" | "validFrom" | "source", string>> } {
  const errors: Partial<Record<"key" | "value" | "validFrom" | "source", string>> = {};
  const fact = findEditableFact(input.key);
  let value: number | null = null;
  if (!fact) {
    errors.key = "Escolha um dos valores legais da lista.";
  } else {
    value = parseFactValue(fact, input.value.trim());
    if (value === null) {
      errors.value =
        fact.unit === "reais" ? "Digite um valor em reais, como 100.000 ou 1.700,50." : "Digite uma porcentagem, como 5 ou 5,5.";
    } else if (value < fact.min || value > fact.max) {
      errors.value = `O valor precisa estar entre ${formatFactValue(fact, fact.min)} e ${formatFactValue(fact, fact.max)}.`;
    }
  }
  const validFrom = input.validFrom.trim();
  if (!isIsoDay(validFrom)) errors.validFrom = "Informe a data a partir da qual o valor vale.";
  else if (validFrom < "2000-01-01" || validFrom > "2100-12-31") errors.validFrom = "Informe uma data entre 2000 e 2100.";
  const source = input.source.trim().replace(/\s+/g, " ");
  if (source.length < 5) errors.source = "Informe a fonte (a lei, o decreto ou a página oficial) com pelo menos 5 caracteres.";
  else if (source.length > 300) errors.source = "A fonte pode ter até 300 caracteres.";
  if (!fact || value === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { key: fact.key, value, validFrom, source } };
}

/** The override of `key` in force on `date` (the latest valid_from on or before it), if any. */
export function overrideInForce<T extends FactOverride>(overrides: readonly T[], key: string, date: string): T | undefined {
  let best: T | undefined;
  for (const row of overrides) {
    if (row.key !== key || row.validFrom > date) continue;
    if (!best || row.validFrom >= best.validFrom) best = row;
  }
  return best;
}

/**
 * The facts in force on `date` ('YYYY-MM-DD'): each figure from the latest override valid on or
 * before that day, or the default of the facts module. Keys outside the whitelist are ignored.
 */
export function resolveLegalFacts(overrides: readonly FactOverride[], date: string): LegalFacts {
  const facts: LegalFacts = { ...DEFAULT_LEGAL_FACTS };
  for (const fact of EDITABLE_FACTS) {
    const row = overrideInForce(overrides, fact.key, date);
    if (row) facts[fact.key] = row.value;
  }
  return facts;
}

/**
 * Whether the DAS of `year` can be stated: the defaults are the figures of FACTS_YEAR; another
 * year's DAS is known only once an administrator entered that year's minimum wage.
 */
export function dasKnownFor(year: number, overrides: readonly FactOverride[]): boolean {
  return year === FACTS_YEAR || overrides.some((row) => row.key === "minimumWage" && row.validFrom.startsWith(`${year}-`));
}
