/** Sums of the livro-caixa: by month, in and out, and what counts as MEI gross revenue. */
import type { RevenueItem, RevenueKind } from "./revenue-report";

export type CashLine = {
  occurredOn: string;
  direction: "in" | "out";
  category: string;
  amountCents: number;
  revenueKind: RevenueKind | null;
  withInvoice: boolean;
};

/** Gross revenue of the MEI = sales received. Loans and the owner's own money are not revenue. */
export function isGrossRevenue(line: Pick<CashLine, "direction" | "category">): boolean {
  return line.direction === "in" && line.category === "venda";
}

export type MonthTotals = { month: string; inCents: number; outCents: number; balanceCents: number };

/** In, out and balance of each 'YYYY-MM' in `months` (months with no entries are zeros). */
export function monthTotals(lines: readonly CashLine[], months: readonly string[]): MonthTotals[] {
  const byMonth = new Map(months.map((m) => [m, { month: m, inCents: 0, outCents: 0, balanceCents: 0 }]));
  for (const line of lines) {
    const totals = byMonth.get(line.occurredOn.slice(0, 7));
    if (!totals) continue;
    if (line.direction === "in") totals.inCents += line.amountCents;
    else totals.outCents += line.amountCents;
    totals.balanceCents = totals.inCents - totals.outCents;
  }
  return [...byMonth.values()];
}

/** The sales of the lines as report items (a sale without a kind counts as revenda). */
export function revenueItems(lines: readonly CashLine[]): RevenueItem[] {
  return lines
    .filter(isGrossRevenue)
    .map((line) => ({ kind: line.revenueKind ?? "revenda", withInvoice: line.withInvoice, amountCents: line.amountCents }));
}

/** 'YYYY-MM' of the `count` months ending at `last`, oldest first. */
export function monthsEnding(last: { year: number; month: number }, count: number): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = last.year * 12 + (last.month - 1) - i;
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
  }
  return out;
}
