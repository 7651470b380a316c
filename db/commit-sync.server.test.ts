import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCommitSyncer, walFileSync } from "./commit-sync.server";
import { flushWrites, getDb, openDatabase } from "./client.server";
import { users } from "./schema";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A syncer over a fake change counter whose syncs finish when the test says so. */
function harness() {
  let changes = 0;
  const syncs: ReturnType<typeof deferred>[] = [];
  const syncer = createCommitSyncer({
    changeCount: () => changes,
    sync: () => {
      const next = deferred();
      syncs.push(next);
      return next.promise;
    },
    // "End of this turn of the event loop", in a form the test can wait for.
    schedule: (callback) => setTimeout(callback, 0),
  });
  return { syncer, syncs, write: () => (changes += 1) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
async function isPending(promise: Promise<unknown>) {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await tick();
  return !done;
}

describe("createCommitSyncer (group commit)", () => {
  it("does not sync when nothing was written", async () => {
    const { syncer, syncs } = harness();
    await syncer.flush();
    expect(syncs).toHaveLength(0);
    expect(syncer.hasPendingWrites()).toBe(false);
  });

  it("answers a write only after the sync that covers it has finished", async () => {
    const { syncer, syncs, write } = harness();
    write();
    expect(syncer.hasPendingWrites()).toBe(true);
    const flushed = syncer.flush();
    expect(await isPending(flushed)).toBe(true);
    expect(syncs).toHaveLength(1);
    syncs[0]!.resolve();
    await flushed;
    expect(syncer.hasPendingWrites()).toBe(false);
  });

  it("shares one sync among every write of the same turn", async () => {
    const { syncer, syncs, write } = harness();
    write();
    const first = syncer.flush();
    write();
    const second = syncer.flush();
    await tick();
    expect(syncs).toHaveLength(1);
    syncs[0]!.resolve();
    await Promise.all([first, second]);
    expect(syncer.hasPendingWrites()).toBe(false);
  });

  it("starts a new sync for a write made after the running one started, without waiting for it", async () => {
    const { syncer, syncs, write } = harness();
    write();
    const early = syncer.flush();
    await tick(); // the first sync has started
    write(); // not covered by it
    const late = syncer.flush();
    await tick();
    expect(syncs).toHaveLength(2);
    syncs[0]!.resolve();
    await early;
    expect(await isPending(late)).toBe(true);
    syncs[1]!.resolve();
    await late;
    expect(syncer.hasPendingWrites()).toBe(false);
  });

  it("lets a write wait for a running sync that started after it", async () => {
    const { syncer, syncs, write } = harness();
    write();
    const first = syncer.flush();
    await tick();
    const again = syncer.flush(); // same change, sync already running: no new one
    await tick();
    expect(syncs).toHaveLength(1);
    syncs[0]!.resolve();
    await Promise.all([first, again]);
  });

  it("fails the waiting answers when the sync fails, and retries on the next flush", async () => {
    const { syncer, syncs, write } = harness();
    write();
    const failed = syncer.flush();
    await tick();
    syncs[0]!.reject(new Error("EIO"));
    await expect(failed).rejects.toThrow("EIO");
    expect(syncer.hasPendingWrites()).toBe(true);
    // No new write: the same change is retried with a new sync, not the failed one.
    const retried = syncer.flush();
    await tick();
    expect(syncs).toHaveLength(2);
    syncs[1]!.resolve();
    await retried;
    expect(syncer.hasPendingWrites()).toBe(false);
  });
});

describe("commit sync on a real database", () => {
  it("counts a write as pending until flushWrites() has synced the WAL", async () => {
    getDb().select().from(users).all();
    await flushWrites();
    getDb().insert(users).values({ id: "u-sync", email: "sync@example.com", authProvider: "demo" }).run();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "commit-sync-"));
    const other = openDatabase(path.join(dir, "other.db"));
    try {
      expect(other.commits.hasPendingWrites()).toBe(false);
      other.db.insert(users).values({ id: "u-other", email: "other@example.com", authProvider: "demo" }).run();
      expect(other.commits.hasPendingWrites()).toBe(true);
      await other.commits.flush();
      expect(other.commits.hasPendingWrites()).toBe(false);
      // Reads change nothing.
      other.db.select().from(users).all();
      expect(other.commits.hasPendingWrites()).toBe(false);
    } finally {
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    await flushWrites();
  });

  it("syncs the WAL through one open descriptor, reopens a replaced file and accepts a missing one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wal-sync-"));
    const missing = walFileSync(path.join(dir, "absent.db"));
    const wal = walFileSync(path.join(dir, "x.db"));
    try {
      await expect(missing.sync()).resolves.toBeUndefined();
      fs.writeFileSync(path.join(dir, "x.db-wal"), "frames");
      await wal.sync();
      await wal.sync();
      fs.rmSync(path.join(dir, "x.db-wal"));
      await expect(wal.sync()).resolves.toBeUndefined();
      fs.writeFileSync(path.join(dir, "x.db-wal"), "new file");
      await expect(wal.sync()).resolves.toBeUndefined();
    } finally {
      wal.close();
      missing.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
