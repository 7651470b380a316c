// Straight access to an app server's database for specs that set up rows the UI path to which is
// tested elsewhere: its SQLite file, or its libSQL server with TEST_DB_ENGINE=libsql.
import { createClient } from "@libsql/client";
import Database from "better-sqlite3";
import { E2E_LIBSQL, e2eDatabasePath, e2eDatabaseUrl } from "./config";

type Value = string | number | null;
export type ServerDatabase = {
  get<T>(sql: string, ...args: Value[]): Promise<T | undefined>;
  run(sql: string, ...args: Value[]): Promise<void>;
  close(): void;
};

export function serverDatabase(port: number): ServerDatabase {
  if (E2E_LIBSQL) {
    const client = createClient({ url: e2eDatabaseUrl(port) });
    return {
      get: async <T>(sql: string, ...args: Value[]) => (await client.execute({ sql, args })).rows[0] as T | undefined,
      run: async (sql, ...args) => {
        await client.execute({ sql, args });
      },
      close: () => client.close(),
    };
  }
  const db = new Database(e2eDatabasePath(port));
  db.pragma("busy_timeout = 5000");
  return {
    get: async <T>(sql: string, ...args: Value[]) => db.prepare(sql).get(...args) as T | undefined,
    run: async (sql, ...args) => {
      db.prepare(sql).run(...args);
    },
    close: () => db.close(),
  };
}
