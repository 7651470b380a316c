import { getDb } from "#db/client.server";
import { aiUsageEvents, type AiUsageKind } from "#db/schema";

export type { AiUsageKind };

/**
 * Records one AI call. 'suggestions' and 'analysis' count as business ideas generated on the admin
 * dashboard. `engine` names what answered (e.g. 'gemini-2.5-flash' or 'offline').
 */
export async function recordAiUsage(userId: string | null, kind: AiUsageKind, engine: string, now = new Date()) {
  getDb().insert(aiUsageEvents).values({ userId, kind, engine: engine.slice(0, 100), createdAt: now }).run();
}
