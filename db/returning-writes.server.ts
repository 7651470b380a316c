import type Database from "better-sqlite3";

/**
 * SQLite checkpoints the WAL into the database file every 1,000 pages, from a hook it calls
 * when `sqlite3_step()` runs a committing statement to its end. better-sqlite3's `get()` and
 * `run()` on a write that returns rows (Drizzle's `.returning().get()`: every journey toggle,
 * sign-up and strategy save) read the first row and then reset the statement; the commit happens
 * inside that reset, where SQLite never calls the hook. A stream of such writes left the WAL
 * growing without end (1 GB in a minute under `npm run bench`), and every read slower as the
 * WAL's index grew with it (docs/decisions/009).
 *
 * So on this connection, `get()` and `run()` of a statement that writes and returns rows step it
 * to the end with `all()`, as a plain write would be; everything else is untouched. Raw, pluck
 * and expand modes still apply (`all()` honours them).
 */
export function stepReturningWritesToTheEnd(sqlite: Database.Database): Database.Database {
  const prepare = sqlite.prepare;
  let lastChange: Database.Statement | undefined;

  sqlite.prepare = function preparedToTheEnd(this: Database.Database, source: string) {
    const stmt = prepare.call(this, source) as Database.Statement;
    if (stmt.readonly || !stmt.reader) return stmt;
    const all = stmt.all as (...args: unknown[]) => unknown[];
    Object.defineProperty(stmt, "get", {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => all.apply(stmt, args)[0],
    });
    Object.defineProperty(stmt, "run", {
      configurable: true,
      writable: true,
      value: (...args: unknown[]): Database.RunResult => {
        all.apply(stmt, args);
        // What run() reports, read after the statement has completed.
        lastChange ??= prepare.call(sqlite, "SELECT changes() AS changes, last_insert_rowid() AS lastInsertRowid");
        return lastChange.get() as Database.RunResult;
      },
    });
    return stmt;
  } as typeof sqlite.prepare;
  return sqlite;
}
