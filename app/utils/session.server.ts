import crypto from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, preparedQuery } from "#db/client.server";
import { sessions, users, type User } from "#db/schema";
import { cookieSecrets, isSecureRequest } from "./cookies.server";
import { loginPathFor } from "./redirect";

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const LAST_ACTIVE_THROTTLE_MS = 60 * 60 * 1000;

let sessionCookie: ReturnType<typeof createCookie> | undefined;

// The cookie carries only the session id; everything else lives in the database.
function cookie() {
  sessionCookie ??= createCookie("en_session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: cookieSecrets(),
  });
  return sessionCookie;
}

export async function createUserSession(userId: string, now = new Date()) {
  const id = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  getDb().insert(sessions).values({ id, userId, expiresAt, createdAt: now }).run();
  return { id, expiresAt };
}

export async function commitSessionCookie(
  request: Request,
  session: { id: string; expiresAt: Date },
) {
  return cookie().serialize(session.id, {
    expires: session.expiresAt,
    secure: isSecureRequest(request),
  });
}

export async function destroySessionCookie(request: Request) {
  return cookie().serialize("", { maxAge: 0, expires: new Date(0), secure: isSecureRequest(request) });
}

// Checking the cookie's signature (an HMAC) cost more than the session lookup itself on every
// signed-in request. A Cookie header once verified maps to the same id for the life of the
// process; the session behind it is still read from the database each time (expiry, sign-out).
const verifiedSessionIds = new Map<string, string>();
const MAX_VERIFIED_HEADERS = 10_000;

export async function getSessionId(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const known = verifiedSessionIds.get(header);
  if (known !== undefined) return known;
  const value = await cookie().parse(header);
  if (typeof value !== "string" || value.length === 0) return null;
  if (verifiedSessionIds.size >= MAX_VERIFIED_HEADERS) verifiedSessionIds.clear();
  verifiedSessionIds.set(header, value);
  return value;
}

// Remix runs the layout's and the page's loaders with the same Request: look the session up once.
const usersByRequest = new WeakMap<Request, Promise<User | null>>();

/** The signed-in user, or null. Expired sessions are refused and removed. */
export function getUser(request: Request, now?: Date): Promise<User | null> {
  if (now) return findSessionUser(request, now);
  let found = usersByRequest.get(request);
  if (!found) {
    found = findSessionUser(request, new Date());
    usersByRequest.set(request, found);
  }
  return found;
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

async function findSessionUser(request: Request, now: Date): Promise<User | null> {
  const sessionId = await getSessionId(request);
  if (!sessionId) return null;
  const db = getDb();
  const row = sessionLookup().get({ sessionId });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    db.delete(sessions).where(eq(sessions.id, sessionId)).run();
    return null;
  }
  if (now.getTime() - row.user.lastActiveAt.getTime() > LAST_ACTIVE_THROTTLE_MS) {
    db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.user.id)).run();
    row.user.lastActiveAt = now;
  }
  return row.user;
}

export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) throw redirect(loginPathFor(request));
  return user;
}

/** For JSON API routes: 401 with a pt-BR message instead of a redirect. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) {
    throw Response.json({ message: "Não autenticado. Faça login para continuar." }, { status: 401 });
  }
  return user;
}

export async function deleteSession(request: Request) {
  const sessionId = await getSessionId(request);
  if (sessionId) getDb().delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export async function deleteExpiredSessions(now = new Date()) {
  getDb().delete(sessions).where(lt(sessions.expiresAt, now)).run();
}

export async function countActiveSessions(userId: string, now = new Date()) {
  return getDb()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .all().length;
}
