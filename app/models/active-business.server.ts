import { and, eq, sql } from "drizzle-orm";
import { getDb, preparedQuery } from "#db/client.server";
import { activeBusinesses, savedBusinesses } from "#db/schema";

export type ActiveBusiness = { id: string; businessName: string };

/** The user's active strategy (one of their own saved businesses), or null. */
export async function getActiveBusiness(userId: string): Promise<ActiveBusiness | null> {
  return activeBusinessByUser().get({ userId }) ?? null;
}

// Read by every journey page and the journey API.
const activeBusinessByUser = preparedQuery((db) =>
  db
    .select({ id: savedBusinesses.id, businessName: savedBusinesses.businessName })
    .from(activeBusinesses)
    .innerJoin(
      savedBusinesses,
      and(eq(savedBusinesses.id, activeBusinesses.savedBusinessId), eq(savedBusinesses.userId, activeBusinesses.userId)),
    )
    .where(eq(activeBusinesses.userId, sql.placeholder("userId")))
    .prepare(),
);
