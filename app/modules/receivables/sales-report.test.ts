import { describe, expect, it } from "vitest";
import { averageTicketCents, byClient, byMonth, byProduct, dormantClients, type ReportOrder } from "./sales-report";

const order = (id: string, day: string, clientName: string | null, lines: ReportOrder["lines"]): ReportOrder => ({
  id,
  day,
  clientName,
  lines,
  totalCents: lines.reduce((s, l) => s + l.totalCents, 0),
});
const bolo = (q: number) => ({ productId: "p1", name: "Bolo", quantity: q, totalCents: q * 2500 });
const pao = (q: number) => ({ productId: "p2", name: "Pão", quantity: q, totalCents: q * 100 });

const orders = [
  order("a", "2026-01-05", "Maria", [bolo(1), pao(10)]),
  order("b", "2026-03-31", " maria ", [bolo(2)]),
  order("c", "2026-03-01", "João", [pao(5), pao(5)]),
  order("d", "2026-06-10", null, [pao(1)]),
];

describe("sales report", () => {
  it("ticket médio rounds; none without orders", () => {
    expect(averageTicketCents(orders)).toBe(Math.round((3500 + 5000 + 1000 + 100) / 4));
    expect(averageTicketCents([])).toBeNull();
  });
  it("best sellers by revenue, counting an order once per product", () => {
    const rows = byProduct(orders);
    expect(rows.map((r) => [r.label, r.orders, r.quantity, r.totalCents])).toEqual([
      ["Bolo", 2, 3, 7500],
      ["Pão", 3, 21, 2100],
    ]);
  });
  it("clients merge by trimmed, case-insensitive name; orders without a client are left out", () => {
    const rows = byClient(orders);
    expect(rows.map((r) => [r.label, r.orders, r.totalCents, r.lastDay])).toEqual([
      ["Maria", 2, 8500, "2026-03-31"],
      ["João", 1, 1000, "2026-03-01"],
    ]);
  });
  it("months include empty ones and drop older ones, across a year", () => {
    expect(byMonth(orders, "2026-06-20", 6).map((m) => [m.month, m.totalCents])).toEqual([
      ["2026-01", 3500],
      ["2026-02", 0],
      ["2026-03", 6000],
      ["2026-04", 0],
      ["2026-05", 0],
      ["2026-06", 100],
    ]);
    expect(byMonth([], "2026-02-01", 3).map((m) => m.month)).toEqual(["2025-12", "2026-01", "2026-02"]);
  });
  it("dormant: last order more than 60 days ago (day 60 is not yet)", () => {
    expect(dormantClients(orders, "2026-05-01").map((c) => c.label)).toEqual(["João"]);
    expect(dormantClients(orders, "2026-05-30").map((c) => c.label)).toEqual(["João"]);
    expect(dormantClients(orders, "2026-05-31").map((c) => c.label)).toEqual(["João", "Maria"]);
  });
});
