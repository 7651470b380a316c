/**
 * Orders (pedidos): create, edit, change status, delete. What they move (the products' stock, the
 * cash book, the journey steps) is in business-order-effects.server.ts, reading them in
 * business-order-lists.server.ts. Each change is one transaction, so an order, its stock and its
 * cash entry never disagree. Rules come from app/modules/business/orders.ts.
 */
import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { transaction, type AppDatabase } from "#db/client.server";
import { businessClients, businessOrderCounters, businessOrderItems, businessOrders, businessProducts, orderInstalments } from "#db/schema";
import type { OrderDraft } from "~/modules/business/order-schema";
import { localIsoDate } from "~/modules/business/calendar";
import {
  canTransition,
  dueDateProblem,
  holdsStock,
  isEditable,
  lineTotalCents,
  orderAmountProblem,
  orderTotals,
  ORDER_STATUS_LABELS,
  quantityProblem,
  type OrderStatus,
} from "~/modules/business/orders";
import { applyStatusEffects, giveStockBack, OrderProblem, removeSale, takeStock } from "./business-order-effects.server";
import { readOrder, type OrderWithItems } from "./business-order-lists.server";
import { checkClientsWithOrders, completeStepFromRecord } from "./journey-auto.server";

export type OrderResult = { ok: true; order: OrderWithItems } | { ok: false; field: string; message: string; status: 400 | 404 | 409 };

async function asResult(work: () => Promise<OrderWithItems>): Promise<OrderResult> {
  try {
    return { ok: true, order: await work() };
  } catch (error) {
    if (error instanceof OrderProblem) return { ok: false, field: error.field, message: error.message, status: error.status };
    throw error;
  }
}

export const ORDER_NOT_FOUND = "Pedido não encontrado.";
export const VERSION_CONFLICT =
  "Este pedido foi alterado em outro lugar (outra aba ou aparelho) depois que você o abriu. Confira os dados atuais abaixo e salve de novo.";

const mine = (userId: string) => eq(businessOrders.userId, userId);

/**
 * Resolves the draft against the person's own client and products; copies names and prices.
 * `agreedPrices` (on edit): products already in the order keep the price agreed then.
 */
async function resolveDraft(tx: AppDatabase, userId: string, draft: OrderDraft, agreedPrices = new Map<string, number>()) {
  let clientName: string | null = null;
  if (draft.clientId) {
    const client = await tx
      .select({ name: businessClients.name })
      .from(businessClients)
      .where(and(eq(businessClients.userId, userId), eq(businessClients.id, draft.clientId)))
      .get();
    if (!client) throw new OrderProblem("clientId", "Cliente não encontrado: escolha um cliente da lista.");
    clientName = client.name;
  }
  const ids = [...new Set(draft.items.map((item) => item.productId))];
  const products = ids.length
    ? await tx
        .select()
        .from(businessProducts)
        .where(and(eq(businessProducts.userId, userId), inArray(businessProducts.id, ids)))
        .all()
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const items = draft.items.map((item, position) => {
    const product = byId.get(item.productId);
    if (!product) throw new OrderProblem("items", `Item ${position + 1}: produto não encontrado; escolha um da lista.`);
    const problem = quantityProblem(product.unit, item.quantityMilli, product.stock !== null);
    if (problem) throw new OrderProblem("items", `Item ${position + 1} (${product.name}): ${problem}`);
    const unitPriceCents = agreedPrices.get(product.id) ?? product.priceCents;
    const line = { unitPriceCents, quantityMilli: item.quantityMilli };
    return {
      position,
      productId: product.id,
      name: product.name,
      unit: product.unit,
      kind: product.kind,
      unitPriceCents,
      quantityMilli: item.quantityMilli,
      lineTotalCents: lineTotalCents(line),
    };
  });
  const totals = orderTotals(items, draft.discount, draft.deliveryCents);
  const tooLarge = orderAmountProblem(items, totals);
  if (tooLarge) throw new OrderProblem("items", tooLarge);
  return { clientName, items, totals };
}

/**
 * The next number of the person's series (real or test orders, decision 040), taken atomically: one
 * upsert on the counter, seeded from the highest number the series holds when the row is missing
 * (accounts from before the counter). A deleted order never gives its number back.
 */
async function nextOrderNumber(tx: AppDatabase, userId: string, test: boolean): Promise<number> {
  const highest = sql`(SELECT coalesce(max(${businessOrders.number}), 0) FROM ${businessOrders} WHERE ${businessOrders.userId} = ${userId} AND ${businessOrders.test} = ${test ? 1 : 0})`;
  const row = await tx
    .insert(businessOrderCounters)
    .values({ userId, test, lastNumber: sql`${highest} + 1` })
    .onConflictDoUpdate({
      target: [businessOrderCounters.userId, businessOrderCounters.test],
      set: { lastNumber: sql`${businessOrderCounters.lastNumber} + 1` },
    })
    .returning({ n: businessOrderCounters.lastNumber })
    .get();
  if (!row) throw new Error("order counter: no row returned");
  return row.n;
}

/** Before a delete: makes sure the series' counter exists, so the deleted number stays taken. */
async function keepNumberTaken(tx: AppDatabase, userId: string, test: boolean) {
  const highest = sql`(SELECT coalesce(max(${businessOrders.number}), 0) FROM ${businessOrders} WHERE ${businessOrders.userId} = ${userId} AND ${businessOrders.test} = ${test ? 1 : 0})`;
  await tx.insert(businessOrderCounters).values({ userId, test, lastNumber: highest }).onConflictDoNothing().run();
}

export async function createOrder(userId: string, draft: OrderDraft, now = new Date()): Promise<OrderResult> {
  return asResult(() =>
    transaction(async (tx) => {
      const late = dueDateProblem(draft.dueDate, localIsoDate(now));
      if (late) throw new OrderProblem("dueDate", late);
      const { clientName, items, totals } = await resolveDraft(tx, userId, draft);
      const number = await nextOrderNumber(tx, userId, draft.test);
      const id = crypto.randomUUID();
      const order = await tx
        .insert(businessOrders)
        .values({
          id,
          userId,
          number,
          clientId: draft.clientId,
          clientName,
          status: draft.status,
          paymentMethod: draft.paymentMethod,
          dueDate: draft.dueDate,
          paidAt: draft.status === "pago" ? now : null,
          test: draft.test,
          discountKind: draft.discount?.kind ?? null,
          discountValue: draft.discount ? (draft.discount.kind === "valor" ? draft.discount.cents : draft.discount.basisPoints) : 0,
          ...totals,
          notes: draft.notes,
          internalNotes: draft.internalNotes ?? null,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
      const rows = items.map((item) => ({ id: crypto.randomUUID(), orderId: id, ...item, stockTaken: 0 }));
      if (rows.length) await tx.insert(businessOrderItems).values(rows).run();
      const created: OrderWithItems = { ...order, items: rows };
      await applyStatusEffects(tx, userId, created, null, draft.status, now);
      if (draft.test) await completeStepFromRecord(tx, userId, "demo_order", "order", id, now);
      return (await readOrder(tx, userId, id))!;
    }),
  );
}

async function readForChange(tx: AppDatabase, userId: string, id: string, version: number | null | undefined) {
  const order = await readOrder(tx, userId, id);
  if (!order) throw new OrderProblem("", ORDER_NOT_FOUND, 404);
  if (version != null && version !== order.version) throw new OrderProblem("version", VERSION_CONFLICT, 409);
  return order;
}

/**
 * Replaces an open order's client, items, discount, delivery and payment (its status stays).
 * `version` is the one the person read: a different current version is a conflict, not a silent overwrite.
 */
export async function updateOrder(userId: string, id: string, version: number, draft: OrderDraft, now = new Date()): Promise<OrderResult> {
  return asResult(() =>
    transaction(async (tx) => {
      const current = await readForChange(tx, userId, id, version);
      if (!isEditable(current.status))
        throw new OrderProblem(
          "",
          `Um pedido ${ORDER_STATUS_LABELS[current.status].toLowerCase()} não é mais editado. Para corrigir, cancele-o e faça outro.`,
          409,
        );
      const late = dueDateProblem(draft.dueDate, localIsoDate(current.createdAt));
      if (late) throw new OrderProblem("dueDate", late);
      await giveStockBack(tx, current, now);
      const agreed = new Map(current.items.flatMap((item) => (item.productId ? [[item.productId, item.unitPriceCents] as const] : [])));
      const { clientName, items, totals } = await resolveDraft(tx, userId, draft, agreed);
      // The version in the WHERE makes the check and the write one step, even across processes.
      const updated = await tx
        .update(businessOrders)
        .set({
          clientId: draft.clientId,
          clientName,
          paymentMethod: draft.paymentMethod,
          dueDate: draft.dueDate,
          test: draft.test,
          discountKind: draft.discount?.kind ?? null,
          discountValue: draft.discount ? (draft.discount.kind === "valor" ? draft.discount.cents : draft.discount.basisPoints) : 0,
          ...totals,
          notes: draft.notes,
          internalNotes: draft.internalNotes ?? null,
          // Moving between real and test orders takes a number of the other series.
          ...(draft.test !== current.test ? { number: await nextOrderNumber(tx, userId, draft.test) } : {}),
          version: current.version + 1,
          updatedAt: now,
        })
        .where(and(mine(userId), eq(businessOrders.id, id), eq(businessOrders.version, current.version)))
        .returning({ id: businessOrders.id })
        .all();
      if (updated.length === 0) throw new OrderProblem("version", VERSION_CONFLICT, 409);
      // A changed order voids its instalment plan when the total moved (the person splits again).
      if (current.totalCents !== totals.totalCents) await tx.delete(orderInstalments).where(eq(orderInstalments.orderId, id)).run();
      await tx.delete(businessOrderItems).where(eq(businessOrderItems.orderId, id)).run();
      const rows = items.map((item) => ({ id: crypto.randomUUID(), orderId: id, ...item, stockTaken: 0 }));
      if (rows.length) await tx.insert(businessOrderItems).values(rows).run();
      const fresh = (await readOrder(tx, userId, id))!;
      if (!fresh.test && holdsStock(fresh.status)) await takeStock(tx, userId, fresh, now);
      if (fresh.test) await completeStepFromRecord(tx, userId, "demo_order", "order", id, now);
      else if (fresh.clientId) await checkClientsWithOrders(tx, userId, id, now);
      return (await readOrder(tx, userId, id))!;
    }),
  );
}

/** Moves the order to `to` if the flow allows it (orders.ts), with its stock and cash effects. */
export async function changeOrderStatus(
  userId: string,
  id: string,
  to: OrderStatus,
  version?: number | null,
  now = new Date(),
): Promise<OrderResult> {
  return asResult(() =>
    transaction(async (tx) => {
      const current = await readForChange(tx, userId, id, version);
      if (!canTransition(current.status, to))
        throw new OrderProblem(
          "status",
          `Um pedido ${ORDER_STATUS_LABELS[current.status].toLowerCase()} não passa para ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
          409,
        );
      await tx
        .update(businessOrders)
        .set({ status: to, paidAt: to === "pago" ? now : null, version: current.version + 1, updatedAt: now })
        .where(and(mine(userId), eq(businessOrders.id, id)))
        .run();
      await applyStatusEffects(tx, userId, { ...current, status: to }, current.status, to, now);
      return (await readOrder(tx, userId, id))!;
    }),
  );
}

/** Removes the order: its stock comes back and its sale leaves the cash book. */
export async function deleteOrder(userId: string, id: string, now = new Date()): Promise<boolean> {
  return transaction(async (tx) => {
    const current = await readOrder(tx, userId, id);
    if (!current) return false;
    await keepNumberTaken(tx, userId, current.test);
    await giveStockBack(tx, current, now);
    await removeSale(tx, userId, id);
    const removed = await tx
      .delete(businessOrders)
      .where(and(mine(userId), eq(businessOrders.id, id)))
      .returning({ id: businessOrders.id })
      .all();
    return removed.length > 0;
  });
}
