import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleTs } from "../../scripts/lib/bundle-ts.mjs";

// Issue 20 item 1: a durability check that can see a missing sync. The crash test kills the
// process (SIGKILL), which leaves the page cache alone, so it passes whether or not a commit was
// synced. Here an LD_PRELOAD shim records every fsync/fdatasync with its file, and each app write
// must be followed by a sync of the WAL before it is acknowledged. The control run with
// synchronous=NORMAL proves the check fails when the syncs are not made.
const WRITES = 20;

let dir: string;
let shim: string;
let workload: Awaited<ReturnType<typeof bundleTs>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "syncs-"));
  shim = path.join(dir, "fsync-shim.so");
  execFileSync("cc", ["-shared", "-fPIC", "-O2", "-o", shim, "scripts/durability/fsync-shim.c", "-ldl"]);
  workload = await bundleTs("tests/durability/sync-workload.ts");
});
afterAll(() => {
  workload?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

function run(name: string, extra: Record<string, string> = {}) {
  const log = path.join(dir, `${name}.log`);
  fs.rmSync(log, { force: true });
  const result = spawnSync(process.execPath, [workload.file], {
    encoding: "utf8",
    env: { ...process.env, LD_PRELOAD: shim, FSYNC_LOG: log, DATABASE_PATH: path.join(dir, `${name}.db`), DATABASE_URL: "", WRITES: String(WRITES), ...extra },
  });
  if (result.status !== 0) throw new Error(`workload failed: ${result.stderr.slice(-2000)}`);
  return JSON.parse(result.stdout.trim().split("\n").pop()!) as { writes: number; unsynced: number; failedSyncs: number };
}

describe.runIf(process.platform === "linux")("durability: every acknowledged write is synced", () => {
  it("each app write syncs the WAL before it is acknowledged, and no sync fails", () => {
    expect(run("full")).toEqual({ writes: WRITES, unsynced: 0, failedSyncs: 0 });
  });

  it("the same through a symlinked DATABASE_PATH (where the old home-made sync found no WAL and synced nothing)", () => {
    fs.mkdirSync(path.join(dir, "real"));
    fs.symlinkSync(path.join(dir, "real"), path.join(dir, "link"));
    expect(run("link", { DATABASE_PATH: path.join(dir, "link", "app.db") })).toEqual({ writes: WRITES, unsynced: 0, failedSyncs: 0 });
  });

  it("the check sees missing syncs (control: synchronous=NORMAL)", () => {
    expect(run("normal", { SYNCHRONOUS_FOR_CONTROL: "NORMAL" }).unsynced).toBe(WRITES);
  });
});
