// The admin's accounts and what the platform records for them: security log, limit counters,
// partner-tool visits.
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

export const adminUsers = sqliteTable("admin_users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
});

// Admin sessions: the cookie or bearer token is random; only its SHA-256 is stored.
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: text("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_sessions_admin_id_idx").on(t.adminId)],
);

/**
 * The client addresses each administrator has signed in from (docs/decisions/027): an attempt
 * with that administrator's e-mail from one of them gets the reserved hash slot and is spared the
 * per-e-mail limit, so a flood from other addresses cannot lock the administrator out.
 */
export const adminSignInAddresses = sqliteTable(
  "admin_sign_in_addresses",
  {
    adminId: text("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    lastSignInAt: integer("last_sign_in_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.ip] })],
);

/**
 * Security log: every admin sign-in attempt (event 'admin_login', success or failure, with
 * reason), admin sign-outs, manual backups (event 'backup') and demo-account purges. Repeated
 * failures are folded into one row (count, last_at), so a flood cannot push real events out.
 */
export const securityLog = sqliteTable(
  "security_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    event: text("event", { enum: ["admin_login", "admin_logout", "backup", "demo_purge", "legal_fact"] }).notNull(),
    email: text("email"),
    success: integer("success", { mode: "boolean" }).notNull(),
    reason: text("reason"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    // Repeated failures (same event, reason, address and e-mail within minutes) share one row:
    // how many there were and when the last one happened (app/models/security-log.server.ts).
    count: integer("count").notNull().default(1),
    lastAt: integer("last_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("security_log_event_email_created_idx").on(t.event, t.email, t.createdAt),
    index("security_log_created_idx").on(t.createdAt),
  ],
);

/**
 * Counters of the limits (admin sign-in attempts, sign-ups, AI calls): one row per bucket, claimed
 * with one atomic UPSERT … RETURNING, so every server process sees the same count
 * (app/models/rate-limit.server.ts). A window starts at its first hit; expired rows are pruned.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    bucket: text("bucket").primaryKey(),
    hits: integer("hits").notNull(),
    windowStart: integer("window_start").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

export const PARTNER_PLATFORMS = ["empresa-ai", "posta-ai", "grafica"] as const;
export type PartnerPlatform = (typeof PARTNER_PLATFORMS)[number];

/** A signed-in user opened a partner tool page. */
export const partnerVisits = sqliteTable(
  "partner_visits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PARTNER_PLATFORMS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("partner_visits_platform_user_idx").on(t.platform, t.userId)],
);

export type AdminUser = typeof adminUsers.$inferSelect;

/**
 * Dated replacements of the legal figures (decision 035): from `valid_from` on, `value` replaces
 * the default of app/modules/facts/legal-facts.ts for `key` (a key of the whitelist in
 * app/modules/facts/editable-facts.ts; reais, or a fraction for rates). Several rows for one key
 * and day: the newest wins, so a past value is corrected by adding another. Only future rows may
 * be removed; every change is also in the security log.
 */
export const legalFactOverrides = sqliteTable(
  "legal_fact_overrides",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    value: real("value").notNull(),
    /** 'YYYY-MM-DD' (São Paulo calendar day). */
    validFrom: text("valid_from").notNull(),
    /** The law, decree or official page the value comes from. */
    source: text("source").notNull(),
    /** The administrator's e-mail (kept when the account is removed). */
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("legal_fact_overrides_key_valid_from_idx").on(t.key, t.validFrom)],
);
