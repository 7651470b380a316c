import { describe, expect, it } from "vitest";
import { findUnsyncedAcks, parseShimLog } from "../scripts/durability/fsync-analysis.mjs";

// The rule of `npm run durability:fsync` (the script itself runs the real server under the
// LD_PRELOAD shim, with a control that must fail); here its edges on hand-made shim logs.
const WAL = "/tmp/db/app.db-wal";
const log = (lines: string[]) => parseShimLog(lines.join("\n"));
const ack = (label: string, sent: number, answered: number) => ({ label, sent: BigInt(sent), answered: BigInt(answered) });

describe("fsync analysis", () => {
  it("accepts an answer whose last WAL write was synced before it", () => {
    const events = log([`110 112 pwrite64 4096 ${WAL}`, `113 150 fdatasync 0 ${WAL}`]);
    expect(findUnsyncedAcks(events, [ack("a", 100, 160)], WAL).unsynced).toEqual([]);
  });

  it("flags an answer that arrived before the sync finished, or with no sync at all", () => {
    const events = log([`110 112 pwrite64 4096 ${WAL}`, `113 170 fsync 0 ${WAL}`, `210 212 pwrite64 4096 ${WAL}`]);
    const result = findUnsyncedAcks(events, [ack("late", 100, 160), ack("none", 200, 260)], WAL);
    expect(result.unsynced.map((a) => a.label)).toEqual(["late", "none"]);
  });

  it("does not count a sync that started before the write, of another file, or that failed", () => {
    const events = log([
      `105 130 fdatasync 0 ${WAL}`,
      `110 112 pwrite64 4096 ${WAL}`,
      `113 120 fsync 0 /tmp/db/app.db`,
      `121 125 sync_file_range 0 ${WAL}`,
      `126 140 fdatasync -1 ${WAL}`,
    ]);
    const result = findUnsyncedAcks(events, [ack("a", 100, 160)], WAL);
    expect(result.unsynced).toHaveLength(1);
    expect(result.failedSyncs).toHaveLength(1);
  });

  it("sets apart an answer with no WAL write in its window (nothing was checked)", () => {
    const events = log([`50 52 pwrite64 4096 ${WAL}`, `53 60 fsync 0 ${WAL}`]);
    const result = findUnsyncedAcks(events, [ack("read", 100, 160)], WAL);
    expect(result.withoutWrite.map((a) => a.label)).toEqual(["read"]);
    expect(result.unsynced).toEqual([]);
  });
});
