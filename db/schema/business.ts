import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { REVENUE_KINDS } from "../../app/modules/business/revenue-report";

// Gestão (issue 18): the person's own customers. Personal data of third parties: only the owner
// reads them, they go in the account export and are deleted with the account (cascade).
export const businessClients = sqliteTable(
  "business_clients",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** DDD + number, digits only ('11987654321'), or null. */
    phone: text("phone"),
    email: text("email"),
    notes: text("notes"),
    /** Lower-case tags joined by ',' (e.g. 'vip,bairro'). */
    tags: text("tags").notNull().default(""),
    /** CPF (11 digits) or CNPJ (14, alphanumeric allowed) normalised by parseDocument, or null (issue 31, nota fiscal). */
    document: text("document"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("business_clients_user_name_idx").on(t.userId, t.name)],
);

export type BusinessClient = typeof businessClients.$inferSelect;

export const businessSuppliers = sqliteTable(
  "business_suppliers",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** CPF (11 digits) or CNPJ (14 characters), check digits verified; or null. */
    document: text("document"),
    phone: text("phone"),
    email: text("email"),
    /** What they supply, in the person's words. */
    supplies: text("supplies"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("business_suppliers_user_name_idx").on(t.userId, t.name)],
);

export type BusinessSupplier = typeof businessSuppliers.$inferSelect;

// The kinds are the MEI monthly report's (the domain module owns them; the schema only stores them).
export const PRODUCT_KINDS = REVENUE_KINDS;

export const businessProducts = sqliteTable(
  "business_products",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    unit: text("unit").notNull(),
    /** Which line of the MEI monthly report its sales go to. */
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull(),
    costCents: integer("cost_cents").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** Units in stock, or null when the person does not count stock for it. */
    stock: integer("stock"),
    /** Goes up on every change (an edit, an order taking or giving back stock): a stale edit is a conflict. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("business_products_user_name_idx").on(t.userId, t.name)],
);

export type BusinessProduct = typeof businessProducts.$inferSelect;

/** Payment fees the person pays (basis points: 499 = 4,99 %), used by the price calculator. */
export const businessSettings = sqliteTable("business_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pixFeeBp: integer("pix_fee_bp").notNull().default(0),
  cardFeeBp: integer("card_fee_bp").notNull().default(0),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export const CASH_DIRECTIONS = ["in", "out"] as const;
export const REVENUE_KIND_VALUES = REVENUE_KINDS;

/** The livro-caixa: money in and out, by day (São Paulo calendar date 'YYYY-MM-DD'). */
export const businessCashEntries = sqliteTable(
  "business_cash_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    occurredOn: text("occurred_on").notNull(),
    direction: text("direction", { enum: CASH_DIRECTIONS }).notNull(),
    category: text("category").notNull(),
    description: text("description"),
    amountCents: integer("amount_cents").notNull(),
    /** For sales: which line of the MEI monthly report, and whether a nota fiscal was issued. */
    revenueKind: text("revenue_kind", { enum: REVENUE_KIND_VALUES }),
    withInvoice: integer("with_invoice", { mode: "boolean" }).notNull().default(false),
    /** The paid order this sale came from (created and removed with its payment), or null. */
    orderId: text("order_id").references((): AnySQLiteColumn => businessOrders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("business_cash_entries_user_day_idx").on(t.userId, t.occurredOn), index("business_cash_entries_order_idx").on(t.orderId)],
);

export type BusinessCashEntry = typeof businessCashEntries.$inferSelect;

export const ORDER_STATUS_VALUES = ["orcamento", "confirmado", "entregue", "pago", "cancelado"] as const;
export const PAYMENT_METHOD_VALUES = ["pix", "dinheiro", "cartao", "fiado"] as const;

/**
 * Pedidos (issue 18). Totals are stored as computed by app/modules/business/orders.ts when the
 * order was last saved; `version` goes up on every change so concurrent edits are detected.
 * The client's name is copied so a receipt still reads right after the client is removed.
 */
export const businessOrders = sqliteTable(
  "business_orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per person: the number on the receipt. */
    number: integer("number").notNull(),
    clientId: text("client_id").references(() => businessClients.id, { onDelete: "set null" }),
    clientName: text("client_name"),
    status: text("status", { enum: ORDER_STATUS_VALUES }).notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHOD_VALUES }).notNull(),
    /** Fiado: the São Paulo day the client promised to pay ('YYYY-MM-DD'). */
    dueDate: text("due_date"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** A test order (journey step "Pedido de Teste"): moves neither stock nor the cash book. */
    test: integer("test", { mode: "boolean" }).notNull().default(false),
    /** The discount as typed: 'valor' (discountValue in centavos) or 'percentual' (basis points). */
    discountKind: text("discount_kind", { enum: ["valor", "percentual"] }),
    discountValue: integer("discount_value").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    deliveryCents: integer("delivery_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    notes: text("notes"),
    /** "Observações internas": the seller's own notes, never on the receipt, the shop page or WhatsApp. */
    internalNotes: text("internal_notes"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    // Test orders have their own series (decision 040), so a number is unique per person and series.
    uniqueIndex("business_orders_user_series_number_unique").on(t.userId, t.test, t.number),
    index("business_orders_user_created_idx").on(t.userId, t.createdAt),
    index("business_orders_client_idx").on(t.clientId),
  ],
);

export type BusinessOrder = typeof businessOrders.$inferSelect;

/**
 * The last order number given per person and series (decision 040): real orders and test orders
 * count apart, and a deleted order keeps its number. A missing row is seeded from the highest
 * number the series holds (business-orders.server.ts), so existing accounts need no backfill.
 */
export const businessOrderCounters = sqliteTable(
  "business_order_counters",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    test: integer("test", { mode: "boolean" }).notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.test] })],
);

/**
 * Fiado in instalments (decision 040): the open balance of an order split when the plan was made.
 * Payments made after it settle the instalments in order (app/modules/receivables/instalments.ts);
 * `baseCents` (the same on every row) is what had been paid before the split.
 */
export const orderInstalments = sqliteTable(
  "order_instalments",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => businessOrders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** São Paulo day 'YYYY-MM-DD'. */
    dueDate: text("due_date").notNull(),
    amountCents: integer("amount_cents").notNull(),
    baseCents: integer("base_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.number] }), index("order_instalments_user_due_idx").on(t.userId, t.dueDate)],
);

/** An order's items: name, unit, kind and price copied from the product when the order was made. */
export const businessOrderItems = sqliteTable(
  "business_order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => businessOrders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").references(() => businessProducts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    unit: text("unit").notNull(),
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** Thousandths of the unit (1,5 kg = 1500). */
    quantityMilli: integer("quantity_milli").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    /** Whole units this item took out of the product's stock (given back on cancel). */
    stockTaken: integer("stock_taken").notNull().default(0),
  },
  (t) => [index("business_order_items_order_idx").on(t.orderId, t.position), index("business_order_items_product_idx").on(t.productId)],
);

export type BusinessOrderItem = typeof businessOrderItems.$inferSelect;

export const SPREADSHEET_IMPORT_KINDS = ["clientes", "produtos"] as const;

/**
 * An uploaded spreadsheet between its preview and the person's confirmation (issue 18 item 7):
 * the file itself, re-read and re-checked on confirm. Short-lived: a new upload replaces the
 * person's previous one, confirm and cancel delete it, and expired rows are swept on every upload.
 */
export const spreadsheetImports = sqliteTable(
  "spreadsheet_imports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SPREADSHEET_IMPORT_KINDS }).notNull(),
    fileName: text("file_name").notNull(),
    content: blob("content", { mode: "buffer" }).notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("spreadsheet_imports_user_idx").on(t.userId), index("spreadsheet_imports_expires_idx").on(t.expiresAt)],
);
