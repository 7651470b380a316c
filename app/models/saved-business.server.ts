import crypto from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { transaction, getDb, preparedQuery, type AppDatabase } from "#db/client.server";
import { activeBusinesses, journeyProgress, savedBusinesses, type SavedBusiness } from "#db/schema";
import { isTheActiveStrategy } from "./active-business.server";
import { removeConfirmText, strategyFactsLine } from "~/modules/discovery/strategy-texts";

export type NewStrategy = {
  businessName: string;
  businessCategory?: string;
  businessLevel?: number;
  analysisContent: string;
  userInput?: string;
  matchReason?: string;
  businessDescription?: string;
  investment?: string;
  potentialReturn?: string | null;
  catalogueId?: string | null;
  /** The analysis it comes from: a second save of the same analysis returns the first strategy. */
  analysisId?: string | null;
};

export type StrategyListItem = SavedBusiness & { isActive: boolean };

export async function listSavedBusinesses(userId: string): Promise<StrategyListItem[]> {
  const rows = await getDb()
    .select({ strategy: savedBusinesses, activeId: activeBusinesses.savedBusinessId })
    .from(savedBusinesses)
    .leftJoin(activeBusinesses, isTheActiveStrategy)
    .where(eq(savedBusinesses.userId, userId))
    .orderBy(desc(savedBusinesses.createdAt))
    .all();
  return rows.map(({ strategy, activeId }) => ({ ...strategy, isActive: activeId !== null }));
}

// The dashboard's list, read on every visit: one query, no analysis text.
const strategySummariesByUser = preparedQuery((db) =>
  db
    .select({
      id: savedBusinesses.id,
      businessName: savedBusinesses.businessName,
      businessCategory: savedBusinesses.businessCategory,
      businessLevel: savedBusinesses.businessLevel,
      investment: savedBusinesses.investment,
      potentialReturn: savedBusinesses.potentialReturn,
      matchReason: savedBusinesses.matchReason,
      createdAt: savedBusinesses.createdAt,
      activeId: activeBusinesses.savedBusinessId,
    })
    .from(savedBusinesses)
    .leftJoin(activeBusinesses, isTheActiveStrategy)
    .where(eq(savedBusinesses.userId, sql.placeholder("userId")))
    .orderBy(desc(savedBusinesses.createdAt))
    .prepare(),
);

/** The dashboard's list: one query, no analysis text (it is loaded when a panel opens). */
export async function listStrategySummaries(userId: string) {
  const rows = await strategySummariesByUser().all({ userId });
  return rows.map(({ activeId, ...row }) => ({ ...row, isActive: activeId !== null }));
}

/**
 * The dashboard's strategy cards, their texts worked out here (strategy-texts.ts) so the level
 * names and default figures stay out of the page's JavaScript.
 */
export async function listStrategyCards(userId: string) {
  return (await listStrategySummaries(userId)).map((row) => ({
    id: row.id,
    businessName: row.businessName,
    isActive: row.isActive,
    facts: strategyFactsLine(row),
    removeConfirm: removeConfirmText(row.isActive),
  }));
}

/** One of the person's strategies (null when the id is not theirs), read with `db` (a transaction's, to decide a write). */
async function ownStrategy(db: AppDatabase, userId: string, id: string) {
  return (
    (await db
      .select()
      .from(savedBusinesses)
      .where(and(eq(savedBusinesses.id, id), eq(savedBusinesses.userId, userId)))
      .get()) ?? null
  );
}

export async function findSavedBusiness(userId: string, id: string) {
  return ownStrategy(getDb(), userId, id);
}

/** The person's strategy saved from this analysis, if any. */
export async function findStrategyOfAnalysis(userId: string, analysisId: string) {
  return (
    (await getDb()
      .select({ id: savedBusinesses.id })
      .from(savedBusinesses)
      .where(and(eq(savedBusinesses.userId, userId), eq(savedBusinesses.analysisId, analysisId)))
      .get()) ?? null
  );
}

/**
 * Saves a strategy and makes it the active one, in one transaction. Idempotent on person +
 * analysis: the unique index turns a second save of the same analysis into a no-op, and the
 * first strategy comes back unchanged (still active or not, as the person left it).
 */
export async function saveStrategy(userId: string, input: NewStrategy): Promise<SavedBusiness & { alreadySaved: boolean }> {
  return transaction(async (tx) => {
    const inserted = await tx
      .insert(savedBusinesses)
      .values({
        id: crypto.randomUUID(),
        userId,
        catalogueId: input.catalogueId ?? null,
        analysisId: input.analysisId ?? null,
        businessName: input.businessName,
        businessCategory: input.businessCategory || undefined,
        businessLevel: input.businessLevel ?? undefined,
        analysisContent: input.analysisContent,
        userInput: input.userInput ?? "",
        matchReason: input.matchReason || undefined,
        businessDescription: input.businessDescription ?? "",
        investment: input.investment || undefined,
        potentialReturn: input.potentialReturn ?? null,
      })
      .onConflictDoNothing({ target: [savedBusinesses.userId, savedBusinesses.analysisId] })
      .returning()
      .get();
    if (!inserted) {
      const existing = await tx
        .select()
        .from(savedBusinesses)
        .where(and(eq(savedBusinesses.userId, userId), eq(savedBusinesses.analysisId, input.analysisId ?? "")))
        .get();
      if (!existing) throw new Error("saveStrategy: conflict without an existing row");
      return { ...existing, alreadySaved: true };
    }
    await tx
      .insert(activeBusinesses)
      .values({ userId, savedBusinessId: inserted.id })
      .onConflictDoUpdate({ target: activeBusinesses.userId, set: { savedBusinessId: inserted.id, activatedAt: new Date() } })
      .run();
    return { ...inserted, alreadySaved: false };
  });
}

/** Makes one of the person's strategies the active one; null when it is not theirs. */
export async function setActiveStrategy(userId: string, id: string) {
  return transaction(async (tx) => {
    // Read and write under one write lock: a strategy deleted meanwhile is never made active.
    const business = await ownStrategy(tx, userId, id);
    if (!business) return null;
    await tx
      .insert(activeBusinesses)
      .values({ userId, savedBusinessId: id })
      .onConflictDoUpdate({ target: activeBusinesses.userId, set: { savedBusinessId: id, activatedAt: new Date() } })
      .run();
    return business;
  });
}

/**
 * Removes a strategy. Removing the active one also resets the whole journey (spec section 4).
 * Returns null when the strategy is not the person's.
 */
export async function deleteStrategy(userId: string, id: string): Promise<{ wasActive: boolean } | null> {
  return transaction(async (tx) => {
    const business = await ownStrategy(tx, userId, id);
    if (!business) return null;
    const active = await tx
      .select({ id: activeBusinesses.savedBusinessId })
      .from(activeBusinesses)
      .innerJoin(savedBusinesses, isTheActiveStrategy)
      .where(and(eq(activeBusinesses.userId, userId), eq(savedBusinesses.id, id)))
      .get();
    const wasActive = active !== undefined;
    await tx.delete(savedBusinesses).where(eq(savedBusinesses.id, id)).run();
    if (wasActive) await tx.delete(journeyProgress).where(eq(journeyProgress.userId, userId)).run();
    return { wasActive };
  });
}

export function toSavedBusinessJson(row: SavedBusiness) {
  return {
    id: row.id,
    businessName: row.businessName,
    businessCategory: row.businessCategory,
    businessLevel: row.businessLevel,
    analysisContent: row.analysisContent,
    userInput: row.userInput,
    matchReason: row.matchReason,
    businessDescription: row.businessDescription,
    investment: row.investment,
    potentialReturn: row.potentialReturn,
    createdAt: row.createdAt.toISOString(),
  };
}
