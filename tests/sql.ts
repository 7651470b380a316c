import type { Client } from "@libsql/client";
import { sql, type SQL } from "drizzle-orm";
import { databaseEngine, getDb } from "#db/client.server";

// Raw SQL for tests that look at rows directly, on either engine (the embedded file or a libSQL
// server): `?` placeholders are bound as parameters, as with a prepared statement.
function bind(text: string, params: unknown[]): SQL {
  const parts = text.split("?");
  if (parts.length - 1 !== params.length) throw new Error(`expected ${parts.length - 1} parameters, got ${params.length}`);
  const chunks: SQL[] = [sql.raw(parts[0]!)];
  params.forEach((param, index) => chunks.push(sql`${param}`, sql.raw(parts[index + 1]!)));
  return sql.join(chunks);
}

export async function sqlAll<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]> {
  return getDb().all<T>(bind(text, params));
}

/** The first row, or undefined. */
export async function sqlGet<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T | undefined> {
  return (await sqlAll<T>(text, ...params))[0];
}

export async function sqlRun(text: string, ...params: unknown[]): Promise<void> {
  await getDb().run(bind(text, params));
}

/**
 * Several read-only queries without parameters, each one's rows: one round trip on a libSQL
 * server (a batch) instead of one per query; one after the other on the embedded file.
 */
export async function sqlAllEach(queries: string[]): Promise<Record<string, unknown>[][]> {
  if (databaseEngine() === "embedded") return Promise.all(queries.map((query) => sqlAll(query)));
  const results = await (getDb() as unknown as { $client: Client }).$client.batch(queries, "read");
  return results.map((result) => result.rows.map((row) => Object.fromEntries(result.columns.map((column, i) => [column, row[i]]))));
}
