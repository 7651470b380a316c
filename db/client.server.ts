import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle as drizzleEmbedded } from "drizzle-orm/better-sqlite3";
import { migrate as migrateEmbedded } from "drizzle-orm/better-sqlite3/migrator";
import { getEnv } from "~/utils/env.server";
import * as schema from "./schema";
import { referenceDataWrites } from "./seed.server";
import { DatabaseBusy, TransactionAbandoned, whileEmbeddedBusy } from "./busy.server";
import { type AppDatabase, type Connection, type Engine, migrationsFolder, transactionLimits } from "./connection.server";
import { openServerDatabase } from "./server-engine.server";
import { atMost, QueueTimeout } from "./turns.server";
import { stepReturningWritesToTheEnd } from "./returning-writes.server";
import { instrumentSlowQueries, logSlowQuery, SLOW_QUERY_MS } from "./slow-query-log.server";

// The transaction the current async call chain runs in (see transaction()).
const currentTransaction = new AsyncLocalStorage<AppDatabase>();

// One connection per process; survives Remix dev rebuilds through globalThis.
const globalForDb = globalThis as unknown as { __appDb?: Connection };

/** What the WAL file is cut back to when a checkpoint resets it. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** A libSQL server address (`libsql://`, `http(s)://`, `ws(s)://`) rather than a file. */
export function isServerUrl(url: string | undefined): url is string {
  return !!url && /^(libsql|https?|wss?):\/\//i.test(url);
}

/**
 * The embedded engine: one SQLite file through better-sqlite3, opened, migrated and seeded
 * synchronously. Durability is SQLite's own: WAL with `synchronous=FULL`, so a commit is on disk
 * before it returns (docs/decisions/017 replaces 008's own syncing).
 *
 * Two connections (docs/decisions/027): the writer, which only transactions use, and a reader for
 * plain reads. A transaction stays open across awaits, and on one shared connection a read made
 * meanwhile by another request saw its uncommitted rows; the reader sees only committed ones (WAL
 * gives it the last committed snapshot), as a read outside a transaction does on a libSQL server.
 */
export function openEmbeddedDatabase(filePath: string): Connection {
  fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = instrumentSlowQueries(stepReturningWritesToTheEnd(new Database(filePath)));
  sqlite.pragma("journal_mode = WAL");
  // After a burst has grown the WAL, the file shrinks back to this once a checkpoint resets it
  // (SQLite's default keeps its largest size for good).
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma("foreign_keys = ON");
  // At start-up (before any request) migrations and reference data may wait for another process.
  sqlite.pragma(`busy_timeout = ${STARTUP_BUSY_TIMEOUT_MS}`);
  sqlite.pragma("synchronous = FULL");
  const embedded = drizzleEmbedded(sqlite, { schema });
  migrateEmbedded(embedded, { migrationsFolder });
  embedded.transaction((tx) => {
    for (const write of referenceDataWrites(tx as unknown as AppDatabase)) (write as unknown as { run(): unknown }).run();
  });
  // From here on no waiting inside SQLite, which would block the event loop: a transaction that
  // finds the write lock taken by another process tries again after a pause (whileEmbeddedBusy).
  sqlite.pragma("busy_timeout = 0");
  guardAbandonedStatements(sqlite);
  const db = embedded as unknown as AppDatabase;
  const reader = instrumentSlowQueries(stepReturningWritesToTheEnd(new Database(filePath)));
  reader.pragma("foreign_keys = ON");
  // A WAL reader is refused only while another process recovers the file after a crash: a short
  // wait, bounded (the only place the loop may wait on a lock; docs/decisions/027).
  reader.pragma(`busy_timeout = ${READER_BUSY_TIMEOUT_MS}`);
  const readDb = drizzleEmbedded(reader, { schema }) as unknown as AppDatabase;
  return {
    engine: "embedded",
    db,
    readDb,
    sqlite,
    inTransaction: embeddedTransactions(sqlite, db),
    ready: Promise.resolve(),
    close: async () => {
      reader.close();
      sqlite.close();
    },
  };
}

const STARTUP_BUSY_TIMEOUT_MS = 5000;

/** How long a plain read on the embedded engine may wait for a lock (see openEmbeddedDatabase). */
const READER_BUSY_TIMEOUT_MS = 100;

/** The attempt the current async call chain's embedded transaction belongs to. */
const currentAttempt = new AsyncLocalStorage<{ abandoned: boolean }>();

/** A statement of an abandoned transaction must not run on the writer, where the next transaction now is. */
function refuseIfAbandoned() {
  if (currentAttempt.getStore()?.abandoned) throw new TransactionAbandoned();
}

function guardAbandonedStatements(sqlite: Database.Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    refuseIfAbandoned();
    return prepare(source);
  }) as typeof sqlite.prepare;
}

/**
 * Transactions take turns on the writer (a queue, with the deadlines above), and each starts
 * with BEGIN IMMEDIATE so that the write lock is taken up front — a read-then-write never fails
 * half way with "database is locked" when another process wrote in between. When another process
 * holds the lock, BEGIN is tried again after a growing pause, the event loop free meanwhile. A
 * transaction past its hold deadline is rolled back there and then; its later statements and its
 * COMMIT are refused (TransactionAbandoned), never run inside the next one.
 */
function embeddedTransactions(sqlite: Database.Database, db: AppDatabase) {
  const oneAtATime = atMost(1, transactionLimits);
  return <T>(work: (tx: AppDatabase) => Promise<T>): Promise<T> => {
    const attempt = { abandoned: false };
    const abandon = () => {
      attempt.abandoned = true;
      if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
    };
    return oneAtATime(
      () =>
        currentAttempt.run(attempt, async () => {
          await whileEmbeddedBusy(() => sqlite.exec("BEGIN IMMEDIATE"));
          try {
            const result = await work(db);
            refuseIfAbandoned();
            sqlite.exec("COMMIT");
            return result;
          } catch (error) {
            if (!attempt.abandoned && sqlite.inTransaction) sqlite.exec("ROLLBACK");
            throw error;
          }
        }),
      abandon,
    );
  };
}

function connection(): Connection {
  if (!globalForDb.__appDb) {
    const env = getEnv();
    globalForDb.__appDb = isServerUrl(env.DATABASE_URL)
      ? openServerDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
      : openEmbeddedDatabase(env.DATABASE_PATH);
  }
  return globalForDb.__appDb;
}

/**
 * The database, or, inside `transaction()`, that transaction: a read (or a prepared statement)
 * made there by any model runs in it. On a libSQL server the transaction is its own stream, and a
 * statement sent outside it would wait for the write lock it holds.
 */
export function getDb(): AppDatabase {
  const tx = currentTransaction.getStore();
  if (tx) {
    refuseIfAbandoned();
    return tx;
  }
  return connection().readDb;
}

export function databaseEngine(): Engine {
  return connection().engine;
}

/** The SQLite handle, in embedded mode only (null on a libSQL server). */
export function getSqlite(): Database.Database | null {
  return connection().sqlite;
}

/** Opens the database and waits for its migrations and reference data (server start, tests). */
export async function prepareDatabase(): Promise<void> {
  await connection().ready;
}

/**
 * A statement that Drizzle builds and the engine compiles once per connection instead of on every
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

export async function closeDatabase() {
  const current = globalForDb.__appDb;
  globalForDb.__appDb = undefined;
  await current?.close();
}

/**
 * Every write, and every read that decides a write, goes through here: one transaction that takes
 * the write lock up front, on either engine. A transaction started inside another joins it.
 * Throws DatabaseBusy (a 503 Response) when it gets no turn or no lock in time.
 */
export async function transaction<T>(work: (tx: AppDatabase) => Promise<T>): Promise<T> {
  const outer = currentTransaction.getStore();
  if (outer) return work(outer);
  let started: number | undefined;
  try {
    return await connection().inTransaction((tx) => {
      started = performance.now();
      return currentTransaction.run(tx, () => work(tx));
    });
  } catch (error) {
    // No turn within the deadline: the 503 the routes answer.
    if (error instanceof QueueTimeout) throw new DatabaseBusy();
    throw error;
  } finally {
    // Its statements are timed one by one; this is how long it held the write lock, commit
    // included (not its turn in the queue: a burst of quick transactions is not a slow query).
    const durationMs = started === undefined ? 0 : performance.now() - started;
    if (durationMs > SLOW_QUERY_MS) logSlowQuery({ sql: "(transaction)", durationMs, method: "transaction" });
  }
}

/**
 * A constraint failure (a unique index, a foreign key) from either engine: better-sqlite3 sets
 * `code` on its error, the libSQL client too, and Drizzle may wrap either in its own error (`cause`).
 */
export function isConstraintError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    if (String((current as { code?: unknown }).code).startsWith("SQLITE_CONSTRAINT")) return true;
  }
  return false;
}

export { DatabaseBusy, TransactionAbandoned, schema };
export type { AppDatabase, Engine } from "./connection.server";
