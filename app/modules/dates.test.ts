import { describe, expect, it } from "vitest";
import { startOfMonthInTimeZone, timeZoneOffsetMs } from "./dates";

describe("month boundaries in America/Sao_Paulo", () => {
  it("knows São Paulo is UTC-3", () => {
    expect(timeZoneOffsetMs(new Date("2026-03-10T12:00:00Z"))).toBe(-3 * 3600_000);
  });

  it("starts the month at local midnight (03:00 UTC)", () => {
    expect(startOfMonthInTimeZone(new Date("2026-03-10T12:00:00Z")).toISOString()).toBe("2026-03-01T03:00:00.000Z");
    expect(startOfMonthInTimeZone(new Date("2026-03-10T12:00:00Z"), 1).toISOString()).toBe("2026-02-01T03:00:00.000Z");
  });

  it("at 01:00 UTC on the 1st it is still the previous month in São Paulo", () => {
    const now = new Date("2026-04-01T01:00:00Z"); // 31/03 22:00 in São Paulo
    expect(startOfMonthInTimeZone(now).toISOString()).toBe("2026-03-01T03:00:00.000Z");
  });

  it("crosses the year", () => {
    const now = new Date("2026-01-15T12:00:00Z");
    expect(startOfMonthInTimeZone(now, 1).toISOString()).toBe("2025-12-01T03:00:00.000Z");
  });

  it("handles a zone with daylight saving time", () => {
    // New York: April starts during EDT (UTC-4).
    expect(startOfMonthInTimeZone(new Date("2026-04-15T12:00:00Z"), 0, "America/New_York").toISOString()).toBe("2026-04-01T04:00:00.000Z");
  });
});
