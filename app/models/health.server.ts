import { sql } from "drizzle-orm";
import { getDb } from "#db/client.server";

/** Whether the database answers a trivial query (either engine): /healthz and the admin header. */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await getDb().get(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
