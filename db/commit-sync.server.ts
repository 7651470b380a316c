import { statSync } from "node:fs";
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
  schedule = setImmediate,
}: {
  /** Monotonic count of rows this connection changed (SQLite's total_changes()). */
  changeCount: () => number;
  /** Makes everything written so far durable (fdatasync of the WAL). */
  sync: () => Promise<void>;
  /** Runs a callback once the current turn of the event loop has done its work. */
  schedule?: (callback: () => void) => unknown;
}): CommitSyncer {
  let synced = changeCount();
  // The sync started most recently, and what it covers (changes made before it started).
  let latest: { covers: number; done: Promise<void> } | null = null;
  // A sync asked for in this turn of the event loop and not started yet: it will cover every
  // change made until it starts, so all the requests handled in this turn share it.
  let next: Promise<void> | null = null;

  function nextSync(): Promise<void> {
    next ??= new Promise<void>((resolve, reject) => {
      schedule(() => {
        next = null;
        const covers = changeCount();
        const done: Promise<void> = sync().then(
          () => {
            if (covers > synced) synced = covers;
          },
          (error: unknown) => {
            // A failed sync covers nothing: the next flush starts a new one.
            if (latest?.done === done) latest = null;
            throw error;
          },
        );
        latest = { covers, done };
        done.then(resolve, reject);
      });
    });
    return next;
  }

  return {
    hasPendingWrites: () => changeCount() > synced,
    async flush() {
      const target = changeCount();
      while (synced < target) {
        // A sync that started after our change covers it; otherwise the next one will (it does
        // not wait for one still running: syncs may overlap).
        await (latest && latest.covers >= target ? latest.done : nextSync());
      }
    },
  };
}

/**
 * fdatasync of the WAL file, on the thread pool, through a descriptor kept open (reopened if the
 * file was replaced). A missing WAL means the last connection closed and checkpointed it into the
 * database file (synced by SQLite), so there is nothing to sync.
 */
export function walFileSync(databasePath: string): { sync: () => Promise<void>; close: () => void } {
  const walPath = `${databasePath}-wal`;
  let open: Promise<{ handle: fs.FileHandle; inode: number }> | null = null;

  const release = () => {
    const previous = open;
    open = null;
    void previous?.then(({ handle }) => handle.close()).catch(() => {});
  };

  async function sync() {
    let inode: number;
    try {
      inode = statSync(walPath).ino;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return release();
      throw error;
    }
    if (open && (await open.catch(() => null))?.inode !== inode) release();
    open ??= fs.open(walPath, "r").then(async (handle) => ({ handle, inode: (await handle.stat()).ino }));
    const { handle } = await open;
    await handle.datasync();
  }

  return { sync, close: release };
}
