import { sql } from "drizzle-orm";
import { transaction, type AppDatabase } from "#db/client.server";

/** A limit: at most `max` hits per bucket in a window of `windowMs` that starts at its first hit. */
export type Limit = { name: string; max: number; windowMs: number };

/** `remembered`: refused from this process's memory of an earlier refusal, without a database write. */
export type LimitDecision = { limit: Limit; allowed: boolean; hits: number; retryAfterSeconds: number; resetAt: Date; remembered: boolean };

const PRUNE_EVERY_MS = 5 * 60 * 1000;

// The whole decision is one statement, run in a transaction that holds the write lock: two
// processes (or two requests of one) can never both read the same count. Hits over the limit
// still count; the window restarts only once it has expired.
function claimStatement(db: AppDatabase, bucket: string, now: number, windowMs: number) {
  return db.get<{ hits: number; expiresAt: number }>(sql`
INSERT INTO rate_limits (bucket, hits, window_start, expires_at) VALUES (${bucket}, 1, ${now}, ${now + windowMs})
ON CONFLICT (bucket) DO UPDATE SET
  hits = CASE WHEN rate_limits.expires_at > ${now} THEN rate_limits.hits + 1 ELSE 1 END,
  window_start = CASE WHEN rate_limits.expires_at > ${now} THEN rate_limits.window_start ELSE ${now} END,
  expires_at = CASE WHEN rate_limits.expires_at > ${now} THEN rate_limits.expires_at ELSE ${now + windowMs} END
RETURNING hits, expires_at AS expiresAt`);
}

let lastPrune = 0;

// Refusals this process has seen from the database, until their window ends: a flood of requests
// that are refused anyway costs no write (a refused bucket only opens again when its window
// expires, or when this process clears or refunds it).
const knownRefusals = new Map<string, number>();
const MAX_KNOWN_REFUSALS = 10_000;

const bucketOf = (limit: Limit, key: string) => `${limit.name}:${key}`.slice(0, 400);

/** Counts one hit for `key` and says whether it is within the limit. */
export async function claim(limit: Limit, key: string, now = Date.now()): Promise<LimitDecision> {
  const bucket = bucketOf(limit, key);
  const remembered = rememberedRefusal(limit, bucket, now);
  if (remembered) return remembered;
  const prune = now - lastPrune > PRUNE_EVERY_MS;
  if (prune) lastPrune = now;
  const row = await transaction(async (tx) => {
    if (prune) await tx.run(sql`DELETE FROM rate_limits WHERE expires_at <= ${now}`);
    return claimStatement(tx, bucket, now, limit.windowMs);
  });
  if (row.hits > limit.max) {
    if (knownRefusals.size >= MAX_KNOWN_REFUSALS) knownRefusals.clear();
    knownRefusals.set(bucket, row.expiresAt);
    return refusal(limit, row.hits, row.expiresAt, now, false);
  }
  return {
    limit,
    allowed: true,
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((row.expiresAt - now) / 1000)),
    resetAt: new Date(row.expiresAt),
    remembered: false,
  };
}

function rememberedRefusal(limit: Limit, bucket: string, now: number): LimitDecision | null {
  const refusedUntil = knownRefusals.get(bucket);
  if (refusedUntil === undefined) return null;
  if (refusedUntil > now) return refusal(limit, limit.max + 1, refusedUntil, now, true);
  knownRefusals.delete(bucket);
  return null;
}

function refusal(limit: Limit, hits: number, expiresAt: number, now: number, remembered: boolean): LimitDecision {
  return {
    limit,
    allowed: false,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
    resetAt: new Date(expiresAt),
    remembered,
  };
}

/**
 * Claims every limit in order, in one transaction. At the first refusal it stops: later limits are
 * not counted and the earlier ones are given back, so a refused request costs nobody's allowance.
 * Null when allowed.
 */
export async function claimAll(claims: ReadonlyArray<readonly [Limit, string]>, now = Date.now()): Promise<LimitDecision | null> {
  // Refused from memory at the first limit: nothing to count or give back, no transaction.
  const [first] = claims;
  const remembered = first && rememberedRefusal(first[0], bucketOf(first[0], first[1]), now);
  if (remembered) return remembered;
  return transaction(async () => {
    for (const [index, [limit, key]] of claims.entries()) {
      const decision = await claim(limit, key, now);
      if (!decision.allowed) {
        for (const [earlier, earlierKey] of claims.slice(0, index)) await refund(earlier, earlierKey, now);
        return decision;
      }
    }
    return null;
  });
}

/** Gives back a hit that did no work (the request was refused for another reason). */
export async function refund(limit: Limit, key: string, now = Date.now()) {
  knownRefusals.delete(bucketOf(limit, key));
  await transaction((tx) =>
    tx.run(sql`UPDATE rate_limits SET hits = max(hits - 1, 0) WHERE bucket = ${bucketOf(limit, key)} AND expires_at > ${now}`),
  );
}

/** Forgets a bucket (a successful sign-in clears its failure count). */
export async function clearLimit(limit: Limit, key: string) {
  knownRefusals.delete(bucketOf(limit, key));
  await transaction((tx) => tx.run(sql`DELETE FROM rate_limits WHERE bucket = ${bucketOf(limit, key)}`));
}

/** Tests: forget the refusals remembered by this process. */
export function forgetKnownRefusalsForTests() {
  knownRefusals.clear();
}
