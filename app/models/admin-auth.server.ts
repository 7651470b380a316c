import crypto from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { adminSessions, adminSignInAddresses, adminUsers, type AdminUser } from "#db/schema";
import { normalizeAdminEmail, ADMIN_EMAIL_MAX } from "~/modules/admin/admin-email";
import { upsertAdminAccount } from "./admin-accounts.server";
import { dummyPasswordHash, verifyPassword } from "../../server/password.js";
import { LOGIN_LIMITS, lockoutMessage, perIpLoginLimit } from "~/modules/admin/lockout";
import { getEnv } from "~/utils/env.server";
import { HASH_BUSY_MESSAGE, HASH_BUSY_RETRY_AFTER_S, HashBusyError, hashSlotsSaturated, withHashSlot } from "~/utils/hash-slots.server";
import { claimAll, clearLimit, refund } from "./rate-limit.server";
import { logSecurityEvent } from "./security-log.server";

export const ADMIN_SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;
export const INVALID_CREDENTIALS = "Credenciais inválidas";
export const TOO_MANY_ATTEMPTS =
  "Muitas tentativas de login a partir deste endereço. Por segurança, aguarde alguns minutos e tente novamente.";

export type AdminIdentity = Pick<AdminUser, "id" | "email">;

export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A new admin session: the token is returned once; only its hash is stored. */
export async function createAdminSession(adminId: string, now = new Date()) {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MAX_AGE_MS);
  await transaction((tx) =>
    tx
      .insert(adminSessions)
      .values({ tokenHash: hashToken(token), adminId, expiresAt, createdAt: now })
      .run(),
  );
  return { token, expiresAt };
}

/** The admin a token belongs to, or null; an expired session is deleted. */
export async function adminForToken(token: string, now = new Date()): Promise<AdminIdentity | null> {
  if (!token || token.length > 200) return null;
  const db = getDb();
  const tokenHash = hashToken(token);
  const row = await db
    .select({ id: adminUsers.id, email: adminUsers.email, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, tokenHash))
    .get();
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await transaction((tx) => tx.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash)).run());
    return null;
  }
  return { id: row.id, email: row.email };
}

export async function deleteAdminSession(token: string) {
  await transaction((tx) =>
    tx
      .delete(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(token)))
      .run(),
  );
}

export async function deleteExpiredAdminSessions(now = new Date()) {
  await transaction((tx) => tx.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).run());
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
  | { ok: false; status: 401 | 429 | 503; message: string; retryAt?: Date; scope?: "address" };

/**
 * Claims the attempt against every limit (atomically, in the database) before any hashing, then
 * checks the password in one of this process's hash slots; logs every attempt in the security
 * log. Unknown e-mails cost the same scrypt work as a wrong password and get the same answer.
 */
export async function attemptAdminLogin(attempt: LoginAttempt): Promise<LoginOutcome> {
  const now = attempt.now ?? new Date();
  const email = normalizeAdminEmail(attempt.email).slice(0, ADMIN_EMAIL_MAX);
  const log = (success: boolean, reason: string | null, loggedEmail: string | null = email) =>
    logSecurityEvent({
      event: "admin_login",
      email: loggedEmail,
      success,
      reason,
      userAgent: attempt.userAgent,
      ip: attempt.ip,
      createdAt: now,
    });

  // An administrator's e-mail from an address it signed in from before: the reserved hash slot,
  // and no per-e-mail limit (its own per-address limits still apply). Decided before the shared
  // lane's saturation, so a flood from other addresses cannot lock the administrator out.
  const known = attempt.ip ? await isKnownSignInAddress(email, attempt.ip) : false;
  // This process is already hashing as much as it may: refused before any other database work.
  if (!known && hashSlotsSaturated()) return busy(now);

  // A request without a known address (never the case behind Express) is only limited per e-mail.
  const ip = attempt.ip ?? "desconhecido";
  const pairKey = `${ip} ${email}`;
  // First the address as a whole: every attempt from it counts, and once it is over its limit
  // the server answers its next attempts before the app (server/security.js).
  if (attempt.ip) {
    const refusedAddress = await claimAll([[perIpLoginLimit(getEnv().ADMIN_LOGIN_ATTEMPTS_PER_IP), attempt.ip]], now.getTime());
    if (refusedAddress) {
      // Many e-mails from one address: the row does not keep each e-mail (the log stays small).
      if (!refusedAddress.remembered) await log(false, "rate_limited", null);
      return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS, retryAt: refusedAddress.resetAt, scope: "address" };
    }
  }
  const refusedPair = await claimAll(
    [
      [LOGIN_LIMITS.pair, pairKey],
      [LOGIN_LIMITS.pairBackoff, pairKey],
    ],
    now.getTime(),
  );
  if (refusedPair) {
    // Logged once per window and process; repeats refused from memory write nothing.
    if (!refusedPair.remembered) await log(false, "locked");
    return { ok: false, status: 429, message: lockoutMessage(refusedPair.resetAt, now), retryAt: refusedPair.resetAt };
  }
  const refusedEmail = known ? null : await claimAll([[LOGIN_LIMITS.email, email]], now.getTime());
  if (refusedEmail) {
    if (!refusedEmail.remembered) await log(false, "rate_limited");
    return { ok: false, status: 429, message: lockoutMessage(refusedEmail.resetAt, now), retryAt: refusedEmail.resetAt };
  }

  const admin = await getDb().select().from(adminUsers).where(eq(adminUsers.email, email)).get();
  let valid: boolean;
  try {
    valid = await withHashSlot(async () => verifyPassword(attempt.password, admin?.passwordHash ?? (await dummyPasswordHash())), {
      address: attempt.ip,
      reserved: known,
    });
  } catch (error) {
    if (!(error instanceof HashBusyError)) throw error;
    // No work was done: this attempt does not count against the address and e-mail.
    await refund(LOGIN_LIMITS.pair, pairKey, now.getTime());
    await refund(LOGIN_LIMITS.pairBackoff, pairKey, now.getTime());
    if (!known) await refund(LOGIN_LIMITS.email, email, now.getTime());
    return busy(now);
  }
  if (!admin || !valid) {
    await log(false, "invalid_credentials");
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  await clearLimit(LOGIN_LIMITS.pair, pairKey);
  await clearLimit(LOGIN_LIMITS.pairBackoff, pairKey);
  const session = await transaction(async (tx) => {
    await tx.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, admin.id)).run();
    if (attempt.ip)
      await tx
        .insert(adminSignInAddresses)
        .values({ adminId: admin.id, ip: attempt.ip, lastSignInAt: now })
        .onConflictDoUpdate({ target: [adminSignInAddresses.adminId, adminSignInAddresses.ip], set: { lastSignInAt: now } })
        .run();
    return createAdminSession(admin.id, now);
  });
  await log(true, null);
  return { ok: true, admin: { id: admin.id, email: admin.email }, ...session };
}

/** Whether the administrator with this e-mail has signed in from this address before. */
async function isKnownSignInAddress(email: string, ip: string): Promise<boolean> {
  const row = await getDb()
    .select({ ip: adminSignInAddresses.ip })
    .from(adminSignInAddresses)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSignInAddresses.adminId))
    .where(and(eq(adminUsers.email, email), eq(adminSignInAddresses.ip, ip)))
    .get();
  return row !== undefined;
}

/** Too many hashes in this process right now: nothing was checked or written. */
function busy(now: Date): LoginOutcome {
  return { ok: false, status: 503, message: HASH_BUSY_MESSAGE, retryAt: new Date(now.getTime() + HASH_BUSY_RETRY_AFTER_S * 1000) };
}

/** Records a sign-in that was refused before reaching the password check (malformed input). */
export async function logInvalidLoginInput(_email: unknown, userAgent: string | null, ip: string | null) {
  await logSecurityEvent({
    event: "admin_login",
    // Not the e-mail: it is whatever the sender typed, and one row per address keeps a flood of
    // made-up e-mails folded into a single counter.
    email: null,
    success: false,
    reason: "invalid_input",
    userAgent,
    ip,
  });
}

/**
 * Start-up: when ADMIN_EMAIL and ADMIN_PASSWORD are both set, that admin exists with that
 * password (created, or its password replaced). Idempotent; run by startServer() in entry.server.tsx.
 */
export async function ensureAdminFromEnv(env = getEnv()): Promise<"created" | "updated" | "unchanged" | "not-configured"> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return "not-configured";
  return upsertAdminAccount({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
}
