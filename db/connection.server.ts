// What the two engines (embedded SQLite here in client.server.ts, a libSQL server in
// server-engine.server.ts) share: the database type, a connection's shape and the deadlines.
import path from "node:path";
import type Database from "better-sqlite3";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "./schema";
import type { TurnLimits } from "./turns.server";

/**
 * The one database type every model uses, whichever engine is behind it (docs/decisions/017).
 * Always `await` a query: the embedded engine answers at once, the libSQL server over the network.
 * What a bare `.run()` returns differs between engines, so it is typed `unknown`: count changed
 * rows with `.returning()`.
 */
export type AppDatabase = BaseSQLiteDatabase<"async", unknown, typeof schema>;

export type Engine = "embedded" | "libsql";

export type Connection = {
  engine: Engine;
  db: AppDatabase;
  /** Where plain reads (outside a transaction) go: on the embedded engine a second connection, which sees committed rows only. */
  readDb: AppDatabase;
  /** The SQLite handle in embedded mode (backups, health); null on a libSQL server. */
  sqlite: Database.Database | null;
  /** Runs `work` inside one write transaction that holds the write lock from its first statement. */
  inTransaction: <T>(work: (tx: AppDatabase) => Promise<T>) => Promise<T>;
  /** Resolves when migrations and reference data are in place. */
  ready: Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/**
 * How long a transaction may wait for its turn in this process's queue, and how long it may keep
 * the turn, on either engine (decision 027 item 8). Far above any real transaction (milliseconds);
 * the hold covers BUSY_LIMIT_MS of waiting for another process's lock.
 */
export const transactionLimits: Required<TurnLimits> = { waitMs: 10_000, holdMs: 20_000 };

/** Tests shorten the deadlines to show them; returns the way back to the defaults. */
export function setTransactionLimitsForTests(limits: TurnLimits): () => void {
  const before = { ...transactionLimits };
  Object.assign(transactionLimits, limits);
  return () => Object.assign(transactionLimits, before);
}
