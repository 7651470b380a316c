import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { aiResults } from "#db/schema";
import { withFallback } from "~/modules/ai/engine.server";
import { keepStatedLimits } from "~/modules/ai/offline/matcher";
import type { EngineName, PersonContext, SuggestionPick } from "~/modules/ai/types";
import { CATALOGUE, findIdea } from "~/modules/discovery/catalogue.server";
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { personStart, possessionsIn, type PersonStart } from "~/modules/discovery/person-start";
import { itemAssetKind } from "~/modules/economics/assets";
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
  /** Each suggestion with its start for this person: lean start after what they own (decision 031). */
  suggestions: Array<CatalogueIdea & { matchReason: string; start: PersonStart }>;
};

function toRun(row: typeof aiResults.$inferSelect): SuggestionRun {
  const picks = JSON.parse(row.content) as SuggestionPick[];
  const owned = possessionsIn(row.input);
  const suggestions = picks.flatMap((pick) => {
    const idea = findIdea(pick.id);
    if (!idea) return [];
    // What Gemini read as owned (exact item names of this idea) adds to what the offline reader found.
    const named = (pick.ownedItems ?? []).flatMap((name) => {
      const kind = itemAssetKind(name);
      return kind && idea.economics.fixedInvestment.some((i) => i.item === name) ? [kind] : [];
    });
    return [{ ...idea, matchReason: pick.matchReason, start: personStart(idea, [...new Set([...owned, ...named])]) }];
  });
  return { id: row.id, input: row.input, engine: row.engine, suggestions };
}

type AiResultKind = (typeof aiResults.$inferSelect)["kind"];

/** The person's stored result of this kind for the same request (the cache key), if any. */
async function cachedResult(userId: string, kind: AiResultKind, key: string) {
  return getDb()
    .select()
    .from(aiResults)
    .where(and(eq(aiResults.userId, userId), eq(aiResults.kind, kind), eq(aiResults.cacheKey, key)))
    .get();
}

/** One of the person's stored results of this kind, by id; someone else's is not found. */
async function ownResult(userId: string, kind: AiResultKind, id: string) {
  return getDb()
    .select()
    .from(aiResults)
    .where(and(eq(aiResults.id, id), eq(aiResults.userId, userId), eq(aiResults.kind, kind)))
    .get();
}

/** Stores a fresh result (replacing an older one for the same key) and counts the AI call, in one transaction. */
async function storeResult(
  userId: string,
  kind: AiResultKind,
  key: string,
  result: { input: string; content: string; engine: EngineName; ideaId?: string },
) {
  return transaction(async (tx) => {
    const stored = await tx
      .insert(aiResults)
      .values({ id: crypto.randomUUID(), userId, kind, cacheKey: key, ...result })
      .onConflictDoUpdate({
        target: [aiResults.userId, aiResults.kind, aiResults.cacheKey],
        set: { content: result.content, engine: result.engine },
      })
      .returning()
      .get();
    await recordAiUsage(userId, kind, result.engine);
    return stored!;
  });
}

/** The stored run for the same person and words, or a new one (stored before it is returned). */
export async function suggestForInterests(userId: string, interests: string, ip: string | null = null): Promise<SuggestionRun> {
  const key = cacheKey(interests);
  const existing = await cachedResult(userId, "suggestions", key);
  if (existing) return toRun(existing);
  await assertAiQuota(userId, ip);
  const { value, engine } = await withFallback(
    // Whatever the engine, a pick never breaks the budget, refusals or constraints the person stated.
    async (ai) => keepStatedLimits(interests, await ai.suggestIdeas(interests, CATALOGUE), CATALOGUE),
    (picks) => picks.length > 0,
  );
  const row = await storeResult(userId, "suggestions", key, { input: interests, content: JSON.stringify(value), engine });
  return toRun(row);
}

export async function getSuggestionRun(userId: string, runId: string): Promise<SuggestionRun | null> {
  const row = await ownResult(userId, "suggestions", runId);
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
  const existing = await cachedResult(userId, "analysis", key);
  if (existing) return { id: existing.id, ideaId: idea.id, input: existing.input, content: existing.content, engine: existing.engine };
  await assertAiQuota(userId, ip);
  const { value, engine } = await withFallback(
    (ai) => ai.analyseIdea({ idea, userInput, person }),
    (text) => text.trim().length > 200,
  );
  const row = await storeResult(userId, "analysis", key, { ideaId: idea.id, input: userInput, content: value, engine });
  return { id: row.id, ideaId: idea.id, input: row.input, content: row.content, engine: row.engine };
}

export async function getStoredAnalysis(userId: string, analysisId: string): Promise<StoredAnalysis | null> {
  const row = await ownResult(userId, "analysis", analysisId);
  if (!row || !row.ideaId) return null;
  return { id: row.id, ideaId: row.ideaId, input: row.input, content: row.content, engine: row.engine };
}
