import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { adminSessions, adminUsers } from "#db/schema";
import { adminEmailProblem, normalizeAdminEmail } from "~/modules/admin/admin-email";
import { hashPassword, passwordProblem, verifyPassword } from "../../server/password.js";

export type AdminAccountResult = "created" | "updated" | "unchanged";

/** Thrown for an e-mail or password an administrator may not have (pt-BR message). */
export class AdminAccountInputError extends Error {
  override name = "AdminAccountInputError";
}

/** pt-BR message for an e-mail or password an administrator may not have, or null. */
export function adminAccountProblem(input: { email: unknown; password: unknown }): string | null {
  return adminEmailProblem(input.email) ?? passwordProblem(input.password);
}

/**
 * Creates the administrator, or sets a new password when the e-mail already exists (its open
 * sessions are then ended). Nothing is written when the password is already the current one.
 * The one writer of admin accounts: `npm run admin:create` and the ADMIN_EMAIL start-up use it.
 */
export async function upsertAdminAccount(input: { email: string; password: string }, now = new Date()): Promise<AdminAccountResult> {
  const problem = adminAccountProblem(input);
  if (problem) throw new AdminAccountInputError(problem);
  const email = normalizeAdminEmail(input.email);
  // scrypt (64 MiB) runs outside the transaction: the write lock is never held while hashing.
  const current = await getDb().select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.email, email)).get();
  if (current && (await verifyPassword(input.password, current.passwordHash))) return "unchanged";
  const hash = await hashPassword(input.password);
  return transaction(async (tx): Promise<AdminAccountResult> => {
    const existing = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).get();
    if (existing) {
      await tx.update(adminUsers).set({ passwordHash: hash }).where(eq(adminUsers.id, existing.id)).run();
      await tx.delete(adminSessions).where(eq(adminSessions.adminId, existing.id)).run();
      return "updated";
    }
    await tx.insert(adminUsers).values({ id: crypto.randomUUID(), email, passwordHash: hash, createdAt: now }).run();
    return "created";
  });
}
