/**
 * The one rule for an administrator's e-mail, used by the sign-in form, `npm run admin:create`
 * and the ADMIN_EMAIL start-up (all three store and look up the same normalised form).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ADMIN_EMAIL_MAX = 254;

export function normalizeAdminEmail(email: unknown) {
  return String(email ?? "")
    .trim()
    .toLowerCase();
}

/** pt-BR message for an e-mail an administrator may not have, or null when it is acceptable. */
export function adminEmailProblem(email: unknown): string | null {
  const value = normalizeAdminEmail(email);
  if (!EMAIL_PATTERN.test(value) || value.length > ADMIN_EMAIL_MAX) return "Informe um e-mail válido.";
  return null;
}
