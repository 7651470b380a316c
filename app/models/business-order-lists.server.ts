/**
 * Reading orders: one order with its items, the lists the order screens read (orders by status and
 * search, what a client bought, fiado receivables, the form's choices, the gestão home's counts)
 * and every order for the account export. Reads only; the writes are in business-orders.server.ts,
 * their stock and cash effects in business-order-effects.server.ts.
 */
import { and, asc, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type AppDatabase } from "#db/client.server";
import {
  businessClients,
  businessOrderItems,
  businessOrders,
  businessProducts,
  type BusinessOrder,
  type BusinessOrderItem,
} from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import { QUANTITY_SCALE, type OrderStatus } from "~/modules/business/orders";
import type { Page, PageRequest } from "~/modules/business/pagination";
import { likePattern } from "./business-clients.server";

const mine = (userId: string) => eq(businessOrders.userId, userId);

export type OrderWithItems = BusinessOrder & { items: BusinessOrderItem[] };

/** `db` is the transaction when a write reads its order back. */
export async function readOrder(db: AppDatabase, userId: string, id: string): Promise<OrderWithItems | null> {
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

export type OrderListFilter = PageRequest & { status?: OrderStatus | null; q?: string };

export async function listOrders(userId: string, { status, q, page, perPage }: OrderListFilter): Promise<Page<BusinessOrder>> {
  const db = getDb();
  const term = q?.trim();
  let search: SQL | undefined;
  if (term) {
    const number = /^\d{1,9}$/.test(term.replace(/^#|^n[ºo°]\s*/i, "")) ? Number(term.replace(/^#|^n[ºo°]\s*/i, "")) : null;
    search = or(
      sql`${businessOrders.clientName} LIKE ${likePattern(term)} ESCAPE '\\'`,
      number !== null ? eq(businessOrders.number, number) : undefined,
    );
  }
  const where = and(mine(userId), status ? eq(businessOrders.status, status) : undefined, search);
  const total = (await db.select({ n: count() }).from(businessOrders).where(where).get())?.n ?? 0;
  const items = await db
    .select()
    .from(businessOrders)
    .where(where)
    .orderBy(desc(businessOrders.number))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
  return { items, total, page, perPage };
}

/** What a client bought: their orders (newest first) and the sum of the real, not cancelled ones. */
export async function ordersOfClient(userId: string, clientId: string, limit = 20) {
  const db = getDb();
  const where = and(mine(userId), eq(businessOrders.clientId, clientId));
  const orders = await db.select().from(businessOrders).where(where).orderBy(desc(businessOrders.number)).limit(limit).all();
  const summary = await db
    .select({ n: count(), total: sql<number>`coalesce(sum(${businessOrders.totalCents}), 0)` })
    .from(businessOrders)
    .where(and(where, eq(businessOrders.test, false), ne(businessOrders.status, "cancelado")))
    .get();
  const products = await db
    .select({
      name: businessOrderItems.name,
      unit: businessOrderItems.unit,
      quantityMilli: sql<number>`sum(${businessOrderItems.quantityMilli})`,
    })
    .from(businessOrderItems)
    .innerJoin(businessOrders, eq(businessOrders.id, businessOrderItems.orderId))
    .where(and(where, eq(businessOrders.test, false), ne(businessOrders.status, "cancelado")))
    .groupBy(businessOrderItems.name, businessOrderItems.unit)
    .orderBy(desc(sql`sum(${businessOrderItems.lineTotalCents})`))
    .limit(10)
    .all();
  return { orders, count: summary?.n ?? 0, totalCents: Number(summary?.total ?? 0), products };
}

/** Fiado orders still to be received, earliest due first (the cash page's "A receber"). */
export async function listReceivables(userId: string) {
  return getDb()
    .select({
      id: businessOrders.id,
      number: businessOrders.number,
      clientName: businessOrders.clientName,
      dueDate: businessOrders.dueDate,
      totalCents: businessOrders.totalCents,
      status: businessOrders.status,
      paymentMethod: businessOrders.paymentMethod,
    })
    .from(businessOrders)
    .where(and(mine(userId), eq(businessOrders.paymentMethod, "fiado"), inArray(businessOrders.status, ["confirmado", "entregue"])))
    .orderBy(asc(businessOrders.dueDate), asc(businessOrders.number))
    .limit(100)
    .all();
}

/** The products the order form offers (name order). */
export async function productChoices(userId: string) {
  return getDb()
    .select({
      id: businessProducts.id,
      name: businessProducts.name,
      unit: businessProducts.unit,
      priceCents: businessProducts.priceCents,
      stock: businessProducts.stock,
    })
    .from(businessProducts)
    .where(eq(businessProducts.userId, userId))
    .orderBy(sql`${businessProducts.name} COLLATE NOCASE`)
    .limit(500)
    .all();
}

export async function clientChoices(userId: string) {
  return getDb()
    .select({ id: businessClients.id, name: businessClients.name })
    .from(businessClients)
    .where(eq(businessClients.userId, userId))
    .orderBy(sql`${businessClients.name} COLLATE NOCASE`)
    .limit(1000)
    .all();
}

/** How many orders this person has made this month and in all (the gestão home). */
export async function orderCounts(userId: string, now = new Date()) {
  const monthStart = new Date(`${localIsoDate(now).slice(0, 7)}-01T03:00:00Z`); // 00:00 in São Paulo (UTC−3, no DST since 2019)
  const db = getDb();
  const all = (await db.select({ n: count() }).from(businessOrders).where(mine(userId)).get())?.n ?? 0;
  const month =
    (
      await db
        .select({ n: count() })
        .from(businessOrders)
        .where(and(mine(userId), gte(businessOrders.createdAt, monthStart)))
        .get()
    )?.n ?? 0;
  return { all, month };
}
