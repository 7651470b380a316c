/** Product photos (decision 028): stored in the database so every instance serves them. */
import { and, eq, sql } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessProducts, productPhotos } from "#db/schema";
import { touchStore } from "./store.server";

/** Saves (or replaces) the product's photo; null when the product is not the person's. Returns the new version. */
export async function saveProductPhoto(userId: string, productId: string, photo: { small: Buffer; large: Buffer }, now = new Date()) {
  const version = await transaction(async (tx) => {
    const product = await tx
      .select({ id: businessProducts.id })
      .from(businessProducts)
      .where(and(eq(businessProducts.userId, userId), eq(businessProducts.id, productId)))
      .get();
    if (!product) return null;
    const row = await tx
      .insert(productPhotos)
      .values({ productId, userId, version: 1, small: photo.small, large: photo.large, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: productPhotos.productId,
        set: { version: sql`${productPhotos.version} + 1`, small: photo.small, large: photo.large, updatedAt: now },
      })
      .returning({ version: productPhotos.version })
      .get();
    return row?.version ?? null;
  });
  if (version !== null) await touchStore(userId, now);
  return version;
}

export async function deleteProductPhoto(userId: string, productId: string) {
  const removed = await transaction((tx) =>
    tx
      .delete(productPhotos)
      .where(and(eq(productPhotos.userId, userId), eq(productPhotos.productId, productId)))
      .returning({ id: productPhotos.productId })
      .all(),
  );
  if (removed.length) await touchStore(userId);
  return removed.length > 0;
}

/** The photo's current version, or null. */
export async function productPhotoVersion(userId: string, productId: string): Promise<number | null> {
  const row = await getDb()
    .select({ version: productPhotos.version })
    .from(productPhotos)
    .where(and(eq(productPhotos.userId, userId), eq(productPhotos.productId, productId)))
    .get();
  return row?.version ?? null;
}

/** The bytes of one size of one version (the public URL), or null. */
export async function readProductPhoto(productId: string, version: number, size: "small" | "large"): Promise<Buffer | null> {
  const row = await getDb()
    .select({ bytes: size === "small" ? productPhotos.small : productPhotos.large })
    .from(productPhotos)
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.version, version)))
    .get();
  return row ? Buffer.from(row.bytes) : null;
}

/** The person's product photos (the 800 px WebP, base64) for the account export. */
export async function exportProductPhotos(userId: string) {
  const rows = await getDb()
    .select({
      productId: productPhotos.productId,
      version: productPhotos.version,
      large: productPhotos.large,
      updatedAt: productPhotos.updatedAt,
    })
    .from(productPhotos)
    .where(eq(productPhotos.userId, userId))
    .all();
  return rows.map((row) => ({
    productId: row.productId,
    version: row.version,
    webpBase64: Buffer.from(row.large).toString("base64"),
    updatedAt: row.updatedAt,
  }));
}
