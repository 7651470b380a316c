import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { getSqlite } from "#db/client.server";

/** Why there is no manual backup on a libSQL server (the admin "Sistema" tab shows it). */
export const BACKUP_UNAVAILABLE =
  "Backup manual indisponível com o banco num servidor libSQL (DATABASE_URL): use os backups do próprio sqld (docs/self-hosting.md).";

export class BackupUnavailableError extends Error {
  override name = "BackupUnavailableError";
  constructor() {
    super(BACKUP_UNAVAILABLE);
  }
}

/**
 * A consistent copy of the live database made with SQLite's online backup API (better-sqlite3's
 * `.backup()`): readers and writers keep working while it runs. The copy is switched to the
 * rollback journal so it is one self-contained file. The caller deletes it after use. Embedded
 * engine only: on a libSQL server it throws BackupUnavailableError before doing anything.
 */
export async function createBackupFile(now = new Date()) {
  const sqlite = getSqlite();
  if (!sqlite) throw new BackupUnavailableError();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "empreenda-backup-"));
  const file = path.join(dir, `${crypto.randomUUID()}.db`);
  try {
    await sqlite.backup(file);
    const copy = new Database(file);
    try {
      copy.pragma("journal_mode = DELETE");
      const check = copy.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new Error(`backup integrity check failed: ${String(check)}`);
    } finally {
      copy.close();
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const stamp = now.toISOString().replace(/\..*$/, "").replace(/:/g, "-");
  return {
    file,
    size: fs.statSync(file).size,
    downloadName: `empreenda-ai-backup-${stamp}Z.sqlite`,
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
