import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getEnv } from "~/utils/env.server";
import * as schema from "./schema";
import { seedReferenceData } from "./seed.server";
import { createCommitSyncer, walFileSync, type CommitSyncer } from "./commit-sync.server";
import { stepReturningWritesToTheEnd } from "./returning-writes.server";
import { instrumentSlowQueries, logSlowQuery, SLOW_QUERY_MS } from "./slow-query-log.server";

export type AppDatabase = BetterSQLite3Database<typeof schema>;

type Connection = { sqlite: Database.Database; db: AppDatabase; commits: CommitSyncer; close: () => void };

// One connection per process; survives Remix dev rebuilds through globalThis.
const globalForDb = globalThis as unknown as { __appDb?: Connection };

/** What the WAL file is cut back to when a checkpoint resets it. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

export function openDatabase(filePath: string): Connection {
  fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = instrumentSlowQueries(stepReturningWritesToTheEnd(new Database(filePath)));
  sqlite.pragma("journal_mode = WAL");
  // After a burst has grown the WAL, the file shrinks back to this once a checkpoint resets it
  // (SQLite's default keeps its largest size for good).
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Migrations and seed run with FULL (each commit synced); afterwards commits are synced in
  // groups before anything is answered (commit-sync.server.ts, docs/decisions/008), which keeps
  // FULL's promise — a write answered "saved" is on disk — without an fsync per commit on the
  // main thread. Principle 8.
  sqlite.pragma("synchronous = FULL");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  seedReferenceData(db);
  sqlite.pragma("synchronous = NORMAL");
  const totalChanges = sqlite.prepare("SELECT total_changes()").pluck();
  const wal = walFileSync(filePath);
  const commits = createCommitSyncer({ changeCount: () => totalChanges.get() as number, sync: wal.sync });
  const close = () => {
    wal.close();
    sqlite.close();
  };
  return { sqlite, db, commits, close };
}

function connection(): Connection {
  globalForDb.__appDb ??= openDatabase(getEnv().DATABASE_PATH);
  return globalForDb.__appDb;
}

export function getDb(): AppDatabase {
  return connection().db;
}

export function getSqlite(): Database.Database {
  return connection().sqlite;
}

/**
 * A statement that Drizzle builds and SQLite compiles once per connection instead of on every
 * call, for the hot paths (every signed-in page, every journey toggle). Values go in through
 * `sql.placeholder()`.
 */
export function preparedQuery<T>(build: (db: AppDatabase) => T): () => T {
  const byConnection = new WeakMap<AppDatabase, T>();
  return () => {
    const db = getDb();
    let query = byConnection.get(db);
    if (query === undefined) {
      query = build(db);
      byConnection.set(db, query);
    }
    return query;
  };
}

/**
 * Resolves when every write this process has made is on disk. Every loader and action answer
 * waits for it (server/durable-routes.js); scripts that write and exit just close the database.
 */
export function flushWrites(): Promise<void> {
  return globalForDb.__appDb?.commits.flush() ?? Promise.resolve();
}

export function closeDatabase() {
  globalForDb.__appDb?.close();
  globalForDb.__appDb = undefined;
}

/** All multi-statement writes go through here, so a driver change touches one place. */
export async function transaction<T>(work: (tx: AppDatabase) => T | Promise<T>): Promise<T> {
  const db = getDb();
  const started = performance.now();
  try {
    // TEMPORARY (h18a, until issue 20's data layer lands): async work in the new style runs
    // between BEGIN IMMEDIATE and COMMIT on this connection; nested calls join the outer one.
    if (work.constructor.name === "AsyncFunction") {
      const sqlite = getSqlite();
      if (sqlite.inTransaction) return await work(db);
      sqlite.exec("BEGIN IMMEDIATE");
      try {
        const result = await work(db);
        sqlite.exec("COMMIT");
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
        throw error;
      }
    }
    return db.transaction((tx) => work(tx as unknown as AppDatabase) as T);
  } finally {
    // Its statements are timed one by one; this also counts BEGIN/COMMIT (the sync to disk).
    const durationMs = performance.now() - started;
    if (durationMs > SLOW_QUERY_MS) logSlowQuery({ sql: "(transaction)", durationMs, method: "transaction" });
  }
}

export { schema };
