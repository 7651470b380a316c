import type Database from "better-sqlite3";
import { getSqlite } from "#db/client.server";

/** A limit: at most `max` hits per bucket in a window of `windowMs` that starts at its first hit. */
export type Limit = { name: string; max: number; windowMs: number };

/** `remembered`: refused from this process's memory of an earlier refusal, without a database write. */
export type LimitDecision = { limit: Limit; allowed: boolean; hits: number; retryAfterSeconds: number; resetAt: Date; remembered: boolean };

const PRUNE_EVERY_MS = 5 * 60 * 1000;

// The whole decision is one statement: SQLite runs it under its write lock, so two processes (or
// two requests of one) can never both read the same count. Hits over the limit still count; the
// window restarts only once it has expired.
const CLAIM_SQL = `
INSERT INTO rate_limits (bucket, hits, window_start, expires_at) VALUES (@bucket, 1, @now, @now + @windowMs)
ON CONFLICT (bucket) DO UPDATE SET
  hits = CASE WHEN rate_limits.expires_at > @now THEN rate_limits.hits + 1 ELSE 1 END,
  window_start = CASE WHEN rate_limits.expires_at > @now THEN rate_limits.window_start ELSE @now END,
  expires_at = CASE WHEN rate_limits.expires_at > @now THEN rate_limits.expires_at ELSE @now + @windowMs END
RETURNING hits, expires_at AS expiresAt`;

type Statements = { claim: Database.Statement; refund: Database.Statement; clear: Database.Statement; prune: Database.Statement };
const byConnection = new WeakMap<Database.Database, Statements>();
let lastPrune = 0;

// Refusals this process has seen from the database, until their window ends: a flood of requests
// that are refused anyway costs no write (a refused bucket only opens again when its window
// expires, or when this process clears or refunds it).
const knownRefusals = new Map<string, number>();
const MAX_KNOWN_REFUSALS = 10_000;

function statements(): Statements {
  const sqlite = getSqlite();
  let found = byConnection.get(sqlite);
  if (!found) {
    found = {
      claim: sqlite.prepare(CLAIM_SQL),
      refund: sqlite.prepare("UPDATE rate_limits SET hits = max(hits - 1, 0) WHERE bucket = ? AND expires_at > ?"),
      clear: sqlite.prepare("DELETE FROM rate_limits WHERE bucket = ?"),
      prune: sqlite.prepare("DELETE FROM rate_limits WHERE expires_at <= ?"),
    };
    byConnection.set(sqlite, found);
  }
  return found;
}

const bucketOf = (limit: Limit, key: string) => `${limit.name}:${key}`.slice(0, 400);

/** Counts one hit for `key` and says whether it is within the limit. */
export async function claim(limit: Limit, key: string, now = Date.now()): Promise<LimitDecision> {
  const sql = statements();
  if (now - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = now;
    sql.prune.run(now);
  }
  const bucket = bucketOf(limit, key);
  const refusedUntil = knownRefusals.get(bucket);
  if (refusedUntil !== undefined) {
    if (refusedUntil > now) return refusal(limit, limit.max + 1, refusedUntil, now, true);
    knownRefusals.delete(bucket);
  }
  const row = sql.claim.get({ bucket, now, windowMs: limit.windowMs }) as { hits: number; expiresAt: number };
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

function refusal(limit: Limit, hits: number, expiresAt: number, now: number, remembered: boolean): LimitDecision {
  return { limit, allowed: false, hits, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)), resetAt: new Date(expiresAt), remembered };
}

/**
 * Claims every limit in order. At the first refusal it stops: later limits are not counted and the
 * earlier ones are given back, so a refused request costs nobody's allowance. Null when allowed.
 */
export async function claimAll(claims: ReadonlyArray<readonly [Limit, string]>, now = Date.now()): Promise<LimitDecision | null> {
  for (const [index, [limit, key]] of claims.entries()) {
    const decision = await claim(limit, key, now);
    if (!decision.allowed) {
      for (const [earlier, earlierKey] of claims.slice(0, index)) await refund(earlier, earlierKey, now);
      return decision;
    }
  }
  return null;
}

/** Gives back a hit that did no work (the request was refused for another reason). */
export async function refund(limit: Limit, key: string, now = Date.now()) {
  knownRefusals.delete(bucketOf(limit, key));
  statements().refund.run(bucketOf(limit, key), now);
}

/** Forgets a bucket (a successful sign-in clears its failure count). */
export async function clearLimit(limit: Limit, key: string) {
  knownRefusals.delete(bucketOf(limit, key));
  statements().clear.run(bucketOf(limit, key));
}

/** Tests: forget the refusals remembered by this process. */
export function forgetKnownRefusalsForTests() {
  knownRefusals.clear();
}
