/**
 * Fiado in instalments and who still owes (decision 040). A plan splits the balance open when it is
 * made; payments made afterwards settle its instalments in order (app/modules/receivables/instalments.ts).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, transaction, type AppDatabase } from "#db/client.server";
import { businessClients, businessOrders, orderInstalments, orderPayments } from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { instalmentCountProblem, instalmentStates, planInstalments, planProblem, type Instalment } from "~/modules/receivables/instalments";
import { OrderProblem } from "./business-order-effects.server";
import { readOrder } from "./business-order-lists.server";
import { ORDER_NOT_FOUND } from "./business-orders.server";

type PlanRow = typeof orderInstalments.$inferSelect;

/** The order's instalments with their states on `today`, or null without a plan. */
export function plannedStates(rows: ReadonlyArray<PlanRow>, paidCents: number, today: string) {
  const first = rows[0];
  if (!first) return null;
  const plan: Instalment[] = rows.map((r) => ({ number: r.number, dueDate: r.dueDate, amountCents: r.amountCents }));
  return instalmentStates(plan, paidCents - first.baseCents, today);
}

export async function instalmentRows(userId: string, orderId: string) {
  return getDb()
    .select()
    .from(orderInstalments)
    .where(and(eq(orderInstalments.userId, userId), eq(orderInstalments.orderId, orderId)))
    .orderBy(asc(orderInstalments.number))
    .all();
}

/**
 * After a payment: a planned order's due day follows its first instalment not yet paid, so the
 * orders list and the cash page ("vencido") agree with the instalments.
 */
export async function followPlan(tx: AppDatabase, userId: string, orderId: string, paidCents: number) {
  const rows = await tx
    .select()
    .from(orderInstalments)
    .where(and(eq(orderInstalments.userId, userId), eq(orderInstalments.orderId, orderId)))
    .orderBy(asc(orderInstalments.number))
    .all();
  const next = plannedStates(rows, paidCents, "0000-00-00")?.find((s) => s.status !== "pago");
  if (next) await tx.update(businessOrders).set({ dueDate: next.dueDate }).where(eq(businessOrders.id, orderId)).run();
}

export type SplitResult = { ok: true; count: number; balanceCents: number } | { ok: false; status: 400 | 404 | 409; message: string };

/** Splits the open balance into `count` monthly instalments from `firstDueDate` (replacing a previous plan). */
export async function splitBalance(
  userId: string,
  orderId: string,
  { count, firstDueDate }: { count: number; firstDueDate: string },
  now = new Date(),
): Promise<SplitResult> {
  try {
    return await transaction(async (tx) => {
      const order = await readOrder(tx, userId, orderId);
      if (!order) throw new OrderProblem("", ORDER_NOT_FOUND, 404);
      if (order.test) throw new OrderProblem("", "Um pedido de teste não é parcelado.", 409);
      if (order.status === "pago" || order.status === "cancelado" || order.status === "orcamento")
        throw new OrderProblem("", "Só um pedido confirmado ou entregue, com saldo em aberto, pode ser parcelado.", 409);
      const countProblem = instalmentCountProblem(count);
      if (countProblem) throw new OrderProblem("count", countProblem);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDueDate) || Number.isNaN(Date.parse(`${firstDueDate}T00:00:00Z`)))
        throw new OrderProblem("firstDueDate", "Primeiro vencimento: escolha uma data.");
      const today = localIsoDate(now);
      if (firstDueDate < today) throw new OrderProblem("firstDueDate", "Primeiro vencimento: escolha hoje ou um dia depois.");
      const paid = await tx
        .select({ n: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)` })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId))
        .get();
      const paidCents = Number(paid?.n ?? 0);
      const balanceCents = order.totalCents - paidCents;
      if (balanceCents < count)
        throw new OrderProblem(
          "count",
          `O saldo de ${formatBRL(balanceCents)} não dá para ${count} parcelas.`,
          balanceCents <= 0 ? 409 : 400,
        );
      const plan = planInstalments(balanceCents, count, firstDueDate);
      const problem = planProblem(plan, balanceCents, today);
      if (problem) throw new OrderProblem("count", problem);
      await tx.delete(orderInstalments).where(eq(orderInstalments.orderId, orderId)).run();
      await tx
        .insert(orderInstalments)
        .values(plan.map((p) => ({ ...p, orderId, userId, baseCents: paidCents, createdAt: now })))
        .run();
      // A plan is fiado: the order says so, due on the first instalment.
      await tx
        .update(businessOrders)
        .set({ paymentMethod: "fiado", dueDate: firstDueDate, version: order.version + 1, updatedAt: now })
        .where(and(eq(businessOrders.userId, userId), eq(businessOrders.id, orderId)))
        .run();
      return { ok: true as const, count, balanceCents };
    });
  } catch (error) {
    if (error instanceof OrderProblem) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** Every real order with money still open (confirmed or delivered), with what was paid and its plan. */
export async function openReceivables(userId: string) {
  const db = getDb();
  const orders = await db
    .select({
      id: businessOrders.id,
      number: businessOrders.number,
      clientId: businessOrders.clientId,
      clientName: businessOrders.clientName,
      clientPhone: businessClients.phone,
      paymentMethod: businessOrders.paymentMethod,
      dueDate: businessOrders.dueDate,
      totalCents: businessOrders.totalCents,
      test: businessOrders.test,
      paidCents: sql<number>`coalesce((SELECT sum(${orderPayments.amountCents}) FROM ${orderPayments} WHERE ${orderPayments.orderId} = ${businessOrders.id}), 0)`,
    })
    .from(businessOrders)
    .leftJoin(businessClients, and(eq(businessClients.id, businessOrders.clientId), eq(businessClients.userId, userId)))
    .where(
      and(
        eq(businessOrders.userId, userId),
        eq(businessOrders.test, false),
        inArray(businessOrders.status, ["confirmado", "entregue"]),
        sql`${businessOrders.totalCents} > coalesce((SELECT sum(${orderPayments.amountCents}) FROM ${orderPayments} WHERE ${orderPayments.orderId} = ${businessOrders.id}), 0)`,
      ),
    )
    .limit(500)
    .all();
  const ids = orders.map((o) => o.id);
  const rows = ids.length
    ? await db
        .select()
        .from(orderInstalments)
        .where(and(eq(orderInstalments.userId, userId), inArray(orderInstalments.orderId, ids)))
        .orderBy(asc(orderInstalments.number))
        .all()
    : [];
  return orders.map((o) => ({ ...o, paidCents: Number(o.paidCents), plan: rows.filter((r) => r.orderId === o.id) }));
}
