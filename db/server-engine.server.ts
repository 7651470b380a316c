import { AsyncLocalStorage } from "node:async_hooks";
import { createClient, type Transaction, type TransactionMode } from "@libsql/client";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql";
import { migrate as migrateLibsql } from "drizzle-orm/libsql/migrator";
import * as schema from "./schema";
import { referenceDataWrites } from "./seed.server";
import { BUSY_LIMIT_MS, DatabaseBusy, TransactionAbandoned } from "./busy.server";
import { type AppDatabase, type Connection, migrationsFolder, transactionLimits } from "./connection.server";
import { atMost } from "./turns.server";

/**
 * The libSQL server engine (`sqld`, or a hosted libSQL service): the same schema and migrations
 * over the network, for more than one app machine. Drizzle opens its transactions without a mode;
 * the client here makes them "write" transactions (BEGIN IMMEDIATE on the server).
 */
export function openServerDatabase(url: string, authToken?: string): Connection {
  const client = createClient({ url, authToken });
  const withinRequestLimit = atMost(SERVER_REQUESTS_PER_INSTANCE);
  const writeFirst = new Proxy(client, {
    get(target, property, receiver) {
      if (property === "transaction")
        return async (mode?: TransactionMode) => {
          const opened = await target.transaction(mode ?? "write");
          // Kept so that a transaction past its hold deadline can be closed (its lock freed on the server).
          const attempt = currentServerAttempt.getStore();
          if (attempt) attempt.stream = opened;
          return opened;
        };
      // A statement outside a transaction that found the write lock taken did nothing: again.
      if (property === "execute" || property === "batch") {
        const method = Reflect.get(target, property, receiver) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => whileServerBusy(() => withinRequestLimit(() => method.apply(target, args)));
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const remote = drizzleLibsql(writeFirst, { schema });
  const db = remote as unknown as AppDatabase;
  // The write lock is taken with a transaction's first statement; when sqld answers SQLITE_BUSY
  // there, nothing of it has run, and the whole transaction starts again.
  // As in embedded mode, this process's transactions take turns: sqld lets one writer in at a
  // time anyway, and each waiting transaction would hold a stream (and a request) on the server.
  // With the same deadlines: a transaction whose server stream hangs loses its turn after
  // holdMs (the next one starts on its own stream) and, should it ever resume, rolls back.
  const oneAtATime = atMost(1, transactionLimits);
  const inTransaction = <T>(work: (tx: AppDatabase) => Promise<T>) => {
    const attempt: ServerAttempt = { abandoned: false, stream: null };
    return oneAtATime(
      () =>
        currentServerAttempt.run(attempt, () =>
          whileServerBusy(() =>
            remote.transaction(async (tx) => {
              const result = await work(tx as unknown as AppDatabase);
              if (attempt.abandoned) throw new TransactionAbandoned();
              return result;
            }),
          ),
        ),
      () => {
        // Closing the stream rolls the transaction back on the server and frees its write lock.
        attempt.abandoned = true;
        attempt.stream?.close();
      },
    );
  };
  const ready = (async () => {
    await migrateWhileOthersMayToo(() => migrateLibsql(remote, { migrationsFolder }));
    await inTransaction(async (tx) => {
      for (const write of referenceDataWrites(tx)) await write;
    });
  })();
  // Nothing waits on it yet when it fails; prepareDatabase() and every transaction report it.
  ready.catch(() => {});
  return {
    engine: "libsql",
    db,
    readDb: db,
    sqlite: null,
    inTransaction: async (work) => {
      await ready;
      return inTransaction(work);
    },
    ready,
    close: async () => client.close(),
  };
}

type ServerAttempt = { abandoned: boolean; stream: Transaction | null };
const currentServerAttempt = new AsyncLocalStorage<ServerAttempt>();

/**
 * Statements one app instance has in flight on the server at once (outside transactions; a
 * transaction adds one). sqld refuses more than `--max-concurrent-requests` (128 by default) and
 * then closes the whole WebSocket, failing every statement on it: a burst of 200 sign-ins from two
 * instances did that. 32 each leaves room for three instances on the default; more instances need
 * a higher server limit (docs/self-hosting.md).
 */
export const SERVER_REQUESTS_PER_INSTANCE = 32;

/**
 * The server did nothing with the request: the write lock was taken (SQLITE_BUSY), or over HTTP
 * it had no connection free in time and answered 429.
 */
function isServerBusy(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === "SQLITE_BUSY") return true;
    if (code === "SERVER_ERROR" && typeof message === "string" && message.includes("HTTP status 429")) return true;
  }
  return false;
}

/**
 * sqld gives up waiting for the write lock after a while and answers SQLITE_BUSY, for instance
 * while it still holds the lock of an app instance that died inside a transaction (it drops
 * that one after about 5 s). Every instance then tries again with a short, growing, random pause,
 * up to BUSY_LIMIT_MS, then answers 503 (DatabaseBusy) instead of 500.
 */
export async function whileServerBusy<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + BUSY_LIMIT_MS;
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isServerBusy(error)) throw error;
      if (Date.now() > deadline) throw new DatabaseBusy();
      const pause = Math.min(25 * 2 ** tries, 400) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * Several app instances may start at once against one server. Each reads which migrations are
 * applied, then applies the rest in one transaction; the one that loses the race fails ("table …
 * already exists"), rolls back, and tried again finds them applied.
 */
async function migrateWhileOthersMayToo(migrate: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrate();
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
