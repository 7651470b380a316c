/**
 * "O que vende" (decision 034): reads the person's counted orders (delivered or paid, never a test;
 * app/modules/receivables/sales-report.ts) with their items, clients and shop customers' phones, and
 * hands them to the pure report. Only the person's own rows. Opening the report with enough paid
 * orders ticks the journey step "Otimização de Vendas".
 */
import { and, count, desc, eq, gte, inArray } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessClients, businessOrderItems, businessOrders, journeyProgress, storeOrders } from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import { QUANTITY_SCALE } from "~/modules/business/orders";
import { PAID_ORDERS_FOR_OPTIMIZATION } from "~/modules/journey/completion-note";
import {
  clientKey,
  COUNTED_STATUSES,
  DORMANT_DAYS,
  periodStart,
  salesReport,
  type ReportMonths,
  type ReportOrder,
  type SalesReport,
} from "~/modules/receivables/sales-report";
import { completeStepFromRecord } from "./journey-auto.server";

/**
 * The most recent counted orders read for one report: a lifetime of a micro-business's sales
 * (about 14 a day for a year); a client whose last purchase is older than these is not listed
 * as dormant.
 */
const ORDERS_READ_MAX = 5_000;

/** 00:00 in São Paulo of a 'YYYY-MM-DD' day (UTC−3, no daylight saving since 2019). */
function startOfLocalDay(day: string): Date {
  return new Date(`${day}T03:00:00Z`);
}

async function countedOrders(userId: string, from: string): Promise<ReportOrder[]> {
  const db = getDb();
  const counted = and(eq(businessOrders.userId, userId), eq(businessOrders.test, false), inArray(businessOrders.status, COUNTED_STATUSES));
  const orders = await db
    .select({
      id: businessOrders.id,
      createdAt: businessOrders.createdAt,
      totalCents: businessOrders.totalCents,
      clientName: businessOrders.clientName,
      clientId: businessOrders.clientId,
      clientPhone: businessClients.phone,
      customerPhone: storeOrders.customerPhone,
    })
    .from(businessOrders)
    .leftJoin(businessClients, and(eq(businessClients.id, businessOrders.clientId), eq(businessClients.userId, userId)))
    .leftJoin(storeOrders, eq(storeOrders.orderId, businessOrders.id))
    .where(counted)
    .orderBy(desc(businessOrders.createdAt))
    .limit(ORDERS_READ_MAX)
    .all();
  // Items only of the period's orders: the rankings cover the period, the dormant list only dates.
  const items = await db
    .select({
      orderId: businessOrderItems.orderId,
      productId: businessOrderItems.productId,
      name: businessOrderItems.name,
      unit: businessOrderItems.unit,
      quantityMilli: businessOrderItems.quantityMilli,
      totalCents: businessOrderItems.lineTotalCents,
    })
    .from(businessOrderItems)
    .innerJoin(businessOrders, eq(businessOrders.id, businessOrderItems.orderId))
    .where(and(counted, gte(businessOrders.createdAt, startOfLocalDay(from))))
    .all();
  const linesByOrder = new Map<string, ReportOrder["lines"][number][]>();
  for (const { orderId, quantityMilli, ...line } of items) {
    const lines = linesByOrder.get(orderId) ?? [];
    lines.push({ ...line, quantity: quantityMilli / QUANTITY_SCALE });
    linesByOrder.set(orderId, lines);
  }
  return orders.map((order) => ({
    id: order.id,
    day: localIsoDate(order.createdAt),
    totalCents: order.totalCents,
    clientName: order.clientName,
    clientId: order.clientId,
    // The client's record first (the person may have corrected it), else what the shop customer typed.
    clientPhone: order.clientPhone?.trim() || order.customerPhone || null,
    lines: linesByOrder.get(order.id) ?? [],
  }));
}

/** Clients (clientKey) with a quote or a confirmed order of the last DORMANT_DAYS days. */
async function busyClients(userId: string, today: string): Promise<Set<string>> {
  const since = new Date(startOfLocalDay(today).getTime() - DORMANT_DAYS * 86_400_000);
  const rows = await getDb()
    .selectDistinct({ name: businessOrders.clientName })
    .from(businessOrders)
    .where(
      and(
        eq(businessOrders.userId, userId),
        eq(businessOrders.test, false),
        inArray(businessOrders.status, ["orcamento", "confirmado"]),
        gte(businessOrders.createdAt, since),
      ),
    )
    .all();
  return new Set(rows.map((row) => clientKey(row.name)).filter((key): key is string => key !== null));
}

/** Paid real orders of all time: the rule of "Otimização de Vendas". */
async function paidOrderCount(userId: string): Promise<number> {
  const row = await getDb()
    .select({ n: count() })
    .from(businessOrders)
    .where(and(eq(businessOrders.userId, userId), eq(businessOrders.test, false), eq(businessOrders.status, "pago")))
    .get();
  return row?.n ?? 0;
}

/** Ticks "Otimização de Vendas" once; the check before writing keeps a page view a read. */
async function noteReportOpened(userId: string, now: Date) {
  const step = await getDb()
    .select({ completed: journeyProgress.completed })
    .from(journeyProgress)
    .where(and(eq(journeyProgress.userId, userId), eq(journeyProgress.step, "sales_optimization")))
    .get();
  if (step?.completed) return;
  await transaction((tx) => completeStepFromRecord(tx, userId, "sales_optimization", "report", userId, now));
}

export type SalesReportResult = SalesReport & {
  paidOrders: number;
  optimization: { goal: number; reached: boolean };
};

/**
 * The report of the last `months` months up to today (São Paulo), for the page and the API alike.
 * Reading it with PAID_ORDERS_FOR_OPTIMIZATION paid orders completes the journey step.
 */
export async function loadSalesReport(userId: string, months: ReportMonths, now = new Date()): Promise<SalesReportResult> {
  const today = localIsoDate(now);
  const [orders, busy, paidOrders] = await Promise.all([
    countedOrders(userId, periodStart(today, months)),
    busyClients(userId, today),
    paidOrderCount(userId),
  ]);
  const reached = paidOrders >= PAID_ORDERS_FOR_OPTIMIZATION;
  if (reached) await noteReportOpened(userId, now);
  return { ...salesReport(orders, today, months, busy), paidOrders, optimization: { goal: PAID_ORDERS_FOR_OPTIMIZATION, reached } };
}
