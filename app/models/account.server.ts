import { asc, eq } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { exportPlans } from "./business-plan.server";
import { exportDasnAnswers } from "./dasn.server";
import { storeJson } from "./store.server";
import { exportShopOrders } from "./store-orders.server";
import { exportProductPhotos } from "./product-photos.server";
import { exportOrderInvoices } from "./order-invoices.server";
import {
  brandKits,
  contentCalendars,
  activeBusinesses,
  aiResults,
  businessCashEntries,
  businessClients,
  businessProducts,
  businessSettings,
  businessSuppliers,
  businessProfiles,
  obligationPayments,
  chatMessages,
  journeyProgress,
  orderInstalments,
  orderPayments,
  partnerVisits,
  savedBusinesses,
  subscriptionPlans,
  subscriptions,
  userProfiles,
  users,
} from "#db/schema";
import { allOrders, orderJson } from "./business-order-lists.server";

export const EXPORT_FORMAT_VERSION = 1;

/** Everything the platform keeps about one person, as promised on the privacy page. */
export async function exportAccountData(userId: string, now = new Date()) {
  const db = getDb();
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return null;
  const active = await db.select().from(activeBusinesses).where(eq(activeBusinesses.userId, userId)).get();
  return {
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
      profileImageUrl: user.profileImageUrl,
      signInMethod: user.authProvider,
      subscriptionPlan: user.subscriptionPlan,
      subscriptionStatus: user.subscriptionStatus,
      createdAt: user.createdAt.toISOString(),
      lastActiveAt: user.lastActiveAt.toISOString(),
    },
    profile: (await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).get()) ?? null,
    strategies: (
      await db.select().from(savedBusinesses).where(eq(savedBusinesses.userId, userId)).orderBy(asc(savedBusinesses.createdAt)).all()
    ).map(({ userId: _owner, ...row }) => ({ ...row, isActive: row.id === active?.savedBusinessId })),
    journeyProgress: await db
      .select({
        step: journeyProgress.step,
        completed: journeyProgress.completed,
        metadata: journeyProgress.metadata,
        updatedAt: journeyProgress.updatedAt,
      })
      .from(journeyProgress)
      .where(eq(journeyProgress.userId, userId))
      .all(),
    chatMessages: await db
      .select({
        sessionId: chatMessages.sessionId,
        role: chatMessages.role,
        content: chatMessages.content,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .all(),
    subscriptions: await db
      .select({ plan: subscriptionPlans.name, status: subscriptions.status, createdAt: subscriptions.createdAt })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .all(),
    partnerVisits: await db
      .select({ platform: partnerVisits.platform, createdAt: partnerVisits.createdAt })
      .from(partnerVisits)
      .where(eq(partnerVisits.userId, userId))
      .all(),
    // Gestão (issue 18): the person's own customers.
    businessClients: (
      await db.select().from(businessClients).where(eq(businessClients.userId, userId)).orderBy(asc(businessClients.createdAt)).all()
    ).map(({ userId: _owner, ...row }) => ({ ...row, tags: row.tags ? row.tags.split(",") : [] })),
    businessSuppliers: (
      await db.select().from(businessSuppliers).where(eq(businessSuppliers.userId, userId)).orderBy(asc(businessSuppliers.createdAt)).all()
    ).map(({ userId: _owner, ...row }) => row),
    businessProducts: (
      await db.select().from(businessProducts).where(eq(businessProducts.userId, userId)).orderBy(asc(businessProducts.createdAt)).all()
    ).map(({ userId: _owner, ...row }) => row),
    businessCashEntries: (
      await db
        .select()
        .from(businessCashEntries)
        .where(eq(businessCashEntries.userId, userId))
        .orderBy(asc(businessCashEntries.occurredOn))
        .all()
    ).map(({ userId: _owner, ...row }) => row),
    businessOrders: (await allOrders(userId)).map(orderJson),
    // The shop (issue 30): its settings and the customers' data of the orders placed on it.
    store: await storeJson(userId),
    shopOrders: await exportShopOrders(userId),
    productPhotos: await exportProductPhotos(userId),
    // The notas fiscais kept with the orders (decision 033): key, day and the PDF in base64.
    orderInvoices: await exportOrderInvoices(userId),
    orderPayments: (await getDb().select().from(orderPayments).where(eq(orderPayments.userId, userId)).all()).map(
      ({ userId: _owner, ...row }) => row,
    ),
    orderInstalments: (await db.select().from(orderInstalments).where(eq(orderInstalments.userId, userId)).all()).map(
      ({ userId: _owner, ...row }) => row,
    ),
    businessSettings:
      (await db
        .select({ pixFeeBp: businessSettings.pixFeeBp, cardFeeBp: businessSettings.cardFeeBp, updatedAt: businessSettings.updatedAt })
        .from(businessSettings)
        .where(eq(businessSettings.userId, userId))
        .get()) ?? null,
    // The MEI's own data and its obligations marked as paid (issue 31).
    businessProfile: await exportBusinessProfile(userId),
    dasnAnswers: await exportDasnAnswers(userId),
    obligationPayments: await db
      .select({ obligationId: obligationPayments.obligationId, paidAt: obligationPayments.paidAt })
      .from(obligationPayments)
      .where(eq(obligationPayments.userId, userId))
      .orderBy(asc(obligationPayments.obligationId))
      .all(),
    // Plano de Negócio (issue 17): one per strategy, its sections as saved.
    businessPlans: await exportPlans(userId),
    // Sua marca (issue 32): the logo choices and the month of posts.
    brandKit:
      (await db
        .select({
          businessName: brandKits.businessName,
          palette: brandKits.palette,
          icon: brandKits.icon,
          layout: brandKits.layout,
          materialsAt: brandKits.materialsAt,
          updatedAt: brandKits.updatedAt,
        })
        .from(brandKits)
        .where(eq(brandKits.userId, userId))
        .get()) ?? null,
    contentCalendar:
      (await db
        .select({ items: contentCalendars.items, engine: contentCalendars.engine, updatedAt: contentCalendars.updatedAt })
        .from(contentCalendars)
        .where(eq(contentCalendars.userId, userId))
        .get()) ?? null,
    aiResults: await db
      .select({
        kind: aiResults.kind,
        ideaId: aiResults.ideaId,
        input: aiResults.input,
        content: aiResults.content,
        engine: aiResults.engine,
        createdAt: aiResults.createdAt,
      })
      .from(aiResults)
      .where(eq(aiResults.userId, userId))
      .all(),
  };
}

async function exportBusinessProfile(userId: string) {
  const row = await getDb().select().from(businessProfiles).where(eq(businessProfiles.userId, userId)).get();
  if (!row) return null;
  const { userId: _owner, ...rest } = row;
  return rest;
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;

/**
 * Deletes the account. Every table holding personal data references users with ON DELETE
 * CASCADE, so one delete removes sessions, profile, strategies, progress, chat and the rest.
 */
export async function deleteAccount(userId: string) {
  const deleted = await transaction((tx) => tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id }).all());
  return deleted.length > 0;
}
