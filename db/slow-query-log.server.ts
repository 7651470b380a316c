import type Database from "better-sqlite3";

/** Queries slower than this (ms) are logged. */
export const SLOW_QUERY_MS = 50;

export type SlowQuery = { sql: string; durationMs: number; method: string };
export type SlowQueryLogger = (entry: SlowQuery) => void;

/** Longest SQL text kept in a log line (Drizzle's selects can be long). */
const MAX_SQL_CHARS = 500;

/**
 * One JSON line on stderr. Only the SQL text with its `?` placeholders is logged, never the
 * bound parameters: they carry e-mails, names and free text.
 */
export const logSlowQuery: SlowQueryLogger = ({ sql, durationMs, method }) => {
  const compact = sql.replace(/\s+/g, " ").trim();
  console.warn(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "warn",
      msg: "slow query",
      durationMs: Math.round(durationMs * 10) / 10,
      method,
      sql: compact.length > MAX_SQL_CHARS ? `${compact.slice(0, MAX_SQL_CHARS)}…` : compact,
    }),
  );
};

type StatementMethod = "run" | "get" | "all";

/**
 * better-sqlite3 has no query timer, so this wraps `db.prepare`: each statement it returns gets
 * timed `run`/`get`/`all`/`iterate` methods (own properties on that statement; other
 * connections are untouched). `stmt.raw()`, `pluck()` and friends return the same object, so
 * Drizzle's `stmt.raw().all()` is timed too. Cost: one `performance.now()` pair per call.
 * Statements better-sqlite3 prepares internally (BEGIN/COMMIT of `db.transaction`) are not seen.
 */
export function instrumentSlowQueries(
  sqlite: Database.Database,
  { thresholdMs = SLOW_QUERY_MS, log = logSlowQuery }: { thresholdMs?: number; log?: SlowQueryLogger } = {},
): Database.Database {
  const prepare = sqlite.prepare;
  const timed = <A extends unknown[], R>(stmt: Database.Statement, method: string, call: (...args: A) => R) =>
    function (this: unknown, ...args: A): R {
      const started = performance.now();
      try {
        return call.apply(stmt, args);
      } finally {
        const durationMs = performance.now() - started;
        if (durationMs > thresholdMs) log({ sql: stmt.source, durationMs, method });
      }
    };

  sqlite.prepare = function instrumentedPrepare(this: Database.Database, source: string) {
    const stmt = prepare.call(this, source) as Database.Statement;
    for (const method of ["run", "get", "all"] as StatementMethod[]) {
      const original = stmt[method] as (...args: unknown[]) => unknown;
      Object.defineProperty(stmt, method, { value: timed(stmt, method, original), configurable: true, writable: true });
    }
    const iterate = stmt.iterate as (...args: unknown[]) => IterableIterator<unknown>;
    Object.defineProperty(stmt, "iterate", {
      configurable: true,
      writable: true,
      // Only the time spent inside next() counts, not the caller's work between rows.
      value: function* (...args: unknown[]) {
        let spent = 0;
        let started = performance.now();
        const iterator = iterate.apply(stmt, args);
        spent += performance.now() - started;
        try {
          while (true) {
            started = performance.now();
            const step = iterator.next();
            spent += performance.now() - started;
            if (step.done) return;
            yield step.value;
          }
        } finally {
          iterator.return?.();
          if (spent > thresholdMs) log({ sql: stmt.source, durationMs: spent, method: "iterate" });
        }
      },
    });
    return stmt;
  } as typeof sqlite.prepare;
  return sqlite;
}
