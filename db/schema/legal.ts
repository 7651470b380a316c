import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

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
