import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { businessOrders, businessProducts } from "./business";
import { createdAt } from "./columns";
import { PIX_KEY_TYPES } from "../../app/modules/pix/pix-labels";
import { STORE_ORDER_RECEIVING } from "../../app/modules/store/receiving";

const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/**
 * The person's shop page (decision 028): one per account, public at /loja/{slug} while published.
 * `version` goes up on every change of the shop or of what it shows (products, photos): the
 * public page's ETag and its in-process cache key are built from it.
 */
export const stores = sqliteTable(
  "stores",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower case letters, digits and hyphens: the page's address. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    city: text("city").notNull(),
    hours: text("hours"),
    delivery: integer("delivery", { mode: "boolean" }).notNull().default(false),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    pickup: integer("pickup", { mode: "boolean" }).notNull().default(true),
    /** DDD + number, digits only. */
    whatsapp: text("whatsapp").notNull(),
    pixKeyType: text("pix_key_type", { enum: PIX_KEY_TYPES }).notNull(),
    /** The key in its DICT form (app/modules/pix). */
    pixKey: text("pix_key").notNull(),
    /** Every product is shown (the API without productIds); otherwise those in store_products. */
    allProducts: integer("all_products", { mode: "boolean" }).notNull().default(false),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("stores_slug_unique").on(t.slug)],
);

export type Store = typeof stores.$inferSelect;

/** The products the shop shows, when not all of them. */
export const storeProducts = sqliteTable(
  "store_products",
  {
    userId: text("user_id")
      .notNull()
      .references(() => stores.userId, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => businessProducts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("store_products_product_idx").on(t.productId)],
);

/**
 * A product's photo (decision 028), re-encoded to WebP in two widths with metadata stripped; kept in
 * the database so every app instance over a libSQL server serves it. `version` goes in the URL,
 * so the URL of one version never changes and is cached as immutable.
 */
export const productPhotos = sqliteTable(
  "product_photos",
  {
    productId: text("product_id")
      .primaryKey()
      .references(() => businessProducts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    small: blob("small", { mode: "buffer" }).notNull(),
    large: blob("large", { mode: "buffer" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("product_photos_user_idx").on(t.userId)],
);

/**
 * An order placed on the shop page (decision 028): the order itself is a business_orders row (in
 * Pedidos, marked "da loja"); this row holds what only a shop order has — the customer's
 * unguessable page token, WhatsApp, how they receive it and the address. Personal data of the
 * seller's customer: in the seller's export, deleted with the seller's account or the order.
 */
export const storeOrders = sqliteTable(
  "store_orders",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => businessOrders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 24 random bytes, base64url: the address of the customer's page. */
    publicToken: text("public_token").notNull(),
    customerName: text("customer_name").notNull(),
    /** DDD + number, digits only. */
    customerPhone: text("customer_phone").notNull(),
    receiving: text("receiving", { enum: STORE_ORDER_RECEIVING }).notNull(),
    address: text("address"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("store_orders_token_unique").on(t.publicToken), index("store_orders_user_idx").on(t.userId, t.createdAt)],
);

export type StoreOrder = typeof storeOrders.$inferSelect;

export const ORDER_PAYMENT_METHODS = ["pix", "dinheiro", "cartao"] as const;

/**
 * Payments received on an order (decision 028): a deposit, partial payments, the rest. Each one that
 * leaves a balance writes its own cash-book entry (cashEntryId); the one that settles the order
 * moves it to "pago", whose sale entry then books only what was not booked yet.
 */
export const orderPayments = sqliteTable(
  "order_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => businessOrders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: ORDER_PAYMENT_METHODS }).notNull(),
    /** São Paulo day 'YYYY-MM-DD'. */
    paidOn: text("paid_on").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_payments_order_idx").on(t.orderId), index("order_payments_user_idx").on(t.userId)],
);
