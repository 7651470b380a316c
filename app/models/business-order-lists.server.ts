/**
 * The lists the order screens read: orders by status and search, what a client bought, fiado
 * receivables, the form's choices and the gestão home's counts. Reads only; the writes (with
 * their stock and cash effects) are in business-orders.server.ts.
 */
import { and, asc, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "#db/client.server";
import { businessClients, businessOrderItems, businessOrders, businessProducts, type BusinessOrder } from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import type { OrderStatus } from "~/modules/business/orders";
import type { Page, PageRequest } from "~/modules/business/pagination";
import { likePattern } from "./business-clients.server";

const mine = (userId: string) => eq(businessOrders.userId, userId);

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
