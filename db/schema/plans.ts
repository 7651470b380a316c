import { sql } from "drizzle-orm";
import { foreignKey, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { savedBusinesses } from "./journey";

/**
 * The business plan of a saved strategy (issue 17): one per strategy, its sections as JSON
 * (app/modules/plan/types.ts, checked when read). `version` grows by one on every save, so a
 * save made from an older page (a second tab) is refused instead of overwriting newer data.
 * The composite foreign key keeps the plan with its owner's strategy; both deletes cascade.
 */
export const businessPlans = sqliteTable(
  "business_plans",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    strategyId: text("strategy_id").notNull(),
    sections: text("sections", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("business_plans_strategy_unique").on(t.strategyId),
    index("business_plans_user_idx").on(t.userId),
    foreignKey({
      columns: [t.strategyId, t.userId],
      foreignColumns: [savedBusinesses.id, savedBusinesses.userId],
      name: "business_plans_strategy_fk",
    }).onDelete("cascade"),
  ],
);

export type BusinessPlanRow = typeof businessPlans.$inferSelect;
