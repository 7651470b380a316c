/**
 * Deposits and partial payments on an order (decision 028). One transaction: the payment, its
 * cash-book entry (while a balance stays open) or, for the payment that settles it, the move to
 * "pago" through changeOrderStatus (stock, the sale's remaining entry, the journey).
 */
import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessCashEntries, orderPayments, ORDER_PAYMENT_METHODS } from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { revenueSplit } from "~/modules/business/orders";
import { readOrder, type OrderWithItems } from "./business-order-lists.server";
import { OrderProblem } from "./business-order-effects.server";
import { changeOrderStatus, ORDER_NOT_FOUND } from "./business-orders.server";
import { completeStepFromRecord } from "./journey-auto.server";
import { followPlan } from "./order-instalments.server";

export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** Paid so far and what is still open. A paid order is settled even when it was paid at once, without payments. */
export async function orderBalance(order: Pick<OrderWithItems, "id" | "userId" | "status" | "totalCents">) {
  const row = await getDb()
    .select({ n: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)` })
    .from(orderPayments)
    .where(and(eq(orderPayments.userId, order.userId), eq(orderPayments.orderId, order.id)))
    .get();
  const paidCents = order.status === "pago" ? order.totalCents : Math.min(order.totalCents, Number(row?.n ?? 0));
  return { paidCents, balanceCents: order.status === "cancelado" ? 0 : order.totalCents - paidCents };
}

export async function listPayments(userId: string, orderId: string) {
  return getDb()
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.userId, userId), eq(orderPayments.orderId, orderId)))
    .orderBy(asc(orderPayments.createdAt))
    .all();
}

export type PaymentResult =
  { ok: true; order: OrderWithItems; paidCents: number; balanceCents: number } | { ok: false; status: 400 | 404 | 409; message: string };

export async function recordPayment(
  userId: string,
  orderId: string,
  payment: { amountCents: number; method: OrderPaymentMethod },
  now = new Date(),
): Promise<PaymentResult> {
  try {
    return await transaction(async (tx) => {
      const order = await readOrder(tx, userId, orderId);
      if (!order) throw new OrderProblem("", ORDER_NOT_FOUND, 404);
      if (order.test) throw new OrderProblem("", "Um pedido de teste não recebe pagamentos.", 409);
      if (order.status === "pago" || order.status === "cancelado")
        throw new OrderProblem("", `Este pedido já está ${order.status === "pago" ? "pago" : "cancelado"}.`, 409);
      const sum = await tx
        .select({ n: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)` })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId))
        .get();
      const balance = order.totalCents - Number(sum?.n ?? 0);
      if (payment.amountCents > balance)
        throw new OrderProblem("amountCents", `O valor passa do saldo do pedido, que é ${formatBRL(balance)}.`, 400);
      const day = localIsoDate(now);
      await tx
        .insert(orderPayments)
        .values({
          id: crypto.randomUUID(),
          orderId,
          userId,
          amountCents: payment.amountCents,
          method: payment.method,
          paidOn: day,
          createdAt: now,
        })
        .run();
      if (payment.amountCents < balance) {
        const kind = revenueSplit(order.items, order)[0]?.kind ?? "servicos";
        const first = Number(sum?.n ?? 0) === 0;
        await tx
          .insert(businessCashEntries)
          .values({
            id: crypto.randomUUID(),
            userId,
            occurredOn: day,
            direction: "in",
            category: "venda",
            description:
              `${first ? "Sinal" : "Pagamento parcial"} do pedido nº ${order.number}${order.clientName ? ` — ${order.clientName}` : ""}`.slice(
                0,
                200,
              ),
            amountCents: payment.amountCents,
            revenueKind: kind,
            withInvoice: false,
            orderId,
            createdAt: now,
            updatedAt: now,
          })
          .run();
        await completeStepFromRecord(tx, userId, "financial_control", "order", orderId, now);
        await followPlan(tx, userId, orderId, order.totalCents - balance + payment.amountCents);
        return {
          ok: true as const,
          order,
          paidCents: order.totalCents - balance + payment.amountCents,
          balanceCents: balance - payment.amountCents,
        };
      }
      const settled = await changeOrderStatus(userId, orderId, "pago", null, now);
      if (!settled.ok) throw new OrderProblem("", settled.message, settled.status === 404 ? 404 : settled.status === 409 ? 409 : 400);
      return { ok: true as const, order: settled.order, paidCents: order.totalCents, balanceCents: 0 };
    });
  } catch (error) {
    if (error instanceof OrderProblem) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
