/**
 * Orders (pedidos) and what they move: the products' stock, the cash book (a paid order's sale)
 * and the journey steps they complete. Each change is one transaction, so an order, its stock
 * and its cash entry never disagree. Rules come from app/modules/business/orders.ts.
 */
import crypto from "node:crypto";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import { getDb, transaction, type AppDatabase } from "#db/client.server";
import {
  businessCashEntries,
  businessClients,
  businessOrderItems,
  businessOrders,
  businessProducts,
  type BusinessOrder,
  type BusinessOrderItem,
} from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import type { OrderDraft } from "~/modules/business/order-schema";
import {
  canTransition,
  holdsStock,
  isEditable,
  lineTotalCents,
  orderTotals,
  ORDER_STATUS_LABELS,
  QUANTITY_SCALE,
  quantityProblem,
  revenueSplit,
  type OrderStatus,
} from "~/modules/business/orders";
import { checkClientsWithOrders, completeStepFromRecord } from "./journey-auto.server";

export type OrderWithItems = BusinessOrder & { items: BusinessOrderItem[] };

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

// ---------- Reading ----------

async function readOrder(db: AppDatabase, userId: string, id: string): Promise<OrderWithItems | null> {
  const order = await db
    .select()
    .from(businessOrders)
    .where(and(mine(userId), eq(businessOrders.id, id)))
    .get();
  if (!order) return null;
  const items = await db
    .select()
    .from(businessOrderItems)
    .where(eq(businessOrderItems.orderId, id))
    .orderBy(asc(businessOrderItems.position))
    .all();
  return { ...order, items };
}

/** The order with its items, only if it belongs to `userId` (anyone else's id reads as not found). */
export async function getOrder(userId: string, id: string): Promise<OrderWithItems | null> {
  return readOrder(getDb(), userId, id);
}

// ---------- Writing ----------

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
  return { clientName, items, totals };
}

/** Takes each counted item out of stock; refuses (rolling back) when there is not enough. */
async function takeStock(tx: AppDatabase, userId: string, order: OrderWithItems, now: Date) {
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
      .set({ stock: sql`${businessProducts.stock} - ${units}`, updatedAt: now })
      .where(eq(businessProducts.id, item.productId))
      .run();
    await tx.update(businessOrderItems).set({ stockTaken: units }).where(eq(businessOrderItems.id, item.id)).run();
  }
}

/** Gives back what the order took out of stock (products still counting stock only). */
async function giveStockBack(tx: AppDatabase, order: OrderWithItems, now: Date) {
  for (const item of order.items) {
    if (!item.productId || item.stockTaken === 0) continue;
    await tx
      .update(businessProducts)
      .set({ stock: sql`${businessProducts.stock} + ${item.stockTaken}`, updatedAt: now })
      .where(and(eq(businessProducts.id, item.productId), sql`${businessProducts.stock} IS NOT NULL`))
      .run();
    await tx.update(businessOrderItems).set({ stockTaken: 0 }).where(eq(businessOrderItems.id, item.id)).run();
  }
}

/** A paid real order's sale in the cash book: one entry per MEI report line it sold on. */
async function recordSale(tx: AppDatabase, userId: string, order: OrderWithItems, now: Date) {
  const parts = revenueSplit(order.items, order);
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

async function removeSale(tx: AppDatabase, userId: string, orderId: string) {
  await tx
    .delete(businessCashEntries)
    .where(and(eq(businessCashEntries.userId, userId), eq(businessCashEntries.orderId, orderId)))
    .run();
}

/** What entering `to` does besides the status: stock, cash book, journey. */
async function applyStatusEffects(
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

export async function createOrder(userId: string, draft: OrderDraft, now = new Date()): Promise<OrderResult> {
  return asResult(() =>
    transaction(async (tx) => {
      const { clientName, items, totals } = await resolveDraft(tx, userId, draft);
      const last = await tx
        .select({ n: max(businessOrders.number) })
        .from(businessOrders)
        .where(mine(userId))
        .get();
      const id = crypto.randomUUID();
      const order = await tx
        .insert(businessOrders)
        .values({
          id,
          userId,
          number: (last?.n ?? 0) + 1,
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
          version: current.version + 1,
          updatedAt: now,
        })
        .where(and(mine(userId), eq(businessOrders.id, id), eq(businessOrders.version, current.version)))
        .returning({ id: businessOrders.id })
        .all();
      if (updated.length === 0) throw new OrderProblem("version", VERSION_CONFLICT, 409);
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

/** The order as the API and the account export show it. */
export function orderJson({ userId: _owner, items, ...order }: OrderWithItems) {
  return {
    ...order,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    items: items.map(({ orderId: _order, id: _id, position: _position, ...item }) => ({
      ...item,
      quantity: item.quantityMilli / QUANTITY_SCALE,
    })),
  };
}

/** The items of some of the person's orders (one query), attached to them. */
export async function withItems(orders: BusinessOrder[]): Promise<OrderWithItems[]> {
  if (orders.length === 0) return [];
  const items = await getDb()
    .select()
    .from(businessOrderItems)
    .where(
      inArray(
        businessOrderItems.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(businessOrderItems.position))
    .all();
  return orders.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) }));
}

/** Every order of the person with its items (the account export). */
export async function allOrders(userId: string): Promise<OrderWithItems[]> {
  const db = getDb();
  const orders = await db.select().from(businessOrders).where(mine(userId)).orderBy(asc(businessOrders.number)).all();
  if (orders.length === 0) return [];
  const rows = await db
    .select({ item: businessOrderItems })
    .from(businessOrderItems)
    .innerJoin(businessOrders, eq(businessOrders.id, businessOrderItems.orderId))
    .where(mine(userId))
    .orderBy(asc(businessOrderItems.position))
    .all();
  const byOrder = new Map<string, BusinessOrderItem[]>();
  for (const { item } of rows) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return orders.map((order) => ({ ...order, items: byOrder.get(order.id) ?? [] }));
}
