import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCommitSyncer, syncWalFile } from "./commit-sync.server";
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
  });
  return { syncer, syncs, write: () => (changes += 1) };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

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
    expect(await settled(flushed)).toBe(false);
    expect(syncs).toHaveLength(1);
    syncs[0]!.resolve();
    await flushed;
    expect(syncer.hasPendingWrites()).toBe(false);
  });

  it("shares one sync among every write made before it started", async () => {
    const { syncer, syncs, write } = harness();
    write();
    write();
    const first = syncer.flush();
    const second = syncer.flush();
    syncs[0]!.resolve();
    await Promise.all([first, second]);
    expect(syncs).toHaveLength(1);
  });

  it("makes a write that arrives during a sync wait for the next one", async () => {
    const { syncer, syncs, write } = harness();
    write();
    const early = syncer.flush();
    write(); // after the first sync started: not covered by it
    const late = syncer.flush();
    syncs[0]!.resolve();
    await early;
    expect(await settled(late)).toBe(false);
    expect(syncs).toHaveLength(2);
    syncs[1]!.resolve();
    await late;
    expect(syncer.hasPendingWrites()).toBe(false);
  });

  it("fails the waiting answers when the sync fails, and retries on the next flush", async () => {
    const { syncer, syncs, write } = harness();
    write();
    const failed = syncer.flush();
    syncs[0]!.reject(new Error("EIO"));
    await expect(failed).rejects.toThrow("EIO");
    expect(syncer.hasPendingWrites()).toBe(true);
    const retried = syncer.flush();
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
      other.sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    await flushWrites();
  });

  it("syncs an existing WAL file and accepts a missing one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wal-sync-"));
    try {
      await expect(syncWalFile(path.join(dir, "absent.db"))).resolves.toBeUndefined();
      fs.writeFileSync(path.join(dir, "x.db-wal"), "frames");
      await expect(syncWalFile(path.join(dir, "x.db"))).resolves.toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
