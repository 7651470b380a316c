/**
 * What each exported spreadsheet holds. Clients and products use the same column titles as the
 * import (columns.ts), so an exported file can be imported back as it is.
 */
import type { BusinessCashEntry, BusinessClient, BusinessProduct } from "#db/schema";
import { formatPhoneDigits } from "~/modules/br/phone";
import { CASH_CATEGORY_LABELS, REVENUE_KIND_OPTIONS } from "~/modules/business/cash-categories";
import { CLIENT_COLUMNS, PRODUCT_COLUMNS } from "./columns";
import type { Table } from "./table";

const label = (columns: typeof CLIENT_COLUMNS, field: string) => columns.find((c) => c.field === field)!.label;

export const KIND_LABELS: Record<BusinessProduct["kind"], string> = { revenda: "Revenda", industrializados: "Fabricação própria", servicos: "Serviço" };

export function clientsTable(clients: readonly BusinessClient[]): Table {
  const l = (field: string) => label(CLIENT_COLUMNS, field);
  return {
    sheetName: "Clientes",
    columns: [
      { label: l("name"), type: "text", width: 30 },
      { label: l("phone"), type: "text", width: 18 },
      { label: l("email"), type: "text", width: 28 },
      { label: l("tags"), type: "text", width: 20 },
      { label: l("notes"), type: "text", width: 40 },
    ],
    rows: clients.map((c) => [c.name, c.phone ? formatPhoneDigits(c.phone) : null, c.email, c.tags ? c.tags.split(",").join(", ") : null, c.notes]),
  };
}

export function productsTable(products: readonly BusinessProduct[]): Table {
  const l = (field: string) => label(PRODUCT_COLUMNS, field);
  return {
    sheetName: "Produtos",
    columns: [
      { label: l("name"), type: "text", width: 30 },
      { label: l("unit"), type: "text", width: 10 },
      { label: l("kind"), type: "text", width: 18 },
      { label: l("cost"), type: "money" },
      { label: l("price"), type: "money" },
      { label: l("stock"), type: "integer", width: 10 },
    ],
    rows: products.map((p) => [p.name, p.unit, KIND_LABELS[p.kind], p.costCents, p.priceCents, p.stock]),
  };
}

const REVENUE_LABELS: Record<string, string> = Object.fromEntries(REVENUE_KIND_OPTIONS.map((o) => [o.value, o.label]));

/** The livro-caixa: one row per entry, money in and out in their own columns (so each sums). */
export function cashBookTable(entries: readonly BusinessCashEntry[]): Table {
  return {
    sheetName: "Livro-caixa",
    columns: [
      { label: "Data", type: "date", width: 12 },
      { label: "Descrição", type: "text", width: 30 },
      { label: "Categoria", type: "text", width: 28 },
      { label: "Entrada", type: "money" },
      { label: "Saída", type: "money" },
      { label: "Tipo de venda", type: "text", width: 24 },
      { label: "Nota fiscal", type: "text", width: 12 },
    ],
    rows: entries.map((e) => {
      const sale = e.direction === "in" && e.category === "venda";
      return [
        e.occurredOn,
        e.description,
        CASH_CATEGORY_LABELS[e.category] ?? e.category,
        e.direction === "in" ? e.amountCents : null,
        e.direction === "out" ? e.amountCents : null,
        sale && e.revenueKind ? (REVENUE_LABELS[e.revenueKind] ?? e.revenueKind) : null,
        sale ? (e.withInvoice ? "Sim" : "Não") : null,
      ];
    }),
  };
}
