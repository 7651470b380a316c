import { createCookie, redirect } from "@remix-run/node";
import { adminForToken, ADMIN_SESSION_MAX_AGE_MS, deleteAdminSession, type AdminIdentity } from "~/models/admin-auth.server";
import { cookieSecrets, isSecureRequest } from "./cookies.server";

export const ADMIN_LOGIN_PATH = "/admin-login";

let adminCookie: ReturnType<typeof createCookie> | undefined;

/**
 * The admin session cookie: separate from the user session (en_session), httpOnly, SameSite=Strict,
 * 8 hours. It carries the same kind of random token the JSON API hands out as a bearer token.
 */
function cookie() {
  adminCookie ??= createCookie("en_admin", {
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    maxAge: ADMIN_SESSION_MAX_AGE_MS / 1000,
    secrets: cookieSecrets(),
  });
  return adminCookie;
}

export async function commitAdminCookie(request: Request, session: { token: string; expiresAt: Date }) {
  return cookie().serialize(session.token, { expires: session.expiresAt, secure: isSecureRequest(request) });
}

export async function clearAdminCookie(request: Request) {
  return cookie().serialize("", { maxAge: 0, expires: new Date(0), secure: isSecureRequest(request) });
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1]! : null;
}

async function cookieToken(request: Request): Promise<string | null> {
  const value = await cookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The token of the request: `Authorization: Bearer …` first, then the admin cookie. */
export async function adminToken(request: Request): Promise<string | null> {
  return bearerToken(request) ?? (await cookieToken(request));
}

/** The signed-in admin, or null. A user session (en_session) is never looked at. */
export async function getAdmin(request: Request, now = new Date()): Promise<AdminIdentity | null> {
  const token = await adminToken(request);
  return token ? adminForToken(token, now) : null;
}

/** For admin pages: no (or an expired) admin session goes to /admin-login, clearing the cookie. */
export async function requireAdmin(request: Request): Promise<AdminIdentity> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const headers = (await cookieToken(request)) ? { "Set-Cookie": await clearAdminCookie(request) } : undefined;
  throw redirect(ADMIN_LOGIN_PATH, { headers });
}

/** For `/api/admin/*`: 401 JSON without a valid bearer token or admin cookie. */
export async function requireApiAdmin(request: Request): Promise<AdminIdentity> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  throw Response.json(
    { message: "Acesso de administrador necessário. Faça login em /admin-login." },
    { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="admin"', "Cache-Control": "no-store" } },
  );
}

/** Ends the session of the request's token (bearer or cookie). */
export async function endAdminSession(request: Request) {
  const token = await adminToken(request);
  if (token) await deleteAdminSession(token);
}

export const NO_STORE = { "Cache-Control": "private, no-store" };
