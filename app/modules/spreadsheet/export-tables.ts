/**
 * What each exported spreadsheet holds. Clients and products use the same column titles as the
 * import (columns.ts), so an exported file can be imported back as it is.
 */
import type { BusinessCashEntry, BusinessClient, BusinessOrder, BusinessOrderItem, BusinessProduct } from "#db/schema";
import { formatPhoneDigits } from "~/modules/br/phone";
import { localIsoDate } from "~/modules/business/calendar";
import { CASH_CATEGORY_LABELS, REVENUE_KIND_OPTIONS } from "~/modules/business/cash-categories";
import { formatQuantity, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "~/modules/business/orders";
import { CLIENT_COLUMNS, PRODUCT_COLUMNS } from "./columns";
import type { Table } from "./table";

const label = (columns: typeof CLIENT_COLUMNS, field: string) => columns.find((c) => c.field === field)!.label;

export const KIND_LABELS: Record<BusinessProduct["kind"], string> = {
  revenda: "Revenda",
  industrializados: "Fabricação própria",
  servicos: "Serviço",
};

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
    rows: clients.map((c) => [
      c.name,
      c.phone ? formatPhoneDigits(c.phone) : null,
      c.email,
      c.tags ? c.tags.split(",").join(", ") : null,
      c.notes,
    ]),
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

/** Orders, one row each: items as text ('2 × Bolo de pote'), the totals as stored, days in São Paulo. */
export function ordersTable(orders: readonly (BusinessOrder & { items: readonly BusinessOrderItem[] })[]): Table {
  return {
    sheetName: "Pedidos",
    columns: [
      { label: "Nº", type: "integer", width: 6 },
      { label: "Data", type: "date", width: 12 },
      { label: "Cliente", type: "text", width: 26 },
      { label: "Itens", type: "text", width: 40 },
      { label: "Subtotal", type: "money" },
      { label: "Desconto", type: "money" },
      { label: "Entrega", type: "money" },
      { label: "Total", type: "money" },
      { label: "Situação", type: "text", width: 14 },
      { label: "Pagamento", type: "text", width: 14 },
      { label: "Vencimento (fiado)", type: "date", width: 14 },
      { label: "Pago em", type: "date", width: 12 },
      { label: "Teste", type: "text", width: 8 },
      { label: "Observações", type: "text", width: 30 },
    ],
    rows: orders.map((o) => [
      o.number,
      localIsoDate(o.createdAt),
      o.clientName,
      o.items.map((item) => `${formatQuantity(item.quantityMilli)} × ${item.name}`).join("; "),
      o.subtotalCents,
      o.discountCents,
      o.deliveryCents,
      o.totalCents,
      ORDER_STATUS_LABELS[o.status],
      PAYMENT_METHOD_LABELS[o.paymentMethod],
      o.dueDate,
      o.paidAt ? localIsoDate(o.paidAt) : null,
      o.test ? "Sim" : null,
      o.notes,
    ]),
  };
}
