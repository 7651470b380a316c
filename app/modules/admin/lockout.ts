/**
 * Admin sign-in limits, all claimed in the database before any password is hashed
 * (app/models/admin-auth.server.ts, docs/decisions/015):
 * - per (client address, e-mail): MAX_FAILURES attempts per WINDOW_MS, and BACKOFF_MAX per
 *   BACKOFF_WINDOW_MS (a second lock of a day for whoever keeps going); a successful sign-in
 *   clears both. Someone guessing from one address locks only that address out, so the real
 *   admin still signs in from anywhere else.
 * - per client address, any e-mail (ADMIN_LOGIN_ATTEMPTS_PER_IP per WINDOW_MS): one address
 *   trying many e-mails.
 * - per e-mail from all addresses (PER_EMAIL_MAX per WINDOW_MS): guessing spread over many
 *   addresses. High enough that it takes dozens of addresses to reach.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const BACKOFF_MAX = 10;
export const BACKOFF_WINDOW_MS = 24 * 60 * 60 * 1000;
export const PER_EMAIL_MAX = 100;

export const LOGIN_LIMITS = {
  pair: { name: "admin-login:ip+email", max: MAX_FAILURES, windowMs: WINDOW_MS },
  pairBackoff: { name: "admin-login:ip+email:day", max: BACKOFF_MAX, windowMs: BACKOFF_WINDOW_MS },
  email: { name: "admin-login:email", max: PER_EMAIL_MAX, windowMs: WINDOW_MS },
} as const;

export const perIpLoginLimit = (max: number) => ({ name: "admin-login:ip", max, windowMs: WINDOW_MS });

/** pt-BR message for a refused attempt. */
export function lockoutMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  if (minutes > 90) {
    const hours = Math.ceil(minutes / 60);
    return `Muitas tentativas de login com este e-mail. Por segurança, tente novamente em ${hours} horas.`;
  }
  const unit = minutes === 1 ? "minuto" : "minutos";
  return `Muitas tentativas de login com este e-mail. Por segurança, tente novamente em ${minutes} ${unit}.`;
}
