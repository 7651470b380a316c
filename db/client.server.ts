import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getEnv } from "~/utils/env.server";
import * as schema from "./schema";
import { seedReferenceData } from "./seed.server";

export type AppDatabase = BetterSQLite3Database<typeof schema>;

type Connection = { sqlite: Database.Database; db: AppDatabase };

// One connection per process; survives Remix dev rebuilds through globalThis.
const globalForDb = globalThis as unknown as { __appDb?: Connection };

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

export function openDatabase(filePath: string): Connection {
  fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = new Database(filePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
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
  return db.transaction((tx) => work(tx as unknown as AppDatabase));
}

export { schema };
