/**
 * The person's brand kit (logo choices) and what it draws from: the active strategy (name and
 * idea), the products of gestão and the WhatsApp of the profile. Saving the logo ticks "Criar
 * Logo"; generating cards or the flyer ticks "Materiais de Papelaria" (decision 030, item 7), in the
 * same transaction as the write that earns them.
 */
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb, transaction } from "#db/client.server";
import { getEnv } from "~/utils/env.server";
import { brandKits, businessProducts, type BrandKit } from "#db/schema";
import type { BrandInput } from "~/modules/brand-kit/brand-schema";
import { iconForArchetype } from "~/modules/brand-kit/icons";
import type { LayoutId, LogoChoice } from "~/modules/brand-kit/logo";
import { findIdea } from "~/modules/discovery/catalogue.server";
import { getActiveStrategy } from "./active-business.server";
import { completeStepFromRecord } from "./journey-auto.server";
import { getProfile } from "./profile.server";
import { productPhotoVersion, readProductPhoto } from "./product-photos.server";
import { getStore } from "./store.server";

export async function getBrandKit(userId: string): Promise<BrandKit | null> {
  return (await getDb().select().from(brandKits).where(eq(brandKits.userId, userId)).get()) ?? null;
}

export function brandJson(kit: BrandKit) {
  return {
    businessName: kit.businessName,
    palette: kit.palette,
    icon: kit.icon,
    layout: kit.layout,
    materialsAt: kit.materialsAt?.toISOString() ?? null,
    updatedAt: kit.updatedAt.toISOString(),
  };
}

/** Saves the logo and ticks "Criar Logo" with it. */
export async function saveBrandKit(userId: string, input: BrandInput, now = new Date()): Promise<BrandKit> {
  return transaction(async (tx) => {
    const values = { ...input, updatedAt: now };
    const kit = (await tx
      .insert(brandKits)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: brandKits.userId, set: values })
      .returning()
      .get())!;
    await completeStepFromRecord(tx, userId, "create_logo", "brand", userId, now);
    return kit;
  });
}

/** Records that cards or the flyer were generated and ticks "Materiais de Papelaria"; false without a saved logo. */
export async function recordMaterials(userId: string, now = new Date()): Promise<boolean> {
  return transaction(async (tx) => {
    const updated = await tx.update(brandKits).set({ materialsAt: now }).where(eq(brandKits.userId, userId)).returning().all();
    if (updated.length === 0) return false;
    await completeStepFromRecord(tx, userId, "stationery_materials", "brand", userId, now);
    return true;
  });
}

/** The idea behind the active strategy, when it came from the catalogue. */
export async function activeIdea(userId: string) {
  const strategy = await getActiveStrategy(userId);
  const idea = strategy?.catalogueId ? findIdea(strategy.catalogueId) : undefined;
  return { strategy, idea };
}

/** A first logo from what the platform knows: the strategy's name and the icon of its idea. */
export async function suggestedChoice(userId: string, fallbackName: string): Promise<LogoChoice> {
  const { strategy, idea } = await activeIdea(userId);
  const name = (strategy?.businessName ?? fallbackName).trim().slice(0, 40) || "Meu Negócio";
  return { businessName: name, palette: "verde", icon: iconForArchetype(idea?.economics.archetype), layout: "horizontal" };
}

export function choiceOf(kit: BrandKit): LogoChoice {
  return { businessName: kit.businessName, palette: kit.palette, icon: kit.icon, layout: kit.layout as LayoutId };
}

/** Everything the printed materials and post images show: the logo, the products with prices and the WhatsApp. */
export async function loadBrandMaterials(userId: string) {
  const [kit, profile, products] = await Promise.all([
    getBrandKit(userId),
    getProfile(userId),
    getDb()
      .select({
        id: businessProducts.id,
        name: businessProducts.name,
        priceCents: businessProducts.priceCents,
        unit: businessProducts.unit,
      })
      .from(businessProducts)
      .where(eq(businessProducts.userId, userId))
      .orderBy(asc(businessProducts.name))
      .all(),
  ]);
  return { kit, phone: profile?.phone ?? null, personName: profile?.name ?? null, products, shopUrl: await getShopUrl(userId) };
}

/**
 * The address of the person's published shop page, or null. Printed on paper (the flyer's QR
 * code), so it must be an address others can reach: only with PUBLIC_URL set. Without it, or
 * without a published shop, the QR code and links lead to the WhatsApp instead.
 */
export async function getShopUrl(userId: string): Promise<string | null> {
  const origin = getEnv().PUBLIC_URL;
  if (!origin) return null;
  const store = await getStore(userId);
  return store?.published ? `${origin.replace(/\/+$/, "")}/loja/${store.slug}` : null;
}

/**
 * The product's shop photo for its post image, as JPEG (the post embeds it as image/jpeg; the shop
 * stores WebP), or null. sharp decodes on its own threads, off the request's.
 */
export async function getProductPhoto(userId: string, productId: string): Promise<Buffer | null> {
  const version = await productPhotoVersion(userId, productId);
  const webp = version === null ? null : await readProductPhoto(productId, version, "large");
  return webp ? sharp(webp).jpeg({ quality: 85 }).toBuffer() : null;
}
