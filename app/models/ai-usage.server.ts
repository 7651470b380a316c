import { and, count, eq, gte } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { aiUsageEvents, type AiUsageKind } from "#db/schema";
import { startOfSaoPauloDay } from "~/modules/dates";
import { getEnv } from "~/utils/env.server";
import { claimAll, type Limit } from "./rate-limit.server";

export type { AiUsageKind };

/**
 * Records one AI call. 'suggestions' and 'analysis' count as business ideas generated on the admin
 * dashboard; every kind counts toward the person's daily quota. `engine` names what answered.
 */
export async function recordAiUsage(userId: string | null, kind: AiUsageKind, engine: string, now = new Date()) {
  await transaction((tx) =>
    tx
      .insert(aiUsageEvents)
      .values({ userId, kind, engine: engine.slice(0, 100), createdAt: now })
      .run(),
  );
}

export async function countAiUsageSince(userId: string, since: Date) {
  const row = await getDb()
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

export class QuotaExceededError extends Error {
  override name = "QuotaExceededError";
  constructor(
    message: string = AI_LIMIT_MESSAGES.person,
    readonly retryAfterSeconds = 3600,
  ) {
    super(message);
  }
}

export const AI_LIMIT_MESSAGES = {
  person: "Você atingiu o limite diário de uso da IA. Tente novamente amanhã.",
  ip: "Muitos usos da IA a partir desta conexão hoje. Tente novamente amanhã.",
  budget: "A IA atingiu o limite de uso de hoje da plataforma. Tente novamente amanhã.",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
// The day is in the bucket's name; the window only has to outlive that day.
const dailyLimit = (name: keyof typeof AI_LIMIT_MESSAGES, max: number): Limit => ({ name: `ai:${name}`, max, windowMs: 2 * DAY_MS });

/**
 * Claims one AI call before it is made, atomically in the database (every server process counts
 * in the same rows): per person (AI_DAILY_QUOTA), per client address (AI_DAILY_QUOTA_PER_IP, when
 * known) and for everyone (AI_DAILY_BUDGET), per São Paulo calendar day. Throws
 * QuotaExceededError (pt-BR, with the seconds until midnight in São Paulo) when one is used up;
 * a refused call counts against none of them.
 */
export async function claimAiCall(userId: string, ip: string | null, now = new Date()) {
  const env = getEnv();
  const dayStart = startOfSaoPauloDay(now);
  const day = dayStart.toISOString().slice(0, 10);
  const claims: Array<readonly [Limit, string, keyof typeof AI_LIMIT_MESSAGES]> = [
    [dailyLimit("person", env.AI_DAILY_QUOTA), `${day}:${userId}`, "person"],
    ...(ip ? [[dailyLimit("ip", env.AI_DAILY_QUOTA_PER_IP), `${day}:${ip}`, "ip"] as const] : []),
    [dailyLimit("budget", env.AI_DAILY_BUDGET), day, "budget"],
  ];
  const refused = await claimAll(
    claims.map(([limit, key]) => [limit, key] as const),
    now.getTime(),
  );
  if (!refused) return;
  const which = claims.find(([limit]) => limit.name === refused.limit.name)![2];
  const untilMidnight = Math.max(1, Math.ceil((dayStart.getTime() + DAY_MS - now.getTime()) / 1000));
  throw new QuotaExceededError(AI_LIMIT_MESSAGES[which], untilMidnight);
}
