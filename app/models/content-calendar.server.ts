/**
 * The person's month of posts. Saving it ticks "Estratégia para Redes Sociais"; the third post
 * marked as published ticks "Primeiras Postagens" (decision 030, item 7), in the same transaction.
 */
import { eq } from "drizzle-orm";
import { getDb, transaction, type AppDatabase } from "#db/client.server";
import { contentCalendars, type CalendarPost, type ContentCalendar } from "#db/schema";
import { primaryEngine, withFallback } from "~/modules/ai/engine.server";
import type { EngineName } from "~/modules/ai/types";
import { planMonth, type PlannedPost } from "~/modules/brand-kit/content-calendar";
import { formatBRL } from "~/modules/business/money";
import { claimAiCall, QuotaExceededError, recordAiUsage } from "./ai-usage.server";
import { activeIdea, getBrandKit, loadBrandMaterials } from "./brand.server";
import { completeStepFromRecord } from "./journey-auto.server";

/** Posts marked as published that complete "Primeiras Postagens". */
export const FIRST_POSTS_GOAL = 3;

export async function getCalendar(userId: string): Promise<ContentCalendar | null> {
  return (await getDb().select().from(contentCalendars).where(eq(contentCalendars.userId, userId)).get()) ?? null;
}

export function calendarJson(calendar: ContentCalendar) {
  return { items: calendar.items, engine: calendar.engine, updatedAt: calendar.updatedAt.toISOString() };
}

async function tickFromPosts(tx: AppDatabase, userId: string, items: CalendarPost[], now: Date) {
  if (items.filter((i) => i.posted).length >= FIRST_POSTS_GOAL)
    await completeStepFromRecord(tx, userId, "first_posts", "calendar", userId, now);
}

export async function saveCalendar(userId: string, items: CalendarPost[], engine: string, now = new Date()): Promise<ContentCalendar> {
  return transaction(async (tx) => {
    const values = { items, engine, updatedAt: now };
    const row = (await tx
      .insert(contentCalendars)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: contentCalendars.userId, set: values })
      .returning()
      .get())!;
    await completeStepFromRecord(tx, userId, "social_strategy", "calendar", userId, now);
    await tickFromPosts(tx, userId, items, now);
    return row;
  });
}

/** Changes one day (by its date) inside one transaction; null when there is no calendar or no such day. */
export async function updatePost(
  userId: string,
  date: string,
  change: Partial<Pick<CalendarPost, "caption" | "hashtags" | "posted">>,
  now = new Date(),
): Promise<ContentCalendar | null> {
  return transaction(async (tx) => {
    const row = await tx.select().from(contentCalendars).where(eq(contentCalendars.userId, userId)).get();
    if (!row || !row.items.some((i) => i.date === date)) return null;
    const items = row.items.map((i) => (i.date === date ? { ...i, ...change } : i));
    const saved = (await tx
      .update(contentCalendars)
      .set({ items, updatedAt: now })
      .where(eq(contentCalendars.userId, userId))
      .returning()
      .get())!;
    await tickFromPosts(tx, userId, items, now);
    return saved;
  });
}

async function calendarInput(userId: string, today: string) {
  const [{ strategy, idea }, kit, materials] = await Promise.all([activeIdea(userId), getBrandKit(userId), loadBrandMaterials(userId)]);
  return {
    businessName: kit?.businessName ?? strategy?.businessName ?? "Meu negócio",
    ideaTitle: idea?.title ?? strategy?.businessName ?? null,
    keywords: idea?.keywords ?? [],
    products: materials.products.map((p) => ({ id: p.id, name: p.name, price: formatBRL(p.priceCents) })),
    start: today,
  };
}

/** The offline plan for this person from today (São Paulo). */
export async function planForPerson(userId: string, today: string) {
  return planMonth(await calendarInput(userId, today));
}

export type WrittenMonth = { items: PlannedPost[]; engine: EngineName; quotaMessage: string | null };

/**
 * The month of posts from today: the offline plan (themes, dates, images), with captions and
 * hashtags written by Gemini when it is configured and the person has AI calls left today. A
 * used-up quota or a failed/unusable answer keeps the catalogue's captions and says which.
 */
export async function writeMonth(userId: string, ip: string | null, today: string): Promise<WrittenMonth> {
  const input = await calendarInput(userId, today);
  const plan = planMonth(input);
  if (primaryEngine().name === "offline") return { items: plan, engine: "offline", quotaMessage: null };
  try {
    await claimAiCall(userId, ip);
  } catch (error) {
    if (error instanceof QuotaExceededError) return { items: plan, engine: "offline", quotaMessage: error.message };
    throw error;
  }
  const request = { businessName: input.businessName, ideaTitle: input.ideaTitle, products: input.products, days: plan };
  const { value, engine } = await withFallback((ai) => ai.writeCaptions(request));
  await recordAiUsage(userId, "captions", engine);
  const byDate = new Map(value.map((draft) => [draft.date, draft]));
  const items = plan.map((post) => {
    const draft = byDate.get(post.date);
    return draft ? { ...post, caption: draft.caption, hashtags: draft.hashtags } : post;
  });
  return { items, engine, quotaMessage: null };
}
