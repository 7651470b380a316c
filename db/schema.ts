import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, blob, foreignKey, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Timestamps are stored as Unix milliseconds so comparisons and indexes stay cheap.
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

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

/**
 * businessId: the active business (business_idea); completedAt: when the profile was completed;
 * record/recordId: the gestão record that completed a step by itself (issue 18), e.g. an order.
 */
export type JourneyMetadata = {
  businessId?: string;
  completedAt?: string;
  record?: "client" | "supplier" | "product" | "order" | "cash_entry";
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

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  // The second index finds who a conversation belongs to (another person's session id is a 404).
  (t) => [
    index("chat_messages_user_session_idx").on(t.userId, t.sessionId, t.createdAt),
    index("chat_messages_session_idx").on(t.sessionId),
  ],
);

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
 * Security log: every admin sign-in attempt (event 'admin_login', success or failure, with
 * reason), admin sign-outs, manual backups (event 'backup') and demo-account purges. Repeated
 * failures are folded into one row (count, last_at), so a flood cannot push real events out.
 */
export const securityLog = sqliteTable(
  "security_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    event: text("event", { enum: ["admin_login", "admin_logout", "backup", "demo_purge"] }).notNull(),
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

export const AI_USAGE_KINDS = ["suggestions", "analysis", "chat", "transcription", "insights"] as const;
export type AiUsageKind = (typeof AI_USAGE_KINDS)[number];

/** One row per AI call (discovery, analysis, chat…); the admin dashboard counts them. */
export const aiUsageEvents = sqliteTable(
  "ai_usage_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: AI_USAGE_KINDS }).notNull(),
    engine: text("engine").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ai_usage_events_kind_created_idx").on(t.kind, t.createdAt),
    index("ai_usage_events_user_created_idx").on(t.userId, t.createdAt),
  ],
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

export type User = typeof users.$inferSelect;
export type UserProfile = typeof userProfiles.$inferSelect;
export type SavedBusiness = typeof savedBusinesses.$inferSelect;
export type SubscriptionPlan = typeof subscriptionPlans.$inferSelect;
export type AdminUser = typeof adminUsers.$inferSelect;

/** AI answers stored as soon as they arrive, so a reload or Voltar never pays twice. */
export const aiResults = sqliteTable(
  "ai_results",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["suggestions", "analysis"] }).notNull(),
    cacheKey: text("cache_key").notNull(),
    ideaId: text("idea_id"),
    input: text("input").notNull(),
    content: text("content").notNull(),
    engine: text("engine", { enum: ["gemini", "offline"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("ai_results_user_kind_key_unique").on(t.userId, t.kind, t.cacheKey)],
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

export const PRODUCT_KINDS = ["revenda", "industrializados", "servicos"] as const;

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
export const REVENUE_KIND_VALUES = ["revenda", "industrializados", "servicos"] as const;

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
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("business_orders_user_number_unique").on(t.userId, t.number),
    index("business_orders_user_created_idx").on(t.userId, t.createdAt),
    index("business_orders_client_idx").on(t.clientId),
  ],
);

export type BusinessOrder = typeof businessOrders.$inferSelect;

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
