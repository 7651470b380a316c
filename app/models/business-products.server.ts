import crypto from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessProducts, businessSettings, type BusinessProduct } from "#db/schema";
import { completeStepFromRecord } from "./journey-auto.server";
import type { Page, PageRequest } from "~/modules/business/pagination";
import type { ProductInput } from "~/modules/business/product-schema";
import { likePattern } from "./business-clients.server";

export async function listProducts(userId: string, { q, page, perPage }: PageRequest & { q?: string }): Promise<Page<BusinessProduct>> {
  const db = getDb();
  const term = q?.trim();
  const where = and(
    eq(businessProducts.userId, userId),
    term ? sql`${businessProducts.name} LIKE ${likePattern(term)} ESCAPE '\\'` : undefined,
  );
  const total = (await db.select({ n: count() }).from(businessProducts).where(where).get())?.n ?? 0;
  const items = await db
    .select()
    .from(businessProducts)
    .where(where)
    .orderBy(sql`${businessProducts.name} COLLATE NOCASE`, asc(businessProducts.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
  return { items, total, page, perPage };
}

export async function getProduct(userId: string, id: string): Promise<BusinessProduct | null> {
  return (
    (await getDb()
      .select()
      .from(businessProducts)
      .where(and(eq(businessProducts.userId, userId), eq(businessProducts.id, id)))
      .get()) ?? null
  );
}

export async function createProduct(userId: string, input: ProductInput, now = new Date()): Promise<BusinessProduct> {
  // The journey step this record earns ticks itself in the same transaction (issue 18, item 6).
  return transaction(async (tx) => {
    const row = (await tx
      .insert(businessProducts)
      .values({ id: crypto.randomUUID(), userId, ...input, createdAt: now, updatedAt: now })
      .returning()
      .get())!;
    await completeStepFromRecord(tx, userId, "add_products", "product", row.id, now);
    return row;
  });
}

export async function updateProduct(userId: string, id: string, input: ProductInput, now = new Date()): Promise<BusinessProduct | null> {
  return (
    (await transaction((tx) =>
      tx
        .update(businessProducts)
        .set({ ...input, updatedAt: now })
        .where(and(eq(businessProducts.userId, userId), eq(businessProducts.id, id)))
        .returning()
        .get(),
    )) ?? null
  );
}

export async function deleteProduct(userId: string, id: string): Promise<boolean> {
  const deleted = await transaction((tx) =>
    tx
      .delete(businessProducts)
      .where(and(eq(businessProducts.userId, userId), eq(businessProducts.id, id)))
      .returning({ id: businessProducts.id })
      .all(),
  );
  return deleted.length > 0;
}

export function productJson({ userId: _owner, ...product }: BusinessProduct) {
  return { ...product, createdAt: product.createdAt.toISOString(), updatedAt: product.updatedAt.toISOString() };
}

export type PaymentFees = { pixPercent: number; cardPercent: number };

/** The fees the person set for the price calculator (0 % until they do). */
export async function getPaymentFees(userId: string): Promise<PaymentFees> {
  const row = await getDb().select().from(businessSettings).where(eq(businessSettings.userId, userId)).get();
  return { pixPercent: (row?.pixFeeBp ?? 0) / 100, cardPercent: (row?.cardFeeBp ?? 0) / 100 };
}

export async function savePaymentFees(userId: string, fees: { pixFee: number; cardFee: number }, now = new Date()) {
  const values = { pixFeeBp: fees.pixFee, cardFeeBp: fees.cardFee, updatedAt: now };
  await transaction((tx) =>
    tx
      .insert(businessSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: businessSettings.userId, set: values })
      .run(),
  );
}
