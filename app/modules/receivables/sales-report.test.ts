import { describe, expect, it } from "vitest";
import {
  averageTicketCents,
  byClient,
  byMonth,
  byProduct,
  clientKey,
  COUNTED_STATUSES,
  dormantClients,
  parseReportMonths,
  periodStart,
  salesReport,
  type ReportOrder,
} from "./sales-report";

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

describe("the report as a whole", () => {
  it("counts delivered and paid orders only", () => {
    expect([...COUNTED_STATUSES].sort()).toEqual(["entregue", "pago"]);
  });
  it("takes 6 or 12 months; absent is 6; anything else is refused", () => {
    expect(parseReportMonths(null)).toEqual({ ok: true, months: 6 });
    expect(parseReportMonths("12")).toEqual({ ok: true, months: 12 });
    for (const bad of ["3", "6.0", "abc", "-6", "120"]) expect(parseReportMonths(bad).ok).toBe(false);
  });
  it("the period starts on the first day of the oldest month, across a year", () => {
    expect(periodStart("2026-06-20", 6)).toBe("2026-01-01");
    expect(periodStart("2026-02-01", 12)).toBe("2025-03-01");
  });
  it("figures cover the period; dormant clients look at all the history; phone and record from the latest order", () => {
    const old = { ...order("z", "2025-06-01", "Zé", [bolo(4)]), clientPhone: "11987654321", clientId: "c-ze" };
    const recent = { ...order("e", "2026-06-01", "maria", [pao(1)]), clientPhone: "11911112222" };
    const report = salesReport([...orders, old, recent], "2026-06-20", 6);
    expect(report.from).toBe("2026-01-01");
    expect(report.orders).toBe(5);
    expect(report.revenueCents).toBe(3500 + 5000 + 1000 + 100 + 100);
    expect(report.averageTicketCents).toBe(Math.round(report.revenueCents / 5));
    expect(report.products[0]?.label).toBe("Bolo");
    expect(report.products[0]?.quantity).toBe(3);
    expect(report.byMonth).toHaveLength(6);
    expect(report.clients.find((c) => c.label === "Maria")?.phone).toBe("11911112222");
    expect(report.dormant.map((c) => [c.label, c.lastDay, c.phone, c.clientId])).toEqual([
      ["Zé", "2025-06-01", "11987654321", "c-ze"],
      ["João", "2026-03-01", null, null],
    ]);
  });
  it("a client with a quote or a confirmed order under way is not listed as dormant", () => {
    expect(salesReport(orders, "2026-06-20", 6, new Set([clientKey(" JOÃO ")!])).dormant.map((c) => c.label)).toEqual(["Maria"]);
  });
  it("an empty history gives zeros and no ticket médio", () => {
    const report = salesReport([], "2026-06-20", 12);
    expect(report).toMatchObject({ orders: 0, revenueCents: 0, averageTicketCents: null, products: [], clients: [], dormant: [] });
    expect(report.byMonth.every((m) => m.totalCents === 0)).toBe(true);
  });
});
