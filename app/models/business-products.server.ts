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

export const PRODUCT_VERSION_CONFLICT =
  "Este produto foi alterado em outro lugar (outra aba, outro aparelho ou um pedido que mexeu no estoque) depois que você o abriu. Os dados atuais estão no formulário: confira e salve de novo.";

export type ProductUpdate = { ok: true; product: BusinessProduct } | { ok: false; status: 404 | 409; message: string };

/**
 * Saves the product if it is still at `version`, the one the person read (an order that took or
 * gave back stock since then moved it too): otherwise a conflict, never a stock number read
 * before an order was confirmed written over it. The version in the WHERE makes check and write
 * one step, across processes too.
 */
export async function updateProduct(
  userId: string,
  id: string,
  version: number,
  input: ProductInput,
  now = new Date(),
): Promise<ProductUpdate> {
  return transaction(async (tx) => {
    const mine = and(eq(businessProducts.userId, userId), eq(businessProducts.id, id));
    const product = await tx
      .update(businessProducts)
      .set({ ...input, version: sql`${businessProducts.version} + 1`, updatedAt: now })
      .where(and(mine, eq(businessProducts.version, version)))
      .returning()
      .get();
    if (product) return { ok: true, product };
    const exists = await tx.select({ id: businessProducts.id }).from(businessProducts).where(mine).get();
    return exists
      ? { ok: false, status: 409, message: PRODUCT_VERSION_CONFLICT }
      : { ok: false, status: 404, message: "Produto não encontrado." };
  });
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
