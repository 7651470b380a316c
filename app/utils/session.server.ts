import { createCookie, redirect } from "@remix-run/node";
import type { User } from "#db/schema";
import { findSessionUser as findUserOfSession, deleteSessionById } from "~/models/session.server";
import { cookieSecrets, isSecureRequest } from "./cookies.server";
import { loginPathFor } from "./redirect";

// The sessions themselves live in the database (app/models/session.server.ts).
export { countActiveSessions, createUserSession, deleteExpiredSessions, SESSION_MAX_AGE_MS } from "~/models/session.server";

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

export async function commitSessionCookie(request: Request, session: { id: string; expiresAt: Date }) {
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

async function findSessionUser(request: Request, now: Date): Promise<User | null> {
  const sessionId = await getSessionId(request);
  if (!sessionId) return null;
  return findUserOfSession(sessionId, now);
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
  if (sessionId) await deleteSessionById(sessionId);
}
