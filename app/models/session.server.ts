import crypto from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, preparedQuery, transaction } from "#db/client.server";
import { sessions, users, type User } from "#db/schema";

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const LAST_ACTIVE_THROTTLE_MS = 60 * 60 * 1000;

/** A new session of `userId`: its id is the cookie's value (256 random bits). */
export async function createUserSession(userId: string, now = new Date()) {
  const id = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  await transaction((tx) => tx.insert(sessions).values({ id, userId, expiresAt, createdAt: now }).run());
  return { id, expiresAt };
}

// Every signed-in request runs this lookup.
const sessionLookup = preparedQuery((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .prepare(),
);

/**
 * The user of a session, or null. An expired session is refused and removed; the user's last
 * activity is written at most once an hour (a plain read otherwise: no write lock per page).
 */
export async function findSessionUser(sessionId: string, now: Date): Promise<User | null> {
  const row = await sessionLookup().get({ sessionId });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await deleteSessionById(sessionId);
    return null;
  }
  if (now.getTime() - row.user.lastActiveAt.getTime() > LAST_ACTIVE_THROTTLE_MS) {
    await transaction((tx) => tx.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.user.id)).run());
    row.user.lastActiveAt = now;
  }
  return row.user;
}

export async function deleteSessionById(sessionId: string) {
  await transaction((tx) => tx.delete(sessions).where(eq(sessions.id, sessionId)).run());
}

export async function deleteExpiredSessions(now = new Date()) {
  await transaction((tx) => tx.delete(sessions).where(lt(sessions.expiresAt, now)).run());
}

export async function countActiveSessions(userId: string, now = new Date()) {
  const rows = await getDb()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .all();
  return rows.length;
}
