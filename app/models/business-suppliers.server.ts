import crypto from "node:crypto";
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessSuppliers, type BusinessSupplier } from "#db/schema";
import { completeStepFromRecord } from "./journey-auto.server";
import type { Page, PageRequest } from "~/modules/business/pagination";
import type { SupplierInput } from "~/modules/business/supplier-schema";
import { likePattern } from "./business-clients.server";

export async function listSuppliers(userId: string, { q, page, perPage }: PageRequest & { q?: string }): Promise<Page<BusinessSupplier>> {
  const db = getDb();
  const term = q?.trim();
  const search = term
    ? or(
        sql`${businessSuppliers.name} LIKE ${likePattern(term)} ESCAPE '\\'`,
        sql`${businessSuppliers.supplies} LIKE ${likePattern(term)} ESCAPE '\\'`,
        term.replace(/\D/g, "").length >= 3
          ? sql`${businessSuppliers.document} LIKE ${likePattern(term.replace(/[.\-/\s]/g, ""))} ESCAPE '\\'`
          : undefined,
      )
    : undefined;
  const where = and(eq(businessSuppliers.userId, userId), search);
  const total = (await db.select({ n: count() }).from(businessSuppliers).where(where).get())?.n ?? 0;
  const items = await db
    .select()
    .from(businessSuppliers)
    .where(where)
    .orderBy(sql`${businessSuppliers.name} COLLATE NOCASE`, asc(businessSuppliers.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
  return { items, total, page, perPage };
}

export async function getSupplier(userId: string, id: string): Promise<BusinessSupplier | null> {
  return (
    (await getDb()
      .select()
      .from(businessSuppliers)
      .where(and(eq(businessSuppliers.userId, userId), eq(businessSuppliers.id, id)))
      .get()) ?? null
  );
}

export async function createSupplier(userId: string, input: SupplierInput, now = new Date()): Promise<BusinessSupplier> {
  // The journey step this record earns ticks itself in the same transaction (issue 18, item 6).
  return transaction(async (tx) => {
    const row = (await tx
      .insert(businessSuppliers)
      .values({ id: crypto.randomUUID(), userId, ...input, createdAt: now, updatedAt: now })
      .returning()
      .get())!;
    await completeStepFromRecord(tx, userId, "add_suppliers", "supplier", row.id, now);
    return row;
  });
}

export async function updateSupplier(userId: string, id: string, input: SupplierInput, now = new Date()): Promise<BusinessSupplier | null> {
  return (
    (await transaction((tx) =>
      tx
        .update(businessSuppliers)
        .set({ ...input, updatedAt: now })
        .where(and(eq(businessSuppliers.userId, userId), eq(businessSuppliers.id, id)))
        .returning()
        .get(),
    )) ?? null
  );
}

export async function deleteSupplier(userId: string, id: string): Promise<boolean> {
  const deleted = await transaction((tx) =>
    tx
      .delete(businessSuppliers)
      .where(and(eq(businessSuppliers.userId, userId), eq(businessSuppliers.id, id)))
      .returning({ id: businessSuppliers.id })
      .all(),
  );
  return deleted.length > 0;
}

export function supplierJson({ userId: _owner, ...supplier }: BusinessSupplier) {
  return { ...supplier, createdAt: supplier.createdAt.toISOString(), updatedAt: supplier.updatedAt.toISOString() };
}
