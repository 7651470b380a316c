/**
 * What an order moves besides itself: the products' stock, the cash book (a paid order's sale)
 * and the journey steps. Called inside the order's transaction (business-orders.server.ts), so an
 * order, its stock and its cash entry never disagree.
 */
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "#db/client.server";
import { businessCashEntries, businessOrderItems, businessProducts } from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import { holdsStock, QUANTITY_SCALE, revenueSplit, type OrderStatus } from "~/modules/business/orders";
import type { OrderWithItems } from "./business-order-lists.server";
import { checkClientsWithOrders, completeStepFromRecord } from "./journey-auto.server";

/** A refusal the person can act on (a field and a pt-BR message); the transaction is rolled back. */
export class OrderProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

/** Takes each counted item out of stock; refuses (rolling back) when there is not enough. */
export async function takeStock(tx: AppDatabase, userId: string, order: OrderWithItems, now: Date) {
  for (const item of order.items) {
    if (!item.productId) continue;
    const units = item.quantityMilli / QUANTITY_SCALE;
    const product = await tx
      .select({ stock: businessProducts.stock })
      .from(businessProducts)
      .where(and(eq(businessProducts.userId, userId), eq(businessProducts.id, item.productId)))
      .get();
    if (!product || product.stock === null) continue;
    if (!Number.isInteger(units))
      throw new OrderProblem("items", `${item.name}: o estoque é contado em unidades inteiras; corrija a quantidade.`);
    if (product.stock < units)
      throw new OrderProblem(
        "items",
        `Estoque insuficiente de ${item.name}: há ${product.stock} ${item.unit}, o pedido pede ${units}.`,
        409,
      );
    await tx
      .update(businessProducts)
      .set({ stock: sql`${businessProducts.stock} - ${units}`, version: sql`${businessProducts.version} + 1`, updatedAt: now })
      .where(eq(businessProducts.id, item.productId))
      .run();
    await tx.update(businessOrderItems).set({ stockTaken: units }).where(eq(businessOrderItems.id, item.id)).run();
  }
}

/** Gives back what the order took out of stock (products still counting stock only). */
export async function giveStockBack(tx: AppDatabase, order: OrderWithItems, now: Date) {
  for (const item of order.items) {
    if (!item.productId || item.stockTaken === 0) continue;
    await tx
      .update(businessProducts)
      .set({ stock: sql`${businessProducts.stock} + ${item.stockTaken}`, version: sql`${businessProducts.version} + 1`, updatedAt: now })
      .where(and(eq(businessProducts.id, item.productId), sql`${businessProducts.stock} IS NOT NULL`))
      .run();
    await tx.update(businessOrderItems).set({ stockTaken: 0 }).where(eq(businessOrderItems.id, item.id)).run();
  }
}

/** A paid real order's sale in the cash book: one entry per MEI report line it sold on. */
async function recordSale(tx: AppDatabase, userId: string, order: OrderWithItems, now: Date) {
  let parts = revenueSplit(order.items, order);
  // Deposits and partial payments (decision 028, order-payments.server.ts) are already in the book:
  // settling the order books only the rest, on the line that sold the most.
  const booked = await tx
    .select({ n: sql<number>`coalesce(sum(${businessCashEntries.amountCents}), 0)` })
    .from(businessCashEntries)
    .where(and(eq(businessCashEntries.userId, userId), eq(businessCashEntries.orderId, order.id)))
    .get();
  const already = Number(booked?.n ?? 0);
  if (already > 0) parts = [{ kind: parts[0]?.kind ?? "servicos", cents: order.totalCents - already }].filter((part) => part.cents > 0);
  const description = `Pedido nº ${order.number}${order.clientName ? ` — ${order.clientName}` : ""}`;
  for (const part of parts) {
    await tx
      .insert(businessCashEntries)
      .values({
        id: crypto.randomUUID(),
        userId,
        occurredOn: localIsoDate(now),
        direction: "in",
        category: "venda",
        description: description.slice(0, 200),
        amountCents: part.cents,
        revenueKind: part.kind,
        withInvoice: false,
        orderId: order.id,
        createdAt: now,
        updatedAt: now,
      })
      .run();
  }
  if (parts.length > 0) await completeStepFromRecord(tx, userId, "financial_control", "order", order.id, now);
}

export async function removeSale(tx: AppDatabase, userId: string, orderId: string) {
  await tx
    .delete(businessCashEntries)
    .where(and(eq(businessCashEntries.userId, userId), eq(businessCashEntries.orderId, orderId)))
    .run();
}

/** What entering `to` does besides the status: stock, cash book, journey. */
export async function applyStatusEffects(
  tx: AppDatabase,
  userId: string,
  order: OrderWithItems,
  from: OrderStatus | null,
  to: OrderStatus,
  now: Date,
) {
  if (!order.test) {
    const held = from !== null && holdsStock(from);
    if (holdsStock(to) && !held) await takeStock(tx, userId, order, now);
    if (!holdsStock(to) && held) await giveStockBack(tx, order, now);
    if (to === "pago" && from !== "pago") {
      await recordSale(tx, userId, order, now);
      await completeStepFromRecord(tx, userId, "first_sale", "order", order.id, now);
    }
    if (from === "pago" && to !== "pago") await removeSale(tx, userId, order.id);
    if (order.clientId && to !== "cancelado") await checkClientsWithOrders(tx, userId, order.id, now);
  }
}
