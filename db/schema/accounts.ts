// People and their accounts: sign-in, sessions, profile, subscription.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    googleId: text("google_id").unique(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    name: text("name"),
    profileImageUrl: text("profile_image_url"),
    authProvider: text("auth_provider", { enum: ["google", "demo"] }).notNull(),
    // Demo accounts only: SHA-256 of the random key in the en_demo cookie of the browser that
    // created the account. Only that browser can sign in to it again (an e-mail alone never does).
    demoKeyHash: text("demo_key_hash"),
    subscriptionPlan: text("subscription_plan").notNull().default("Gratuito"),
    subscriptionStatus: text("subscription_status").notNull().default("free"),
    createdAt: createdAt(),
    lastActiveAt: integer("last_active_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_created_at_idx").on(t.createdAt),
    index("users_last_active_at_idx").on(t.lastActiveAt),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const userProfiles = sqliteTable("user_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  hasCnpj: integer("has_cnpj", { mode: "boolean" }).notNull().default(false),
  hasBusinessExperience: integer("has_business_experience", { mode: "boolean" }).notNull().default(false),
  wantsEntrepreneurshipInfo: integer("wants_entrepreneurship_info", { mode: "boolean" }).notNull().default(true),
  wantsPartnerInfo: integer("wants_partner_info", { mode: "boolean" }).notNull().default(true),
  profileCompleted: integer("profile_completed", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export const subscriptionPlans = sqliteTable("subscription_plans", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  priceCents: integer("price_cents").notNull(),
  interval: text("interval", { enum: ["monthly", "yearly"] }).notNull(),
  features: text("features", { mode: "json" }).$type<string[]>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type UserProfile = typeof userProfiles.$inferSelect;
export type SubscriptionPlan = typeof subscriptionPlans.$inferSelect;
