/**
 * The person's shop (decision 028): settings and the products it shows. The public page reads it
 * through store-page.server.ts (cached); every change here bumps `version` and forgets this
 * process's cached page for the slug.
 */
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessProducts, storeProducts, stores, type Store } from "#db/schema";
import type { StoreInput } from "~/modules/store/store-schema";
import { completeStepFromRecord } from "./journey-auto.server";
import { forgetStorePage } from "./store-page.server";

export const SLUG_TAKEN = "Este endereço já é de outra loja. Escolha outro.";

export type StoreSettings = {
  store: Store | null;
  shownProductIds: string[];
  products: { id: string; name: string; priceCents: number; unit: string }[];
};

export async function getStore(userId: string): Promise<Store | null> {
  return (await getDb().select().from(stores).where(eq(stores.userId, userId)).get()) ?? null;
}

/** The shop (or null), the ids it shows and every product of the person (for the check boxes). */
export async function getStoreSettings(userId: string): Promise<StoreSettings> {
  const db = getDb();
  const store = await getStore(userId);
  const products = await db
    .select({ id: businessProducts.id, name: businessProducts.name, priceCents: businessProducts.priceCents, unit: businessProducts.unit })
    .from(businessProducts)
    .where(eq(businessProducts.userId, userId))
    .orderBy(sql`${businessProducts.name} COLLATE NOCASE`, asc(businessProducts.id))
    .all();
  const shownProductIds =
    !store || store.allProducts
      ? products.map((p) => p.id)
      : (await db.select({ id: storeProducts.productId }).from(storeProducts).where(eq(storeProducts.userId, userId)).all()).map(
          (r) => r.id,
        );
  return { store, shownProductIds, products };
}

export type SaveStoreResult = { ok: true; store: Store } | { ok: false; field: string; message: string; status: 400 | 409 };

/** Creates or replaces the shop's settings and the products it shows, in one transaction. */
export async function saveStore(userId: string, input: StoreInput, now = new Date()): Promise<SaveStoreResult> {
  const result = await transaction(async (tx): Promise<SaveStoreResult> => {
    const taken = await tx
      .select({ userId: stores.userId })
      .from(stores)
      .where(and(eq(stores.slug, input.slug), ne(stores.userId, userId)))
      .get();
    if (taken) return { ok: false, field: "slug", message: SLUG_TAKEN, status: 409 };
    const ids = [...new Set(input.productIds ?? [])];
    if (ids.length) {
      const mine = await tx
        .select({ id: businessProducts.id })
        .from(businessProducts)
        .where(and(eq(businessProducts.userId, userId), inArray(businessProducts.id, ids)))
        .all();
      if (mine.length !== ids.length)
        return { ok: false, field: "productIds", message: "Produto não encontrado: escolha entre os seus produtos.", status: 400 };
    }
    const previous = await tx.select({ slug: stores.slug }).from(stores).where(eq(stores.userId, userId)).get();
    const values = {
      slug: input.slug,
      name: input.name,
      description: input.description,
      city: input.city,
      hours: input.hours,
      delivery: input.delivery,
      deliveryFeeCents: input.deliveryFeeCents,
      pickup: input.pickup,
      whatsapp: input.whatsapp,
      pixKeyType: input.pixKeyType,
      pixKey: input.pixKey,
      allProducts: input.productIds === null,
      published: input.published,
      updatedAt: now,
    };
    const store = (await tx
      .insert(stores)
      .values({ userId, ...values, version: 1, createdAt: now })
      .onConflictDoUpdate({ target: stores.userId, set: { ...values, version: sql`${stores.version} + 1` } })
      .returning()
      .get())!;
    await tx.delete(storeProducts).where(eq(storeProducts.userId, userId)).run();
    if (ids.length)
      await tx
        .insert(storeProducts)
        .values(ids.map((productId) => ({ userId, productId })))
        .run();
    if (previous && previous.slug !== store.slug) forgetStorePage(previous.slug);
    // "Integração com Site" (decision 034): the shop is online with at least one product shown.
    if (store.published) {
      const shown =
        input.productIds === null
          ? ((await tx.select({ n: count() }).from(businessProducts).where(eq(businessProducts.userId, userId)).get())?.n ?? 0)
          : ids.length;
      if (shown > 0) await completeStepFromRecord(tx, userId, "website_integration", "store", userId, now);
    }
    return { ok: true, store };
  });
  if (result.ok) forgetStorePage(result.store.slug);
  return result;
}

/** Bumps the shop's version (a product or photo it shows changed) so ETags and caches move on. */
export async function touchStore(userId: string, now = new Date()) {
  const row = await transaction((tx) =>
    tx
      .update(stores)
      .set({ version: sql`${stores.version} + 1`, updatedAt: now })
      .where(eq(stores.userId, userId))
      .returning({ slug: stores.slug })
      .get(),
  );
  if (row) forgetStorePage(row.slug);
}

/** The shop as GET/PUT /api/store answer it. */
export async function storeJson(userId: string) {
  const { store, shownProductIds } = await getStoreSettings(userId);
  if (!store) return null;
  return {
    slug: store.slug,
    name: store.name,
    description: store.description,
    city: store.city,
    hours: store.hours,
    delivery: store.delivery,
    deliveryFeeCents: store.deliveryFeeCents,
    pickup: store.pickup,
    whatsapp: store.whatsapp,
    pixKeyType: store.pixKeyType,
    pixKey: store.pixKey,
    published: store.published,
    productIds: shownProductIds,
    allProducts: store.allProducts,
    url: `/loja/${store.slug}`,
    updatedAt: store.updatedAt.toISOString(),
  };
}
