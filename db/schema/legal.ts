import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { businessOrders } from "./business";

// Decision 029: the MEI's own data. One row per person; every field may be empty until they type it.
export const businessProfiles = sqliteTable("business_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** CNPJ normalized: 14 characters, digits or the alphanumeric CNPJ (check digits verified). */
  cnpj: text("cnpj"),
  /** Opening date of the CNPJ, 'YYYY-MM-DD' (São Paulo calendar day). */
  openedOn: text("opened_on"),
  /** The occupation's exact name in the official MEI list (`ocupacao`), with its CNAE below. */
  occupation: text("occupation"),
  occupationCnae: text("occupation_cnae"),
  tradeName: text("trade_name"),
  city: text("city"),
  /** Two-letter state (UF), with the city. */
  state: text("state"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export type BusinessProfile = typeof businessProfiles.$inferSelect;

// Obligations (DAS of each month, the DASN-SIMEI) are computed from the profile and the facts
// module; only the person's "paid" mark is stored, by the obligation's stable id ('das-2026-03').
export const obligationPayments = sqliteTable(
  "obligation_payments",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    obligationId: text("obligation_id").notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.obligationId] })],
);

// The DASN-SIMEI asks whether the MEI had an employee in the year: the person's answer per year.
export const dasnAnswers = sqliteTable(
  "dasn_answers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    hadEmployee: integer("had_employee", { mode: "boolean" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);

// Decision 033: the nota fiscal issued for an order (on the national NFS-e issuer), kept with it:
// the access key, the issue day and the DANFSe PDF (in the database, so every instance serves it).
export const orderInvoices = sqliteTable(
  "order_invoices",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => businessOrders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The NFS-e Nacional access key: 50 digits (app/modules/legal/nfse.ts). */
    accessKey: text("access_key"),
    /** Issue day, 'YYYY-MM-DD'. */
    issuedOn: text("issued_on"),
    /** The DANFSe: a PDF of at most 2 MB (checked by its `%PDF-` signature). */
    pdf: blob("pdf", { mode: "buffer" }),
    pdfName: text("pdf_name"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("order_invoices_user_idx").on(t.userId)],
);

export type OrderInvoice = typeof orderInvoices.$inferSelect;
