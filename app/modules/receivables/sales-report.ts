/**
 * "O que vende" (decisions 028 and 034): pure aggregation over the orders that count as sales —
 * totals by product, by client and by month, ticket médio and clients who have not bought for 60
 * days. Every figure is a sum or an average of the person's own recorded orders; nothing is estimated.
 */
import type { OrderStatus } from "../business/orders";

export const DORMANT_DAYS = 60;

/**
 * Which orders count (decision 034): delivered or paid, never a test order. A delivered order is a
 * sale that happened even while the customer still owes it (fiado); a quote, an order only
 * confirmed (it may still be cancelled) and a cancelled one are not sales.
 */
export const COUNTED_STATUSES = ["entregue", "pago"] as const satisfies readonly OrderStatus[];

/** The rule as the page states it, next to the figures. */
export const REPORT_RULE =
  "Contam só os pedidos entregues ou pagos: é venda que aconteceu, mesmo se o cliente ainda deve (fiado). Orçamentos, pedidos apenas confirmados, cancelados e pedidos de teste ficam de fora. Cada pedido conta no dia em que foi anotado.";

/** The periods the report offers, in months (the current month included). */
export const REPORT_MONTHS = [6, 12] as const;
export type ReportMonths = (typeof REPORT_MONTHS)[number];

/** `?months=` / `?meses=`: absent → 6; anything but 6 or 12 is refused with a sentence. */
export function parseReportMonths(value: string | null): { ok: true; months: ReportMonths } | { ok: false; message: string } {
  if (value === null || value === "") return { ok: true, months: 6 };
  const months = REPORT_MONTHS.find((m) => String(m) === value.trim());
  return months ? { ok: true, months } : { ok: false, message: "Escolha o período de 6 ou de 12 meses." };
}

export type ReportOrder = {
  id: string;
  day: string; // 'YYYY-MM-DD' (São Paulo) of the order
  totalCents: number;
  clientName: string | null;
  /** The client's record and WhatsApp digits (DDD + number) when known: to reach a dormant client. */
  clientId?: string | null;
  clientPhone?: string | null;
  lines: ReadonlyArray<{ productId: string | null; name: string; unit?: string; quantity: number; totalCents: number }>;
};

export type Ranked = { key: string; label: string; orders: number; quantity: number; totalCents: number; unit?: string };

function rank<T extends Ranked>(map: Map<string, T>): T[] {
  return [...map.values()].sort((a, b) => b.totalCents - a.totalCents || a.label.localeCompare(b.label, "pt-BR"));
}

/** Ticket médio in centavos (rounded), or null without orders. */
export function averageTicketCents(orders: ReadonlyArray<Pick<ReportOrder, "totalCents">>): number | null {
  if (orders.length === 0) return null;
  return Math.round(orders.reduce((sum, o) => sum + o.totalCents, 0) / orders.length);
}

export function byProduct(orders: ReadonlyArray<ReportOrder>): Ranked[] {
  const map = new Map<string, Ranked>();
  for (const order of orders) {
    const seen = new Set<string>();
    for (const line of order.lines) {
      const key = line.productId ?? `nome:${line.name.trim().toLocaleLowerCase("pt-BR")}`;
      const row = map.get(key) ?? { key, label: line.name, orders: 0, quantity: 0, totalCents: 0, unit: line.unit };
      row.quantity += line.quantity;
      row.totalCents += line.totalCents;
      if (!seen.has(key)) row.orders += 1;
      seen.add(key);
      map.set(key, row);
    }
  }
  return rank(map);
}

/** How a client is recognised across orders: the name, trimmed and case-insensitive. */
export function clientKey(name: string | null): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed.toLocaleLowerCase("pt-BR") : null;
}

export type ClientRow = Ranked & { lastDay: string; clientId: string | null; phone: string | null };

/** Per client (by name), with the record and phone of their latest order that had them. */
export function byClient(orders: ReadonlyArray<ReportOrder>): ClientRow[] {
  const map = new Map<string, ClientRow & { phoneDay: string; idDay: string }>();
  for (const order of orders) {
    const key = clientKey(order.clientName);
    if (!key) continue;
    const row = map.get(key) ?? {
      key,
      label: order.clientName!.trim(),
      orders: 0,
      quantity: 0,
      totalCents: 0,
      lastDay: order.day,
      clientId: null,
      phone: null,
      phoneDay: "",
      idDay: "",
    };
    row.orders += 1;
    row.totalCents += order.totalCents;
    if (order.day > row.lastDay) row.lastDay = order.day;
    if (order.clientPhone && order.day >= row.phoneDay) [row.phone, row.phoneDay] = [order.clientPhone, order.day];
    if (order.clientId && order.day >= row.idDay) [row.clientId, row.idDay] = [order.clientId, order.day];
    map.set(key, row);
  }
  return rank(map).map(({ phoneDay: _phoneDay, idDay: _idDay, ...client }) => client);
}

/** Totals per calendar month ('YYYY-MM'), the last `months` months up to `today`, empty months as 0. */
export function byMonth(orders: ReadonlyArray<ReportOrder>, today: string, months = 6) {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const keys = Array.from({ length: months }, (_, i) => {
    const index = y * 12 + (m - 1) - (months - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
  const rows = new Map(keys.map((key) => [key, { month: key, orders: 0, totalCents: 0 }]));
  for (const order of orders) {
    const row = rows.get(order.day.slice(0, 7));
    if (!row) continue;
    row.orders += 1;
    row.totalCents += order.totalCents;
  }
  return [...rows.values()];
}

/** Clients whose last paid order is more than DORMANT_DAYS days before today, oldest first. */
export function dormantClients(orders: ReadonlyArray<ReportOrder>, today: string) {
  const limit = Date.parse(`${today}T00:00:00Z`) - DORMANT_DAYS * 86_400_000;
  return byClient(orders)
    .filter((c) => Date.parse(`${c.lastDay}T00:00:00Z`) < limit)
    .sort((a, b) => a.lastDay.localeCompare(b.lastDay));
}

/** The first day ('YYYY-MM-01') of the oldest of the last `months` months up to `today`. */
export function periodStart(today: string, months: number): string {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** How many rows each ranking shows. */
export const REPORT_TOP = 10;

/**
 * The whole report: `orders` are every counted order the model read (all time, for the dormant
 * clients); products, clients, months and the ticket médio cover the period only. `busyClients`
 * (clientKey of each) have an order under way — a quote or a confirmed order of the last
 * DORMANT_DAYS days — and are not called "sem comprar".
 */
export function salesReport(
  orders: ReadonlyArray<ReportOrder>,
  today: string,
  months: ReportMonths,
  busyClients: ReadonlySet<string> = new Set(),
) {
  const from = periodStart(today, months);
  const inPeriod = orders.filter((o) => o.day >= from && o.day <= today);
  return {
    months,
    from,
    to: today,
    orders: inPeriod.length,
    revenueCents: inPeriod.reduce((sum, o) => sum + o.totalCents, 0),
    averageTicketCents: averageTicketCents(inPeriod),
    byMonth: byMonth(inPeriod, today, months),
    products: byProduct(inPeriod).slice(0, REPORT_TOP),
    clients: byClient(inPeriod).slice(0, REPORT_TOP),
    dormant: dormantClients(orders, today)
      .filter((c) => !busyClients.has(c.key))
      .slice(0, 30),
  };
}

export type SalesReport = ReturnType<typeof salesReport>;
