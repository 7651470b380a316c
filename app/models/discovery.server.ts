import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { aiResults } from "#db/schema";
import { withFallback } from "~/modules/ai/engine.server";
import { keepStatedLimits } from "~/modules/ai/offline/matcher";
import type { EngineName, PersonContext, SuggestionPick } from "~/modules/ai/types";
import { CATALOGUE, findIdea } from "~/modules/discovery/catalogue.server";
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { claimAiCall, recordAiUsage } from "./ai-usage.server";

export { QuotaExceededError } from "./ai-usage.server";

/** Claims one AI call for the person and address, or throws QuotaExceededError (ai-usage.server.ts). */
export async function assertAiQuota(userId: string, ip: string | null = null) {
  await claimAiCall(userId, ip);
}

function cacheKey(...parts: string[]) {
  const normalised = parts.map((part) => part.trim().replace(/\s+/g, " ").toLowerCase()).join("\u0000");
  return crypto.createHash("sha256").update(normalised).digest("hex");
}

export type SuggestionRun = {
  id: string;
  input: string;
  engine: EngineName;
  suggestions: Array<CatalogueIdea & { matchReason: string }>;
};

function toRun(row: typeof aiResults.$inferSelect): SuggestionRun {
  const picks = JSON.parse(row.content) as SuggestionPick[];
  const suggestions = picks.flatMap((pick) => {
    const idea = findIdea(pick.id);
    return idea ? [{ ...idea, matchReason: pick.matchReason }] : [];
  });
  return { id: row.id, input: row.input, engine: row.engine, suggestions };
}

/** The stored run for the same person and words, or a new one (stored before it is returned). */
export async function suggestForInterests(userId: string, interests: string, ip: string | null = null): Promise<SuggestionRun> {
  const key = cacheKey(interests);
  const db = getDb();
  const existing = await db
    .select()
    .from(aiResults)
    .where(and(eq(aiResults.userId, userId), eq(aiResults.kind, "suggestions"), eq(aiResults.cacheKey, key)))
    .get();
  if (existing) return toRun(existing);
  await assertAiQuota(userId, ip);
  const { value, engine } = await withFallback(
    // Whatever the engine, a pick never breaks the budget, refusals or constraints the person stated.
    async (ai) => keepStatedLimits(interests, await ai.suggestIdeas(interests, CATALOGUE), CATALOGUE),
    (picks) => picks.length > 0,
  );
  const row = await transaction(async (tx) => {
    const stored = await tx
      .insert(aiResults)
      .values({
        id: crypto.randomUUID(),
        userId,
        kind: "suggestions",
        cacheKey: key,
        input: interests,
        content: JSON.stringify(value),
        engine,
      })
      .onConflictDoUpdate({
        target: [aiResults.userId, aiResults.kind, aiResults.cacheKey],
        set: { content: JSON.stringify(value), engine },
      })
      .returning()
      .get();
    await recordAiUsage(userId, "suggestions", engine);
    return stored!;
  });
  return toRun(row);
}

export async function getSuggestionRun(userId: string, runId: string): Promise<SuggestionRun | null> {
  const row = await getDb()
    .select()
    .from(aiResults)
    .where(and(eq(aiResults.id, runId), eq(aiResults.userId, userId), eq(aiResults.kind, "suggestions")))
    .get();
  return row ? toRun(row) : null;
}

export type StoredAnalysis = { id: string; ideaId: string; input: string; content: string; engine: EngineName };

/** The stored analysis for this person, idea and input, or a new one stored as soon as it arrives. */
export async function analyseForPerson(
  userId: string,
  idea: CatalogueIdea,
  userInput: string,
  person?: PersonContext,
  ip: string | null = null,
): Promise<StoredAnalysis> {
  const key = cacheKey(idea.id, userInput);
  const db = getDb();
  const existing = await db
    .select()
    .from(aiResults)
    .where(and(eq(aiResults.userId, userId), eq(aiResults.kind, "analysis"), eq(aiResults.cacheKey, key)))
    .get();
  if (existing) return { id: existing.id, ideaId: idea.id, input: existing.input, content: existing.content, engine: existing.engine };
  await assertAiQuota(userId, ip);
  const { value, engine } = await withFallback(
    (ai) => ai.analyseIdea({ idea, userInput, person }),
    (text) => text.trim().length > 200,
  );
  const row = await transaction(async (tx) => {
    const stored = await tx
      .insert(aiResults)
      .values({
        id: crypto.randomUUID(),
        userId,
        kind: "analysis",
        cacheKey: key,
        ideaId: idea.id,
        input: userInput,
        content: value,
        engine,
      })
      .onConflictDoUpdate({ target: [aiResults.userId, aiResults.kind, aiResults.cacheKey], set: { content: value, engine } })
      .returning()
      .get();
    await recordAiUsage(userId, "analysis", engine);
    return stored!;
  });
  return { id: row.id, ideaId: idea.id, input: row.input, content: row.content, engine: row.engine };
}

export async function getStoredAnalysis(userId: string, analysisId: string): Promise<StoredAnalysis | null> {
  const row = await getDb()
    .select()
    .from(aiResults)
    .where(and(eq(aiResults.id, analysisId), eq(aiResults.userId, userId), eq(aiResults.kind, "analysis")))
    .get();
  if (!row || !row.ideaId) return null;
  return { id: row.id, ideaId: row.ideaId, input: row.input, content: row.content, engine: row.engine };
}
