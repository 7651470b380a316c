/** What has been paid on an order and what is still open (issue 30). */
import type { BusinessOrder } from "#db/schema";

export async function orderBalance(order: Pick<BusinessOrder, "id" | "userId" | "status" | "totalCents">) {
  const paidCents = order.status === "pago" ? order.totalCents : 0;
  return { paidCents, balanceCents: order.status === "cancelado" ? 0 : Math.max(0, order.totalCents - paidCents) };
}
