import { and, eq, sql } from "drizzle-orm";
import { getDb, preparedQuery } from "#db/client.server";
import { activeBusinesses, savedBusinesses, type SavedBusiness } from "#db/schema";

export type ActiveBusiness = { id: string; businessName: string };

/**
 * The one rule for "this saved strategy is the person's active one": the active_businesses row of
 * its owner points at it. Every query that needs the active strategy joins with this condition.
 */
export const isTheActiveStrategy = and(
  eq(activeBusinesses.userId, savedBusinesses.userId),
  eq(activeBusinesses.savedBusinessId, savedBusinesses.id),
);

/** The user's active strategy (one of their own saved businesses), or null. */
export async function getActiveBusiness(userId: string): Promise<ActiveBusiness | null> {
  return (await activeBusinessByUser().get({ userId })) ?? null;
}

// Read by every journey page and the journey API.
const activeBusinessByUser = preparedQuery((db) =>
  db
    .select({ id: savedBusinesses.id, businessName: savedBusinesses.businessName })
    .from(activeBusinesses)
    .innerJoin(savedBusinesses, isTheActiveStrategy)
    .where(eq(activeBusinesses.userId, sql.placeholder("userId")))
    .prepare(),
);

/** The whole active strategy, analysis included (the consultant, the insights), or null. */
export async function getActiveStrategy(userId: string): Promise<SavedBusiness | null> {
  const row = await getDb()
    .select({ strategy: savedBusinesses })
    .from(activeBusinesses)
    .innerJoin(savedBusinesses, isTheActiveStrategy)
    .where(eq(activeBusinesses.userId, userId))
    .get();
  return row?.strategy ?? null;
}

/** Whether this strategy is the person's active one (a boolean, no analysis text read). */
export async function isActiveStrategy(userId: string, strategyId: string): Promise<boolean> {
  return (await getActiveBusiness(userId))?.id === strategyId;
}
