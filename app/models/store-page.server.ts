/**
 * What the public shop page (/loja/{slug}) shows, read through a small in-process cache: a shop
 * link shared in a WhatsApp group brings a burst of visits, and each process reads the shop from
 * the database at most once per STORE_PAGE_TTL_MS per slug (unknown and unpublished slugs too).
 * The owner's changes in this process forget the entry at once (store.server.ts); other processes
 * see them when their entry expires. The ETag is a hash of what the page shows, so a product's new
 * price or photo changes it as soon as the entry is read again.
 */
import crypto from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#db/client.server";
import { businessProducts, productPhotos, storeProducts, stores } from "#db/schema";
import { formatPhoneDigits, parseBrazilianPhone } from "~/modules/br/phone";
import { STORE_PRODUCTS_MAX } from "~/modules/store/store-limits";

export const STORE_PAGE_TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

export type PublicProduct = { id: string; name: string; unit: string; priceCents: number; photoVersion: number | null };

export type PublicStore = {
  userId: string;
  slug: string;
  name: string;
  description: string | null;
  city: string;
  hours: string | null;
  delivery: boolean;
  deliveryFeeCents: number;
  pickup: boolean;
  whatsapp: string;
  whatsappDisplay: string;
  /** wa.me number (55 + DDD + number). */
  whatsappE164: string;
  pixKey: string;
  products: PublicProduct[];
};

type Entry = { store: PublicStore | null; etag: string | null; expiresAt: number };
const cache = new Map<string, Entry>();

export function forgetStorePage(slug: string) {
  cache.delete(slug);
}

async function readPublishedStore(slug: string): Promise<PublicStore | null> {
  const db = getDb();
  const store = await db
    .select()
    .from(stores)
    .where(and(eq(stores.slug, slug), eq(stores.published, true)))
    .get();
  if (!store) return null;
  const shown = store.allProducts
    ? undefined
    : (await db.select({ id: storeProducts.productId }).from(storeProducts).where(eq(storeProducts.userId, store.userId)).all()).map(
        (r) => r.id,
      );
  const products: PublicProduct[] =
    shown && shown.length === 0
      ? []
      : await db
          .select({
            id: businessProducts.id,
            name: businessProducts.name,
            unit: businessProducts.unit,
            priceCents: businessProducts.priceCents,
            photoVersion: productPhotos.version,
          })
          .from(businessProducts)
          .leftJoin(productPhotos, eq(productPhotos.productId, businessProducts.id))
          .where(and(eq(businessProducts.userId, store.userId), shown ? inArray(businessProducts.id, shown) : undefined))
          .orderBy(sql`${businessProducts.name} COLLATE NOCASE`, asc(businessProducts.id))
          .limit(STORE_PRODUCTS_MAX)
          .all();
  const phone = parseBrazilianPhone(store.whatsapp);
  return {
    userId: store.userId,
    slug: store.slug,
    name: store.name,
    description: store.description,
    city: store.city,
    hours: store.hours,
    delivery: store.delivery,
    deliveryFeeCents: store.deliveryFeeCents,
    pickup: store.pickup,
    whatsapp: store.whatsapp,
    whatsappDisplay: formatPhoneDigits(store.whatsapp),
    whatsappE164: phone.ok ? phone.e164 : `55${store.whatsapp}`,
    pixKey: store.pixKey,
    products,
  };
}

/** The published shop at `slug` and its ETag, or null (unknown or unpublished); cached per process. */
export async function getPublicStore(slug: string, now = Date.now()): Promise<{ store: PublicStore; etag: string } | null> {
  const hit = cache.get(slug);
  if (hit && hit.expiresAt > now) return hit.store && hit.etag ? { store: hit.store, etag: hit.etag } : null;
  const store = await readPublishedStore(slug);
  const etag = store ? `W/"${crypto.createHash("sha1").update(JSON.stringify(store)).digest("base64url").slice(0, 22)}"` : null;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(slug, { store, etag, expiresAt: now + STORE_PAGE_TTL_MS });
  return store && etag ? { store, etag } : null;
}
