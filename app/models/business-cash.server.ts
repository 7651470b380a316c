import crypto from "node:crypto";
import { and, asc, count, desc, eq, gte, isNull, like, lte } from "drizzle-orm";
import { getDb, transaction, type AppDatabase } from "#db/client.server";
import { businessCashEntries, businessOrders, type BusinessCashEntry } from "#db/schema";
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

export type CashChange = { ok: true; entry: BusinessCashEntry } | { ok: false; status: 404 | 409; message: string };

/** Why an entry an order wrote is not changed here: it follows its order (business-order-effects.server.ts). */
export function orderEntryMessage(orderNumber: number | null): string {
  return `Este lançamento foi feito pelo pedido${orderNumber ? ` nº ${orderNumber}` : ""} e acompanha o pedido: para mudar o valor ou tirá-lo do caixa, altere ou cancele o pedido.`;
}

/** The entry and, when an order wrote it, that order's number (for the read-only view and the 409 sentence). */
export async function getCashEntryWithOrder(userId: string, id: string) {
  const entry = await getCashEntry(userId, id);
  if (!entry?.orderId) return entry ? { entry, order: null } : null;
  const order = await getDb()
    .select({ id: businessOrders.id, number: businessOrders.number })
    .from(businessOrders)
    .where(and(eq(businessOrders.userId, userId), eq(businessOrders.id, entry.orderId)))
    .get();
  return { entry, order: order ?? null };
}

/** Reads the entry for a change inside `tx`: 404 when it is not the person's, 409 when an order made it. */
async function changeable(tx: AppDatabase, userId: string, id: string): Promise<CashChange> {
  const row = await tx
    .select({ entry: businessCashEntries, orderNumber: businessOrders.number })
    .from(businessCashEntries)
    .leftJoin(businessOrders, eq(businessOrders.id, businessCashEntries.orderId))
    .where(and(mine(userId), eq(businessCashEntries.id, id)))
    .get();
  if (!row) return { ok: false, status: 404, message: CASH_NOT_FOUND };
  if (row.entry.orderId) return { ok: false, status: 409, message: orderEntryMessage(row.orderNumber) };
  return { ok: true, entry: row.entry };
}

export const CASH_NOT_FOUND = "Lançamento não encontrado.";

/** Saves a manual entry; one written by an order is refused (409): it changes with its order. */
export async function updateCashEntry(userId: string, id: string, input: CashInput, now = new Date()): Promise<CashChange> {
  return transaction(async (tx) => {
    const current = await changeable(tx, userId, id);
    if (!current.ok) return current;
    const entry = await tx
      .update(businessCashEntries)
      .set({ ...input, updatedAt: now })
      .where(and(mine(userId), eq(businessCashEntries.id, id), isNull(businessCashEntries.orderId)))
      .returning()
      .get();
    return entry ? { ok: true, entry } : { ok: false, status: 404, message: CASH_NOT_FOUND };
  });
}

/** Removes a manual entry; one written by an order is refused (409). */
export async function deleteCashEntry(userId: string, id: string): Promise<CashChange> {
  return transaction(async (tx) => {
    const current = await changeable(tx, userId, id);
    if (!current.ok) return current;
    await tx
      .delete(businessCashEntries)
      .where(and(mine(userId), eq(businessCashEntries.id, id), isNull(businessCashEntries.orderId)))
      .run();
    return current;
  });
}

export function cashEntryJson({ userId: _owner, ...entry }: BusinessCashEntry) {
  return { ...entry, createdAt: entry.createdAt.toISOString(), updatedAt: entry.updatedAt.toISOString() };
}
