/**
 * From the rows of an uploaded sheet to what an import will do: which rows become records, which
 * are duplicates (skipped), which are wrong and why. Each row is checked by the SAME zod schema
 * as the form (client-schema, product-schema): no second set of rules. Pure (server-only because
 * the schemas use zod).
 *
 * Duplicates are skipped, not errors: re-importing a file (or an export) creates nothing twice.
 * A client is the same person when the WhatsApp or the e-mail matches an existing one (or an
 * earlier row); a client with neither is matched by name. A product is matched by name. Names
 * compare without case, accents or extra spaces.
 */
import type { z } from "zod";
import { clientSchema, presentText, type ClientInput } from "~/modules/business/client-schema";
import { PRODUCT_UNITS } from "~/modules/business/form-limits";
import { productFormSchema, productInputFromForm, type ProductInput } from "~/modules/business/product-schema";
import { csvUnsafeText, isBlankRow } from "./csv";
import { COLUMNS_BY_KIND, mapHeader, type ImportKind } from "./columns";
import { MAX_DATA_ROWS } from "./file-check";

export type PlannedRow<T> = { line: number; value: T };
export type RowProblem = { line: number; name: string; reasons: string[] };
export type SkippedRow = { line: number; name: string; reason: string };

export type ImportPlan<T> = {
  create: PlannedRow<T>[];
  duplicates: SkippedRow[];
  invalid: RowProblem[];
  /** Titles of columns the import does not use. */
  ignoredColumns: string[];
};

export type PlanResult<T> = { ok: true; plan: ImportPlan<T> } | { ok: false; status: 400 | 413; message: string };

/** What is already there, to find duplicates. */
export type ExistingClients = { names: string[]; phones: (string | null)[]; emails: (string | null)[] };
export type ExistingProducts = { names: string[] };

/** 'Bolo  de Pote ' and 'bolo de pote' are the same name; 'Bolo (grande)' and 'Bolo (pequeno)' are not. */
export function nameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const UNIT_ALIASES: Record<string, (typeof PRODUCT_UNITS)[number]> = {
  unidade: "un",
  unidades: "un",
  unid: "un",
  und: "un",
  u: "un",
  pc: "un",
  peca: "un",
  pecas: "un",
  centos: "cento",
  cem: "cento",
  quilo: "kg",
  quilos: "kg",
  kilo: "kg",
  kilos: "kg",
  grama: "g",
  gramas: "g",
  gr: "g",
  litro: "l",
  litros: "l",
  lt: "l",
  mililitro: "ml",
  mililitros: "ml",
  metro: "m",
  metros: "m",
  caixa: "cx",
  caixas: "cx",
  pacote: "pct",
  pacotes: "pct",
  pac: "pct",
  duzia: "dz",
  duzias: "dz",
  horas: "hora",
  h: "hora",
  servico: "serviço",
  servicos: "serviço",
};

const KIND_ALIASES: Record<string, "revenda" | "industrializados" | "servicos"> = {
  revenda: "revenda",
  "revenda de mercadorias": "revenda",
  mercadoria: "revenda",
  "compro pronto e revendo": "revenda",
  "fabricacao propria": "industrializados",
  fabricacao: "industrializados",
  "producao propria": "industrializados",
  industrializado: "industrializados",
  industrializados: "industrializados",
  "eu produzo": "industrializados",
  servico: "servicos",
  servicos: "servicos",
};

const plain = (text: string) =>
  nameKey(text)
    .replace(/\(.*?\)/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** 'Un', 'unidade', 'KG', 'Serviço' → the form's unit codes; empty → 'un'; unknown stays (the schema says why). */
export function normalizeUnit(text: string | undefined): string {
  const value = plain(text ?? "");
  if (!value) return "un";
  const known = PRODUCT_UNITS.find((unit) => nameKey(unit) === value);
  return known ?? UNIT_ALIASES[value] ?? (text ?? "").trim();
}

/** 'Fabricação própria', 'Serviço', 'revenda' → the form's kinds; empty → 'revenda' (as the API). */
export function normalizeKind(text: string | undefined): string {
  const value = plain(text ?? "");
  if (!value) return "revenda";
  return KIND_ALIASES[value] ?? (text ?? "").trim();
}

function messages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

type Spec<T> = {
  kind: ImportKind;
  /** The row's cells by field → the form's values. */
  values: (cells: Record<string, string>) => Record<string, string | undefined>;
  parse: (values: Record<string, string | undefined>) => { ok: true; value: T } | { ok: false; reasons: string[] };
  name: (value: T) => string;
  /** Duplicate keys of a valid row (any match is a duplicate). */
  keys: (value: T) => string[];
};

const CLIENT_SPEC: Spec<ClientInput> = {
  kind: "clientes",
  values: (cells) => ({
    name: presentText(cells.name),
    phone: presentText(cells.phone),
    email: presentText(cells.email),
    notes: presentText(cells.notes),
    tags: presentText(cells.tags),
  }),
  parse: (values) => {
    const parsed = clientSchema.safeParse(values);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reasons: messages(parsed.error) };
  },
  name: (client) => client.name,
  keys: (client) => {
    const keys = [client.phone ? `phone:${client.phone}` : null, client.email ? `email:${client.email}` : null].filter(
      (k): k is string => k !== null,
    );
    return keys.length > 0 ? keys : [`name:${nameKey(client.name)}`];
  },
};

const PRODUCT_SPEC: Spec<ProductInput> = {
  kind: "produtos",
  values: (cells) => ({
    name: presentText(cells.name),
    unit: normalizeUnit(cells.unit),
    kind: normalizeKind(cells.kind),
    cost: presentText(cells.cost),
    price: presentText(cells.price),
    stock: presentText(cells.stock),
  }),
  parse: (values) => {
    const parsed = productFormSchema.safeParse(values);
    return parsed.success ? { ok: true, value: productInputFromForm(parsed.data) } : { ok: false, reasons: messages(parsed.error) };
  },
  name: (product) => product.name,
  keys: (product) => [`name:${nameKey(product.name)}`],
};

function existingClientKeys(existing: ExistingClients): Set<string> {
  const keys = new Set<string>();
  for (const phone of existing.phones) if (phone) keys.add(`phone:${phone}`);
  for (const email of existing.emails) if (email) keys.add(`email:${email.toLowerCase()}`);
  for (const name of existing.names) keys.add(`name:${nameKey(name)}`);
  return keys;
}

function plan<T>(spec: Spec<T>, rows: readonly (readonly string[])[], existingKeys: Set<string>): PlanResult<T> {
  const headerIndex = rows.findIndex((row) => !isBlankRow(row));
  const columns = COLUMNS_BY_KIND[spec.kind];
  const expected = columns.map((c) => c.label).join(", ");
  if (headerIndex < 0) return { ok: false, status: 400, message: "A planilha está vazia: não há linhas para importar." };
  const header = mapHeader(rows[headerIndex]!, columns);
  if (header.missing.length > 0) {
    const list = header.missing.map((label) => `“${label}”`).join(" e ");
    return {
      ok: false,
      status: 400,
      message: `Não encontramos ${header.missing.length === 1 ? "a coluna" : "as colunas"} ${list} na primeira linha. A primeira linha deve ter os títulos das colunas: ${expected}.`,
    };
  }
  const data = rows
    .map((row, index) => ({ row, line: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ row }) => !isBlankRow(row));
  if (data.length === 0) return { ok: false, status: 400, message: "A planilha só tem a linha de títulos: não há nada para importar." };
  if (data.length > MAX_DATA_ROWS) {
    return {
      ok: false,
      status: 413,
      message: `A planilha tem ${data.length.toLocaleString("pt-BR")} linhas; o limite é ${MAX_DATA_ROWS.toLocaleString("pt-BR")} por vez. Divida em partes.`,
    };
  }
  const result: ImportPlan<T> = { create: [], duplicates: [], invalid: [], ignoredColumns: header.ignored };
  const seenInFile = new Map<string, number>();
  for (const { row, line } of data) {
    const cells: Record<string, string> = {};
    // A cell our own CSV export neutralised ('=…) is read back as it was typed.
    for (const [field, index] of Object.entries(header.indexOf)) cells[field] = csvUnsafeText(row[index] ?? "");
    const parsed = spec.parse(spec.values(cells));
    if (!parsed.ok) {
      result.invalid.push({ line, name: (cells.name ?? "").trim().slice(0, 120), reasons: parsed.reasons });
      continue;
    }
    const keys = spec.keys(parsed.value);
    const name = spec.name(parsed.value);
    const earlier = keys.map((key) => seenInFile.get(key)).find((n) => n !== undefined);
    if (earlier !== undefined) {
      result.duplicates.push({ line, name, reason: `Repete a linha ${earlier}.` });
      continue;
    }
    if (keys.some((key) => existingKeys.has(key))) {
      result.duplicates.push({ line, name, reason: "Já está cadastrado." });
      continue;
    }
    // Later rows match this one as an existing record would: by WhatsApp, e-mail or name.
    for (const key of [...keys, `name:${nameKey(name)}`]) if (!seenInFile.has(key)) seenInFile.set(key, line);
    result.create.push({ line, value: parsed.value });
  }
  return { ok: true, plan: result };
}

export function planClientImport(rows: readonly (readonly string[])[], existing: ExistingClients): PlanResult<ClientInput> {
  return plan(CLIENT_SPEC, rows, existingClientKeys(existing));
}

export function planProductImport(rows: readonly (readonly string[])[], existing: ExistingProducts): PlanResult<ProductInput> {
  return plan(PRODUCT_SPEC, rows, new Set(existing.names.map((name) => `name:${nameKey(name)}`)));
}
