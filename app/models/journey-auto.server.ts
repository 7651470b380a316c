/**
 * Journey steps that complete themselves from real work in /gestao (issue 18, item 6). Called
 * inside the transaction of the write that earns the step, so the record and the tick land
 * together. The manual tick stays: a person may untick a step, and the next qualifying record
 * ticks it again.
 */
import { and, countDistinct, eq, ne, sql } from "drizzle-orm";
import type { AppDatabase } from "#db/client.server";
import { businessOrders, journeyProgress, type JourneyMetadata } from "#db/schema";
import type { StepId } from "~/modules/journey";
import { CLIENTS_WITH_ORDERS_GOAL } from "~/modules/journey/completion-note";

export { CLIENTS_WITH_ORDERS_GOAL };

type Record = NonNullable<JourneyMetadata["record"]>;

/** Marks `step` completed with the record that earned it; does nothing if it already is. */
export async function completeStepFromRecord(
  tx: AppDatabase,
  userId: string,
  step: StepId,
  record: Record,
  recordId: string,
  now = new Date(),
) {
  const metadata: JourneyMetadata = { record, recordId, completedAt: now.toISOString() };
  await tx
    .insert(journeyProgress)
    .values({ userId, step, completed: true, metadata, updatedAt: now })
    .onConflictDoUpdate({
      target: [journeyProgress.userId, journeyProgress.step],
      set: { completed: true, metadata, updatedAt: now },
      setWhere: sql`${journeyProgress.completed} = 0`,
    })
    .run();
}

/** Step 20 once the person has sold to CLIENTS_WITH_ORDERS_GOAL different clients. */
export async function checkClientsWithOrders(tx: AppDatabase, userId: string, orderId: string, now = new Date()) {
  const row = await tx
    .select({ n: countDistinct(businessOrders.clientId) })
    .from(businessOrders)
    .where(and(eq(businessOrders.userId, userId), eq(businessOrders.test, false), ne(businessOrders.status, "cancelado")))
    .get();
  if ((row?.n ?? 0) >= CLIENTS_WITH_ORDERS_GOAL) await completeStepFromRecord(tx, userId, "customer_management", "order", orderId, now);
}
