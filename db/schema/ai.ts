// What the AI answered and how often it was called, and the consultant's chat.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

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

export const AI_USAGE_KINDS = ["suggestions", "analysis", "chat", "transcription", "insights", "captions"] as const;
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
