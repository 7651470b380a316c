/**
 * "O que vende" (decision 028, item 7): pure aggregation over PAID orders — totals by product, by client
 * and by month, ticket médio and clients who have not bought for 60 days. Every figure is a sum or
 * an average of the person's own recorded orders; nothing is estimated.
 */

export const DORMANT_DAYS = 60;

export type ReportOrder = {
  id: string;
  day: string; // 'YYYY-MM-DD' (São Paulo) of the order
  totalCents: number;
  clientName: string | null;
  lines: ReadonlyArray<{ productId: string | null; name: string; quantity: number; totalCents: number }>;
};

export type Ranked = { key: string; label: string; orders: number; quantity: number; totalCents: number };

function rank(map: Map<string, Ranked>): Ranked[] {
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
      const row = map.get(key) ?? { key, label: line.name, orders: 0, quantity: 0, totalCents: 0 };
      row.quantity += line.quantity;
      row.totalCents += line.totalCents;
      if (!seen.has(key)) row.orders += 1;
      seen.add(key);
      map.set(key, row);
    }
  }
  return rank(map);
}

function clientKey(name: string | null): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed.toLocaleLowerCase("pt-BR") : null;
}

export function byClient(orders: ReadonlyArray<ReportOrder>): (Ranked & { lastDay: string })[] {
  const map = new Map<string, Ranked & { lastDay: string }>();
  for (const order of orders) {
    const key = clientKey(order.clientName);
    if (!key) continue;
    const row = map.get(key) ?? { key, label: order.clientName!.trim(), orders: 0, quantity: 0, totalCents: 0, lastDay: order.day };
    row.orders += 1;
    row.totalCents += order.totalCents;
    if (order.day > row.lastDay) row.lastDay = order.day;
    map.set(key, row);
  }
  return rank(map) as (Ranked & { lastDay: string })[];
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
