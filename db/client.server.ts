import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getEnv } from "~/utils/env.server";
import * as schema from "./schema";
import { seedReferenceData } from "./seed.server";
import { instrumentSlowQueries, logSlowQuery, SLOW_QUERY_MS } from "./slow-query-log.server";

export type AppDatabase = BetterSQLite3Database<typeof schema>;

type Connection = { sqlite: Database.Database; db: AppDatabase };

// One connection per process; survives Remix dev rebuilds through globalThis.
const globalForDb = globalThis as unknown as { __appDb?: Connection };

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

export function openDatabase(filePath: string): Connection {
  fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = instrumentSlowQueries(new Database(filePath));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL, not NORMAL: in WAL mode NORMAL already survives a killed process (the WAL is in the
  // OS cache), but a power loss or a crash of the machine can drop the commits since the last
  // checkpoint, and those writes were answered "saved". FULL syncs the WAL at every commit
  // (≈2 ms here, against ≈0.03 ms); our writes are people clicking, so we pay it. Principle 8.
  sqlite.pragma("synchronous = FULL");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  seedReferenceData(db);
  return { sqlite, db };
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

export function closeDatabase() {
  globalForDb.__appDb?.sqlite.close();
  globalForDb.__appDb = undefined;
}

/** All multi-statement writes go through here, so a driver change touches one place. */
export async function transaction<T>(work: (tx: AppDatabase) => T): Promise<T> {
  const db = getDb();
  const started = performance.now();
  try {
    return db.transaction((tx) => work(tx as unknown as AppDatabase));
  } finally {
    // Its statements are timed one by one; this also counts BEGIN/COMMIT (the sync to disk).
    const durationMs = performance.now() - started;
    if (durationMs > SLOW_QUERY_MS) logSlowQuery({ sql: "(transaction)", durationMs, method: "transaction" });
  }
}

export { schema };
