import { and, desc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { getDb, transaction } from "#db/client.server";
import { chatMessages, type User } from "#db/schema";
import { withFallback } from "~/modules/ai/engine.server";
import type { ChatRequest, ChatTurn, EngineName } from "~/modules/ai/types";
import { CHAT_ERRORS, CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX, SESSION_ID_PATTERN } from "~/modules/consultant/chat-rules";
import { recordAiUsage } from "./ai-usage.server";
import { assertAiQuota } from "./discovery.server";
import { loadPersonContext } from "./person-context.server";

export const chatInputSchema = z.object({
  message: z.string({ error: CHAT_ERRORS.empty }).trim().min(1, CHAT_ERRORS.empty).max(CHAT_MESSAGE_MAX, CHAT_ERRORS.tooLong),
  sessionId: z.string({ error: CHAT_ERRORS.session }).regex(SESSION_ID_PATTERN, CHAT_ERRORS.session),
});

export type ChatInput = z.infer<typeof chatInputSchema>;

export type StoredChatMessage = { role: "user" | "assistant"; content: string; createdAt: Date };

/** The person's messages of one session, oldest first (only their own). */
export async function listChatMessages(userId: string, sessionId: string, limit = 100): Promise<StoredChatMessage[]> {
  const rows = await getDb()
    .select({ role: chatMessages.role, content: chatMessages.content, createdAt: chatMessages.createdAt, id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sessionId, sessionId)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit)
    .all();
  return rows.reverse().map(({ role, content, createdAt }) => ({ role, content, createdAt }));
}

/** The person's most recent conversation, so the consultant goes on where it stopped (issue 13 item 17). */
export async function latestChatSessionId(userId: string): Promise<string | null> {
  const row = await getDb()
    .select({ sessionId: chatMessages.sessionId })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1)
    .get();
  return row?.sessionId ?? null;
}

/** A conversation id already used by someone else: the consultant answers 404 for it. */
export class ChatSessionNotFoundError extends Error {
  override name = "ChatSessionNotFoundError";
  constructor() {
    super("Conversa não encontrada.");
  }
}

/** True when the session id holds another person's messages (a new id belongs to whoever uses it first). */
export async function isOthersChatSession(userId: string, sessionId: string): Promise<boolean> {
  const row = await getDb()
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), ne(chatMessages.userId, userId)))
    .limit(1)
    .get();
  return Boolean(row);
}

/** What the consultant knows: profile, active strategy, journey progress. */
async function chatContext(user: User): Promise<Omit<ChatRequest, "message" | "history">> {
  const ctx = await loadPersonContext(user);
  return {
    person: {
      firstName: user.firstName,
      name: ctx.profile?.name || user.name,
      hasCnpj: ctx.profile?.hasCnpj,
      hasBusinessExperience: ctx.profile?.hasBusinessExperience,
    },
    strategy: ctx.strategy
      ? {
          businessName: ctx.strategy.businessName,
          businessCategory: ctx.strategy.businessCategory,
          businessLevel: ctx.strategy.businessLevel,
          completedSteps: ctx.completedSteps,
        }
      : null,
    plan: ctx.planFigures,
    progressPercent: ctx.progressPercent,
  };
}

/**
 * Answers one message (Gemini with the person's context and the session's last messages, or the
 * offline consultant), then stores the question and the answer together. Throws
 * QuotaExceededError when today's AI allowance is used up, ChatSessionNotFoundError for another
 * person's session id; nothing is stored then.
 */
export async function sendChatMessage(
  user: User,
  input: ChatInput,
  ip: string | null = null,
): Promise<{ response: string; engine: EngineName }> {
  if (await isOthersChatSession(user.id, input.sessionId)) throw new ChatSessionNotFoundError();
  await assertAiQuota(user.id, ip);
  const history: ChatTurn[] = (await listChatMessages(user.id, input.sessionId, CHAT_HISTORY_LIMIT)).map(({ role, content }) => ({
    role,
    content,
  }));
  const request: ChatRequest = { message: input.message, history, ...(await chatContext(user)) };
  const { value, engine } = await withFallback(
    (ai) => ai.chat(request),
    (text) => text.trim().length > 0,
  );
  const response = value.trim();
  const now = Date.now();
  await transaction(async (tx) => {
    // Read again under the write lock: the id may have been taken by someone else meanwhile.
    if (await isOthersChatSession(user.id, input.sessionId)) throw new ChatSessionNotFoundError();
    await tx
      .insert(chatMessages)
      .values([
        { userId: user.id, sessionId: input.sessionId, role: "user", content: input.message, createdAt: new Date(now) },
        { userId: user.id, sessionId: input.sessionId, role: "assistant", content: response, createdAt: new Date(now + 1) },
      ])
      .run();
  });
  await recordAiUsage(user.id, "chat", engine);
  return { response, engine };
}
