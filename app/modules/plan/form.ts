/**
 * The plan's section forms: which fields and table columns each section has, how a posted form
 * becomes plan values (with a pt-BR message per bad cell), and back. Pure and without a validation
 * library, so the section page can also run it in the browser to recalculate as the person types
 * (lenient mode: a cell that is not a number yet counts as zero there).
 *
 * Field names: a text or scalar field by its key ("customers", "ownerDrawCents"); a table cell as
 * "table.column", one input per row in row order (FormData.getAll keeps that order).
 */
import { formatCentsPlain, parseBRL } from "~/modules/business/money";
import { PLAN_LIMITS, type BusinessPlan, type FinancialSection, type SectionId } from "./types";
import {
  FINANCIAL_SCALARS,
  SCENARIO_FIELDS,
  TABLE_KEYS,
  TABLES,
  TEXT_FIELDS,
  draftRows,
  type CellKind,
  type Column,
  type Draft,
  type Errors,
  type TableKey,
} from "./form-fields";

export * from "./form-fields";

export function draftFromForm(form: FormData): Draft {
  const draft: Draft = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || name === "intent" || name === "version") continue;
    (draft[name] ??= []).push(value);
  }
  return draft;
}

/** How a stored value appears in its input ("1.234,56" for money, "1,5" for a rate). */
export function cellText(kind: CellKind, value: string | number): string {
  if (kind === "text") return String(value);
  if (kind === "money") return formatCentsPlain(Number(value));
  if (kind === "rate") return (Number(value) / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 });
  return String(value);
}

/** The draft of a section as it is stored (what the form shows first). */
export function draftOf(plan: BusinessPlan, section: SectionId): Draft {
  const draft: Draft = {};
  if (section === "financeiro") {
    const f = plan.financeiro as unknown as Record<string, unknown>;
    for (const c of FINANCIAL_SCALARS) draft[c.key] = [cellText(c.kind, f[c.key] as string | number)];
    for (const table of TABLE_KEYS) {
      const rows = f[table] as Record<string, string | number>[];
      for (const c of TABLES[table].columns) draft[`${table}.${c.key}`] = rows.map((row) => cellText(c.kind, row[c.key]!));
    }
  } else if (section === "cenarios") {
    for (const s of SCENARIO_FIELDS) draft[`${s.scenario}.${s.key}`] = [String(plan.cenarios[s.scenario][s.key])];
    draft.ramp = plan.cenarios.ramp.map(String);
  } else {
    const values = plan[section] as Record<string, string>;
    for (const field of TEXT_FIELDS[section]) draft[field.key] = [values[field.key] ?? ""];
  }
  return draft;
}

const one = (draft: Draft, name: string) => (draft[name]?.[0] ?? "").trim();
// A column's label inside a sentence: "valor por mês (R$)", the currency sign kept as written.
const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

function parseCell(kind: CellKind, raw: string, label: string): { value: string | number; error?: string } {
  const text = raw.trim();
  if (kind === "text")
    return text.length > PLAN_LIMITS.label ? { value: text, error: `${label}: até ${PLAN_LIMITS.label} caracteres.` } : { value: text };
  if (text === "") return { value: 0 };
  if (kind === "money") {
    const cents = parseBRL(text);
    if (cents === null || cents < 0 || cents > PLAN_LIMITS.cents) return { value: 0, error: `${label}: use um valor como 1.250,00.` };
    return { value: cents };
  }
  if (kind === "rate") {
    const n = Number(text.replace("%", "").replace(",", "."));
    if (!/^\d{1,3}([.,]\d{1,2})?%?$/.test(text) || n > 100)
      return { value: 0, error: `${label}: use um percentual entre 0 e 100, como 4,5.` };
    return { value: Math.round(n * 100) };
  }
  if (kind === "signedPct") {
    if (!/^[-−]?\d{1,3}$/.test(text)) return { value: 0, error: `${label}: use um número inteiro, como -20 ou 15.` };
    const n = Number(text.replace("−", "-"));
    if (n < -PLAN_LIMITS.pct || n > PLAN_LIMITS.rampPct)
      return { value: 0, error: `${label}: entre -${PLAN_LIMITS.pct} e ${PLAN_LIMITS.rampPct}.` };
    return { value: n };
  }
  if (!/^\d{1,7}$/.test(text) || Number(text) > PLAN_LIMITS.qty) return { value: 0, error: `${label}: use um número inteiro, como 120.` };
  return { value: Number(text) };
}

/**
 * The plan with one section replaced by what was typed. Rows left completely blank are dropped.
 * `errors` names each bad field ("products.2.priceCents" for a cell); empty means valid.
 */
export function applyDraft(plan: BusinessPlan, section: SectionId, draft: Draft): { plan: BusinessPlan; errors: Errors } {
  const errors: Errors = {};
  if (section === "financeiro") {
    const next: Record<string, unknown> = {};
    for (const c of FINANCIAL_SCALARS) {
      const cell = parseCell(c.kind, one(draft, c.key), c.label);
      if (cell.error) errors[c.key] = cell.error;
      next[c.key] = cell.value;
    }
    if (!next.unit) next.unit = "unidade";
    if (!next.unitPlural) next.unitPlural = `${next.unit as string}s`;
    for (const table of TABLE_KEYS) {
      const columns = TABLES[table].columns as readonly Column[];
      const rows: Record<string, string | number>[] = [];
      for (const [i, raw] of draftRows(draft, table).entries()) {
        if (raw.every((cell) => cell.trim() === "")) continue;
        const row: Record<string, string | number> = {};
        columns.forEach((c, index) => {
          const cell = parseCell(c.kind, raw[index]!, `${TABLES[table].title}, linha ${i + 1}, ${lowerFirst(c.label)}`);
          if (cell.error) errors[`${table}.${i}.${c.key}`] = cell.error;
          row[c.key] = cell.value;
        });
        const first = columns[0]!.key;
        if (row[first] === "") errors[`${table}.${i}.${first}`] = `${TABLES[table].title}, linha ${i + 1}: dê um nome ao item.`;
        rows.push(row);
      }
      if (rows.length > PLAN_LIMITS.rows) errors[table] = `${TABLES[table].title}: até ${PLAN_LIMITS.rows} linhas.`;
      next[table] = rows;
    }
    return { plan: { ...plan, financeiro: next as unknown as FinancialSection }, errors };
  }
  if (section === "cenarios") {
    const cenarios = { pessimista: { ...plan.cenarios.pessimista }, otimista: { ...plan.cenarios.otimista }, ramp: [] as number[] };
    for (const s of SCENARIO_FIELDS) {
      const name = `${s.scenario}.${s.key}`;
      const cell = parseCell("signedPct", one(draft, name), `${s.scenario === "pessimista" ? "Pessimista" : "Otimista"}: ${s.label}`);
      if (cell.error) errors[name] = cell.error;
      cenarios[s.scenario][s.key] = cell.value as number;
    }
    for (let m = 0; m < 12; m++) {
      const cell = parseCell("int", draft.ramp?.[m] ?? "", `Mês ${m + 1}`);
      const value = cell.value as number;
      if (cell.error || value > PLAN_LIMITS.rampPct)
        errors[`ramp.${m}`] = `Mês ${m + 1}: um percentual inteiro entre 0 e ${PLAN_LIMITS.rampPct}.`;
      cenarios.ramp.push(Math.min(value, PLAN_LIMITS.rampPct));
    }
    return { plan: { ...plan, cenarios }, errors };
  }
  const values: Record<string, string> = {};
  for (const field of TEXT_FIELDS[section]) {
    const text = (draft[field.key]?.[0] ?? "").replace(/\r\n/g, "\n").trim();
    if (text.length > PLAN_LIMITS.text) errors[field.key] = `${field.label}: até ${PLAN_LIMITS.text} caracteres (tem ${text.length}).`;
    values[field.key] = text;
  }
  return { plan: { ...plan, [section]: values }, errors };
}

/** "add:products" adds a blank row; "remove:products:2" removes the third row. Null: not a row intent. */
export function applyRowIntent(draft: Draft, intent: string): Draft | null {
  const [action, table, index] = intent.split(":");
  if (!table || !(TABLE_KEYS as string[]).includes(table)) return null;
  const columns = TABLES[table as TableKey].columns as readonly Column[];
  const next: Draft = { ...draft };
  if (action === "add") {
    const rows = draftRows(draft, table as TableKey);
    if (rows.length >= PLAN_LIMITS.rows) return draft;
    columns.forEach((c, index) => (next[`${table}.${c.key}`] = [...rows.map((row) => row[index]!), ""]));
    return next;
  }
  if (action === "remove" && index !== undefined && /^\d+$/.test(index)) {
    for (const c of columns) next[`${table}.${c.key}`] = (draft[`${table}.${c.key}`] ?? []).filter((_, i) => i !== Number(index));
    return next;
  }
  return null;
}
