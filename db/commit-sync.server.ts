import fs from "node:fs/promises";

/**
 * Group commit for SQLite in WAL mode (docs/decisions/008-server-throughput.md).
 *
 * With `synchronous = FULL` every COMMIT waits for an fsync of the WAL (≈ 2 ms here) on the main
 * thread: one process could not answer more than ≈ 500 writes a second, and every other request
 * waited behind each sync. Instead the connection runs with `synchronous = NORMAL` (COMMIT writes
 * the WAL without syncing it) and nothing is answered before the WAL has been synced: `flush()`
 * resolves once an fdatasync of the WAL that started after this connection's latest change has
 * finished. The sync runs on libuv's thread pool, and every request waiting at that moment shares
 * it. A write answered "saved" is therefore on disk, as with FULL; what differs is that another
 * request may read a commit during the ≈ 2 ms before its sync (it is answered only after its own
 * flush, which covers that commit too).
 */
export type CommitSyncer = {
  /** Resolves when every change this connection made so far is on stable storage. */
  flush(): Promise<void>;
  /** True while some change of this connection has not been synced yet. */
  hasPendingWrites(): boolean;
};

export function createCommitSyncer({
  changeCount,
  sync,
}: {
  /** Monotonic count of rows this connection changed (SQLite's total_changes()). */
  changeCount: () => number;
  /** Makes everything written so far durable (fdatasync of the WAL). */
  sync: () => Promise<void>;
}): CommitSyncer {
  let synced = changeCount();
  let running: Promise<void> | null = null;

  function startSync(): Promise<void> {
    // Only changes made before the sync starts are covered by it.
    const covers = changeCount();
    const current: Promise<void> = sync()
      .then(() => {
        if (covers > synced) synced = covers;
      })
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return current;
  }

  return {
    hasPendingWrites: () => changeCount() > synced,
    async flush() {
      const target = changeCount();
      while (synced < target) {
        // A sync already under way may have started before our change: wait for it, re-check.
        await (running ?? startSync());
      }
    },
  };
}

/**
 * fdatasync of the WAL file, on the thread pool. A missing WAL means the last connection closed
 * and checkpointed it into the database file (synced by SQLite), so there is nothing to sync.
 */
export async function syncWalFile(databasePath: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(`${databasePath}-wal`, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
