import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { subscriptionPlans, subscriptions, users } from "#db/schema";

export async function listPlans() {
  return await getDb().select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name)).all();
}

/** The JSON shape of spec section 3 (price in cents). */
export function toPlanJson(plan: typeof subscriptionPlans.$inferSelect) {
  return { id: plan.id, name: plan.name, price: plan.priceCents, interval: plan.interval, features: plan.features };
}

export class UnknownPlanError extends Error {
  override name = "UnknownPlanError";
  constructor() {
    super("Plano não encontrado.");
  }
}

/**
 * Demonstration mode: no payment. Creates the subscription at once, cancels the person's earlier
 * active one and sets the plan and status on the user, in one transaction.
 */
export async function createSubscription(userId: string, planId: string) {
  return transaction(async (tx) => {
    const plan = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).get();
    if (!plan) throw new UnknownPlanError();
    await tx
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")))
      .run();
    await tx.insert(subscriptions).values({ id: crypto.randomUUID(), userId, planId: plan.id, status: "active" }).run();
    await tx.update(users).set({ subscriptionPlan: plan.name, subscriptionStatus: "active" }).where(eq(users.id, userId)).run();
    return plan;
  });
}
