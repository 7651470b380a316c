import crypto from "node:crypto";
import { and, asc, count, desc, eq, gte, like, lte } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessCashEntries, type BusinessCashEntry } from "#db/schema";
import { completeStepFromRecord } from "./journey-auto.server";
import type { CashInput } from "~/modules/business/cash-schema";
import type { Page, PageRequest } from "~/modules/business/pagination";

const mine = (userId: string) => eq(businessCashEntries.userId, userId);

/** The entries of one month ('YYYY-MM'), newest day first, paginated. */
export async function listCashEntries(userId: string, month: string, { page, perPage }: PageRequest): Promise<Page<BusinessCashEntry>> {
  const db = getDb();
  const where = and(mine(userId), like(businessCashEntries.occurredOn, `${month}-%`));
  const total = (await db.select({ n: count() }).from(businessCashEntries).where(where).get())?.n ?? 0;
  const items = await db
    .select()
    .from(businessCashEntries)
    .where(where)
    .orderBy(desc(businessCashEntries.occurredOn), desc(businessCashEntries.createdAt))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
  return { items, total, page, perPage };
}

/** Every entry between two 'YYYY-MM-DD' days (inclusive), for sums. */
export async function cashEntriesBetween(userId: string, from: string, to: string): Promise<BusinessCashEntry[]> {
  return await getDb()
    .select()
    .from(businessCashEntries)
    .where(and(mine(userId), gte(businessCashEntries.occurredOn, from), lte(businessCashEntries.occurredOn, to)))
    .orderBy(asc(businessCashEntries.occurredOn))
    .all();
}

export async function getCashEntry(userId: string, id: string): Promise<BusinessCashEntry | null> {
  return (
    (await getDb()
      .select()
      .from(businessCashEntries)
      .where(and(mine(userId), eq(businessCashEntries.id, id)))
      .get()) ?? null
  );
}

export async function createCashEntry(userId: string, input: CashInput, now = new Date()): Promise<BusinessCashEntry> {
  // The journey step this record earns ticks itself in the same transaction (issue 18, item 6).
  return transaction(async (tx) => {
    const row = (await tx
      .insert(businessCashEntries)
      .values({ id: crypto.randomUUID(), userId, ...input, createdAt: now, updatedAt: now })
      .returning()
      .get())!;
    await completeStepFromRecord(tx, userId, "financial_control", "cash_entry", row.id, now);
    return row;
  });
}

export async function updateCashEntry(userId: string, id: string, input: CashInput, now = new Date()): Promise<BusinessCashEntry | null> {
  return (
    (await transaction((tx) =>
      tx
        .update(businessCashEntries)
        .set({ ...input, updatedAt: now })
        .where(and(mine(userId), eq(businessCashEntries.id, id)))
        .returning()
        .get(),
    )) ?? null
  );
}

export async function deleteCashEntry(userId: string, id: string): Promise<boolean> {
  const deleted = await transaction((tx) =>
    tx
      .delete(businessCashEntries)
      .where(and(mine(userId), eq(businessCashEntries.id, id)))
      .returning({ id: businessCashEntries.id })
      .all(),
  );
  return deleted.length > 0;
}

export function cashEntryJson({ userId: _owner, ...entry }: BusinessCashEntry) {
  return { ...entry, createdAt: entry.createdAt.toISOString(), updatedAt: entry.updatedAt.toISOString() };
}
