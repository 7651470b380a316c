import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HASH_REST_LIMIT_MS, HashBusyError, MAX_WAITING_HASHES, hashSlotUsage, withHashSlot } from "./hash-slots.server";

// A hash that takes `ms` of (fake) time.
const hashTaking = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("hash slots", () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "performance"] }));
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  it("one person trying again right after a slow answer waits for the rest and is served", async () => {
    // On a loaded machine the hash takes longer than the longest rest.
    const first = withHashSlot(hashTaking(HASH_REST_LIMIT_MS * 3));
    await vi.advanceTimersByTimeAsync(HASH_REST_LIMIT_MS * 3);
    await first;
    const second = withHashSlot(hashTaking(10));
    const settled = vi.fn();
    second.then(settled, settled);
    await vi.advanceTimersByTimeAsync(HASH_REST_LIMIT_MS + 10);
    await expect(second).resolves.toBeUndefined();
  });

  it("a crowd: one hash runs, a few wait, the rest are refused at once", async () => {
    const crowd = Array.from({ length: MAX_WAITING_HASHES + 3 }, () => withHashSlot(hashTaking(100)));
    const outcomes = crowd.map((attempt) =>
      attempt.then(
        () => "served",
        (error: unknown) => (error instanceof HashBusyError ? "busy" : "other"),
      ),
    );
    expect(hashSlotUsage()).toEqual({ running: 1, waiting: MAX_WAITING_HASHES });
    await vi.runAllTimersAsync();
    const results = await Promise.all(outcomes);
    expect(results.filter((r) => r === "busy")).toHaveLength(2);
    expect(results.filter((r) => r === "served")).toHaveLength(MAX_WAITING_HASHES + 1);
  });
});
