// Raw SQL for tests that look at (or set up) rows directly, on whichever engine the run uses
// (TEST_DB_ENGINE): the SQLite file through better-sqlite3, or the file's own libSQL server.
// App code never does this: it goes through app/models/ and the one transaction helper.
import type { Client } from "@libsql/client";
import { databaseEngine, getDb, getSqlite } from "#db/client.server";

type Value = string | number | bigint | null;

function libsqlClient() {
  return (getDb() as unknown as { $client: Client }).$client;
}

/** Every row of `query`, as plain objects keyed by column name. */
export async function sqlAll<T>(query: string, ...args: Value[]): Promise<T[]> {
  if (databaseEngine() === "embedded") return getSqlite()!.prepare(query).all(...args) as T[];
  const result = await libsqlClient().execute({ sql: query, args });
  return result.rows.map((row) => Object.fromEntries(result.columns.map((column, i) => [column, row[i]])) as T);
}

/** The first row of `query`, or undefined. */
export async function sqlGet<T>(query: string, ...args: Value[]): Promise<T | undefined> {
  return (await sqlAll<T>(query, ...args))[0];
}

/** Runs a statement that changes rows. */
export async function sqlRun(query: string, ...args: Value[]): Promise<void> {
  if (databaseEngine() === "embedded") getSqlite()!.prepare(query).run(...args);
  else await libsqlClient().execute({ sql: query, args });
}
