/**
 * Admin sign-in lockout: after MAX_FAILURES wrong attempts for one e-mail within WINDOW_MS, further
 * attempts for that e-mail are refused until enough of those failures are older than the window.
 * A successful sign-in starts the count again (only failures after the last success count).
 * Refused (locked) attempts are logged but do not count, so the lock ends WINDOW_MS after the
 * failures that caused it, however often someone keeps trying.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export type LockoutState = { locked: false } | { locked: true; retryAt: Date };

/** The instant from which failures count: the window start or the last success, whichever is later. */
export function countingSince(now: Date, lastSuccessAt: Date | null, windowMs = WINDOW_MS): Date {
  const windowStart = now.getTime() - windowMs;
  return new Date(Math.max(windowStart, lastSuccessAt ? lastSuccessAt.getTime() + 1 : -Infinity));
}

/** `failures`: times of counted failures since `countingSince(...)`, in any order. */
export function evaluateLockout(
  failures: readonly Date[],
  now: Date,
  { maxFailures = MAX_FAILURES, windowMs = WINDOW_MS } = {},
): LockoutState {
  const recent = failures
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - windowMs && t <= now.getTime())
    .sort((a, b) => a - b);
  if (recent.length < maxFailures) return { locked: false };
  // Unlocked once only maxFailures - 1 failures remain inside the window.
  const releasing = recent[recent.length - maxFailures]!;
  return { locked: true, retryAt: new Date(releasing + windowMs) };
}

/** pt-BR message for a refused attempt. */
export function lockoutMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  const unit = minutes === 1 ? "minuto" : "minutos";
  return `Muitas tentativas de login com este e-mail. Por segurança, tente novamente em ${minutes} ${unit}.`;
}
