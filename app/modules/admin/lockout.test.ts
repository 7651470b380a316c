import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS, lockoutMessage, MAX_FAILURES, WINDOW_MS } from "./lockout";

const now = new Date("2026-03-10T12:00:00Z");

describe("admin sign-in limits", () => {
  it("five attempts per address and e-mail in 15 minutes, ten in a day", () => {
    expect(MAX_FAILURES).toBe(5);
    expect(WINDOW_MS).toBe(15 * 60_000);
    expect(LOGIN_LIMITS.pairBackoff.max).toBeGreaterThan(LOGIN_LIMITS.pair.max);
    expect(LOGIN_LIMITS.email.max).toBeGreaterThan(LOGIN_LIMITS.pair.max * 10);
  });

  it("says in pt-BR when to try again, in minutes or hours", () => {
    expect(lockoutMessage(new Date(now.getTime() + 60_000), now)).toMatch(/em 1 minuto\.$/);
    expect(lockoutMessage(new Date(now.getTime() + 10 * 60_000), now)).toMatch(/em 10 minutos\.$/);
    expect(lockoutMessage(new Date(now.getTime() + 20 * 3600_000), now)).toMatch(/em 20 horas\.$/);
  });
});
