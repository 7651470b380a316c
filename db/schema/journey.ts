// The journey and the strategies (saved businesses) it follows.
import { sql } from "drizzle-orm";
import { foreignKey, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/**
 * businessId: the active business (business_idea); completedAt: when the profile was completed;
 * record/recordId: the gestão record that completed a step by itself (issue 18), e.g. an order.
 */
export type JourneyMetadata = {
  businessId?: string;
  completedAt?: string;
  record?: "client" | "supplier" | "product" | "order" | "cash_entry" | "brand" | "calendar" | "store" | "report";
  recordId?: string;
  /** business_plan: the plan whose financial section completed it (issue 17). */
  planId?: string;
};

export const journeyProgress = sqliteTable(
  "journey_progress",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    metadata: text("metadata", { mode: "json" }).$type<JourneyMetadata>(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex("journey_progress_user_step_unique").on(t.userId, t.step)],
);

export const savedBusinesses = sqliteTable(
  "saved_businesses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    catalogueId: text("catalogue_id"),
    // The analysis (ai_results.id) this strategy was saved from; null for strategies saved via the API.
    analysisId: text("analysis_id"),
    businessName: text("business_name").notNull(),
    businessCategory: text("business_category").notNull().default("Geral"),
    businessLevel: integer("business_level").notNull().default(1),
    analysisContent: text("analysis_content").notNull(),
    userInput: text("user_input").notNull().default(""),
    matchReason: text("match_reason").notNull().default("Negócio selecionado pelo usuário"),
    businessDescription: text("business_description").notNull().default(""),
    investment: text("investment").notNull().default("A definir"),
    potentialReturn: text("potential_return"),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_businesses_user_created_idx").on(t.userId, t.createdAt),
    // Target of the composite foreign key from active_businesses.
    uniqueIndex("saved_businesses_id_user_unique").on(t.id, t.userId),
    // Saving the same analysis twice gives the same strategy (SQLite lets many NULLs through).
    uniqueIndex("saved_businesses_user_analysis_unique").on(t.userId, t.analysisId),
  ],
);

// At most one row per user (primary key), and the composite foreign key makes sure the active
// business is one of that same user's saved businesses. Deleting the saved business clears it.
export const activeBusinesses = sqliteTable(
  "active_businesses",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    savedBusinessId: text("saved_business_id").notNull(),
    activatedAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.savedBusinessId, t.userId],
      foreignColumns: [savedBusinesses.id, savedBusinesses.userId],
      name: "active_businesses_saved_business_fk",
    }).onDelete("cascade"),
  ],
);

export type SavedBusiness = typeof savedBusinesses.$inferSelect;
