/** What the preview page shows of an import plan: formatted rows, capped so a phone can render it. */
import { formatPhoneDigits } from "~/modules/br/phone";
import type { ClientInput } from "~/modules/business/client-schema";
import { formatBRL } from "~/modules/business/money";
import type { ProductInput } from "~/modules/business/product-schema";
import type { ImportKind } from "./columns";
import { KIND_LABELS } from "./export-tables";
import type { ImportPlan, RowProblem, SkippedRow } from "./import-plan";

/** Rows listed per section; the counts are always complete. Every wrong row is listed up to this. */
export const PREVIEW_ROWS = 100;
export const PREVIEW_PROBLEMS = 300;

export type ImportPreview = {
  kind: ImportKind;
  headers: string[];
  create: { line: number; cells: string[] }[];
  createCount: number;
  duplicates: SkippedRow[];
  duplicateCount: number;
  invalid: RowProblem[];
  invalidCount: number;
  ignoredColumns: string[];
};

export const KIND_NAMES: Record<ImportKind, { one: string; many: string }> = {
  clientes: { one: "cliente", many: "clientes" },
  produtos: { one: "produto", many: "produtos" },
};

export function countLabel(kind: ImportKind, n: number): string {
  return `${n.toLocaleString("pt-BR")} ${n === 1 ? KIND_NAMES[kind].one : KIND_NAMES[kind].many}`;
}

function clientCells(c: ClientInput): string[] {
  return [c.name, c.phone ? formatPhoneDigits(c.phone) : "—", c.email ?? "—", c.tags.join(", ") || "—"];
}

function productCells(p: ProductInput): string[] {
  return [
    p.name,
    p.unit,
    KIND_LABELS[p.kind],
    formatBRL(p.costCents),
    formatBRL(p.priceCents),
    p.stock === null ? "—" : p.stock.toLocaleString("pt-BR"),
  ];
}

export function importPreview(
  result: { kind: "clientes"; plan: ImportPlan<ClientInput> } | { kind: "produtos"; plan: ImportPlan<ProductInput> },
): ImportPreview {
  const { plan } = result;
  const create =
    result.kind === "clientes"
      ? result.plan.create.slice(0, PREVIEW_ROWS).map((row) => ({ line: row.line, cells: clientCells(row.value) }))
      : result.plan.create.slice(0, PREVIEW_ROWS).map((row) => ({ line: row.line, cells: productCells(row.value) }));
  return {
    kind: result.kind,
    headers:
      result.kind === "clientes" ? ["Nome", "WhatsApp", "E-mail", "Etiquetas"] : ["Nome", "Unidade", "Tipo", "Custo", "Preço", "Estoque"],
    create,
    createCount: plan.create.length,
    duplicates: plan.duplicates.slice(0, PREVIEW_ROWS),
    duplicateCount: plan.duplicates.length,
    invalid: plan.invalid.slice(0, PREVIEW_PROBLEMS),
    invalidCount: plan.invalid.length,
    ignoredColumns: plan.ignoredColumns,
  };
}
