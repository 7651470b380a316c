import { describe, expect, it } from "vitest";
import { countingSince, evaluateLockout, lockoutMessage, MAX_FAILURES, WINDOW_MS } from "./lockout";

const now = new Date("2026-03-10T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("admin lockout window", () => {
  it("allows up to four recent failures and locks at the fifth", () => {
    expect(MAX_FAILURES).toBe(5);
    expect(WINDOW_MS).toBe(15 * 60_000);
    const four = [1, 2, 3, 4].map(minutesAgo);
    expect(evaluateLockout(four, now)).toEqual({ locked: false });
    const five = [...four, minutesAgo(10)];
    const state = evaluateLockout(five, now);
    expect(state.locked).toBe(true);
    // The oldest of the five is 10 minutes old: free again in 5 minutes.
    if (state.locked) expect(state.retryAt.toISOString()).toBe(new Date(now.getTime() + 5 * 60_000).toISOString());
  });

  it("ignores failures older than 15 minutes", () => {
    const failures = [1, 2, 3, 4, 15, 16, 30].map(minutesAgo);
    expect(evaluateLockout(failures, now)).toEqual({ locked: false });
  });

  it("unlocks when the window passes", () => {
    const failures = [10, 11, 12, 13, 14].map(minutesAgo);
    expect(evaluateLockout(failures, now).locked).toBe(true);
    const later = new Date(now.getTime() + 5 * 60_000 + 1);
    expect(evaluateLockout(failures, later).locked).toBe(false);
  });

  it("with more than five failures, stays locked until only four remain in the window", () => {
    const failures = [1, 2, 3, 4, 5, 14].map(minutesAgo);
    const state = evaluateLockout(failures, now);
    expect(state.locked && state.retryAt.getTime()).toBe(minutesAgo(5).getTime() + WINDOW_MS);
  });

  it("counts only failures after the last success", () => {
    expect(countingSince(now, null).getTime()).toBe(now.getTime() - WINDOW_MS);
    expect(countingSince(now, minutesAgo(3)).getTime()).toBe(minutesAgo(3).getTime() + 1);
    expect(countingSince(now, minutesAgo(60)).getTime()).toBe(now.getTime() - WINDOW_MS);
  });

  it("says in pt-BR when to try again", () => {
    expect(lockoutMessage(new Date(now.getTime() + 61_000), now)).toMatch(/tente novamente em 2 minutos/);
    expect(lockoutMessage(new Date(now.getTime() + 10_000), now)).toMatch(/em 1 minuto\./);
  });
});
