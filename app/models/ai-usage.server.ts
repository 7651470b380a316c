import { and, count, eq, gte } from "drizzle-orm";
import { getDb } from "#db/client.server";
import { aiUsageEvents, type AiUsageKind } from "#db/schema";
import { startOfSaoPauloDay } from "~/modules/dates";

export type { AiUsageKind };

/**
 * Records one AI call. 'suggestions' and 'analysis' count as business ideas generated on the admin
 * dashboard; every kind counts toward the person's daily quota. `engine` names what answered.
 */
export async function recordAiUsage(userId: string | null, kind: AiUsageKind, engine: string, now = new Date()) {
  getDb().insert(aiUsageEvents).values({ userId, kind, engine: engine.slice(0, 100), createdAt: now }).run();
}

export async function countAiUsageSince(userId: string, since: Date) {
  const row = getDb()
    .select({ value: count() })
    .from(aiUsageEvents)
    .where(and(eq(aiUsageEvents.userId, userId), gte(aiUsageEvents.createdAt, since)))
    .get();
  return row?.value ?? 0;
}

/** AI calls the person has made today (São Paulo calendar day). */
export async function countAiUsageToday(userId: string, now = new Date()) {
  return countAiUsageSince(userId, startOfSaoPauloDay(now));
}
