import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { getDb, getSqlite } from "#db/client.server";
import { adminSessions, adminUsers, type AdminUser } from "#db/schema";
import { upsertAdminAccount, normalizeAdminEmail } from "../../server/admin-accounts.js";
import { dummyPasswordHash, verifyPassword } from "../../server/password.js";
import { countingSince, evaluateLockout, lockoutMessage } from "~/modules/admin/lockout";
import { getEnv } from "~/utils/env.server";
import { lastLoginSuccess, loginAttemptsSince, logSecurityEvent } from "./security-log.server";

export const ADMIN_SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;
export const INVALID_CREDENTIALS = "Credenciais inválidas";

export type AdminIdentity = Pick<AdminUser, "id" | "email">;

export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A new admin session: the token is returned once; only its hash is stored. */
export async function createAdminSession(adminId: string, now = new Date()) {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MAX_AGE_MS);
  getDb().insert(adminSessions).values({ tokenHash: hashToken(token), adminId, expiresAt, createdAt: now }).run();
  return { token, expiresAt };
}

/** The admin a token belongs to, or null; an expired session is deleted. */
export async function adminForToken(token: string, now = new Date()): Promise<AdminIdentity | null> {
  if (!token || token.length > 200) return null;
  const db = getDb();
  const tokenHash = hashToken(token);
  const row = db
    .select({ id: adminUsers.id, email: adminUsers.email, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, tokenHash))
    .get();
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash)).run();
    return null;
  }
  return { id: row.id, email: row.email };
}

export async function deleteAdminSession(token: string) {
  getDb().delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token))).run();
}

export async function deleteExpiredAdminSessions(now = new Date()) {
  getDb().delete(adminSessions).where(lt(adminSessions.expiresAt, now)).run();
}

export type LoginAttempt = {
  email: string;
  password: string;
  userAgent: string | null;
  ip: string | null;
  now?: Date;
};

export type LoginOutcome =
  | { ok: true; admin: AdminIdentity; token: string; expiresAt: Date }
  | { ok: false; status: 401 | 429; message: string; retryAt?: Date };

/**
 * Checks the lockout window, then the password; logs every attempt in the security log.
 * Unknown e-mails cost the same scrypt work as a wrong password and get the same answer.
 */
export async function attemptAdminLogin(attempt: LoginAttempt): Promise<LoginOutcome> {
  const now = attempt.now ?? new Date();
  const email = normalizeAdminEmail(attempt.email).slice(0, 254);
  const log = (success: boolean, reason: string | null) =>
    logSecurityEvent({ event: "admin_login", email, success, reason, userAgent: attempt.userAgent, ip: attempt.ip, createdAt: now });

  const since = countingSince(now, await lastLoginSuccess(email));
  const failures = (await loginAttemptsSince(email, since))
    .filter((row) => !row.success && row.reason === "invalid_credentials")
    .map((row) => row.createdAt);
  const lockout = evaluateLockout(failures, now);
  if (lockout.locked) {
    await log(false, "locked");
    return { ok: false, status: 429, message: lockoutMessage(lockout.retryAt, now), retryAt: lockout.retryAt };
  }

  const admin = getDb().select().from(adminUsers).where(eq(adminUsers.email, email)).get();
  const valid = await verifyPassword(attempt.password, admin?.passwordHash ?? dummyPasswordHash());
  if (!admin || !valid) {
    await log(false, "invalid_credentials");
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  const session = await createAdminSession(admin.id, now);
  getDb().update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, admin.id)).run();
  await log(true, null);
  return { ok: true, admin: { id: admin.id, email: admin.email }, ...session };
}

/** Records a sign-in that was refused before reaching the password check (malformed input). */
export async function logInvalidLoginInput(email: unknown, userAgent: string | null, ip: string | null) {
  await logSecurityEvent({
    event: "admin_login",
    email: typeof email === "string" ? normalizeAdminEmail(email).slice(0, 254) || null : null,
    success: false,
    reason: "invalid_input",
    userAgent,
    ip,
  });
}

/**
 * Start-up: when ADMIN_EMAIL and ADMIN_PASSWORD are both set, that admin exists with that
 * password (created, or its password replaced). Idempotent; called from entry.server.tsx.
 */
export function ensureAdminFromEnv(env = getEnv()): "created" | "updated" | "unchanged" | "not-configured" {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return "not-configured";
  return upsertAdminAccount(getSqlite(), { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
}
