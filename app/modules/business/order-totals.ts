/**
 * An order's totals, in centavos: each item's price is the one copied into the order when it was
 * made (a later price change does not rewrite old orders).
 */
export type OrderLine = { unitPriceCents: number; quantity: number };

export type OrderTotals = { subtotalCents: number; discountCents: number; deliveryCents: number; totalCents: number };

export const MAX_QUANTITY = 10_000;

/** quantity is a whole number of units (1..10 000). */
export function lineTotalCents(line: OrderLine): number {
  return line.unitPriceCents * line.quantity;
}

/**
 * Subtotal − discount + delivery. The discount cannot exceed the subtotal (a negative order makes
 * no sense in the cash book): it is capped there.
 */
export function orderTotals(lines: readonly OrderLine[], discountCents = 0, deliveryCents = 0): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const discount = Math.min(Math.max(0, discountCents), subtotalCents);
  const delivery = Math.max(0, deliveryCents);
  return { subtotalCents, discountCents: discount, deliveryCents: delivery, totalCents: subtotalCents - discount + delivery };
}
