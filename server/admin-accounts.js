// Creating or updating an administrator account, shared by `npm run admin:create`
// (scripts/admin-create.mjs) and the start-up from ADMIN_EMAIL / ADMIN_PASSWORD
// (app/models/admin.server.ts). Works on a plain better-sqlite3 handle whose schema is migrated.
import crypto from "node:crypto";
import { hashPasswordSync, passwordProblem, verifyPasswordSync } from "./password.js";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {unknown} email */
export function normalizeAdminEmail(email) {
  return String(email ?? "").trim().toLowerCase();
}

/** @param {unknown} email */
export function emailProblem(email) {
  const value = normalizeAdminEmail(email);
  if (!EMAIL_PATTERN.test(value) || value.length > 254) return "Informe um e-mail válido.";
  return null;
}

/**
 * Creates the admin, or sets a new password when the e-mail already exists (its open sessions
 * are then revoked). Nothing is written when the password is already the current one.
 * @param {import("better-sqlite3").Database} sqlite
 * @param {{ email: string; password: string }} input
 * @returns {"created" | "updated" | "unchanged"}
 */
export function upsertAdminAccount(sqlite, input) {
  const problem = emailProblem(input.email) ?? passwordProblem(input.password);
  if (problem) throw new Error(problem);
  const email = normalizeAdminEmail(input.email);
  const existing = /** @type {{ id: string; password_hash: string } | undefined} */ (
    sqlite.prepare("SELECT id, password_hash FROM admin_users WHERE email = ?").get(email)
  );
  if (existing && verifyPasswordSync(input.password, existing.password_hash)) return "unchanged";
  const hash = hashPasswordSync(input.password);
  const write = sqlite.transaction(() => {
    if (existing) {
      sqlite.prepare("UPDATE admin_users SET password_hash = ? WHERE id = ?").run(hash, existing.id);
      sqlite.prepare("DELETE FROM admin_sessions WHERE admin_id = ?").run(existing.id);
      return "updated";
    }
    sqlite
      .prepare("INSERT INTO admin_users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)")
      .run(crypto.randomUUID(), email, hash, Date.now());
    return "created";
  });
  return write();
}
