import { describe, expect, it } from "vitest";
import {
  addMonths,
  daysBetween,
  instalmentCountProblem,
  instalmentStates,
  overdueSummary,
  planInstalments,
  planProblem,
  splitCents,
} from "./instalments";

describe("splitCents", () => {
  it("sums exactly, remainder on the first", () => {
    expect(splitCents(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitCents(100, 12)).toEqual([12, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
    expect(splitCents(1, 2)).toEqual([1, 0]);
    for (const [total, n] of [
      [99999, 7],
      [12345, 12],
      [2, 2],
    ] as const) {
      expect(splitCents(total, n).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
  it("refuses counts outside 2–12 and non-whole totals", () => {
    expect(() => splitCents(100, 1)).toThrow(RangeError);
    expect(() => splitCents(100, 13)).toThrow(RangeError);
    expect(() => splitCents(10.5, 2)).toThrow(RangeError);
    expect(instalmentCountProblem(2)).toBeNull();
    expect(instalmentCountProblem(12)).toBeNull();
    expect(instalmentCountProblem(13)).toMatch(/de 2 a 12/);
  });
});

describe("due days", () => {
  it("monthly, clamped to the month's end, across the year", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonths("2026-11-15", 2)).toBe("2027-01-15");
    expect(planInstalments(10000, 3, "2026-12-10").map((p) => p.dueDate)).toEqual(["2026-12-10", "2027-01-10", "2027-02-10"]);
  });
});

describe("planProblem", () => {
  const plan = planInstalments(10000, 3, "2026-05-10");
  it("accepts the default plan", () => expect(planProblem(plan, 10000, "2026-05-01")).toBeNull());
  it("refuses a sum off by one centavo", () => {
    expect(planProblem([{ ...plan[0]!, amountCents: 3333 }, plan[1]!, plan[2]!], 10000, "2026-05-01")).toMatch(/soma/);
  });
  it("refuses a due day before the order or out of order, and zero amounts", () => {
    expect(planProblem(plan, 10000, "2026-05-11")).toMatch(/antes do dia do pedido/);
    expect(planProblem([plan[1]!, plan[0]!, plan[2]!], 10000, "2026-05-01")).toMatch(/parcela anterior/);
    expect(planProblem([{ ...plan[0]!, amountCents: 0 }, plan[1]!], 0, "2026-05-01")).toMatch(/maior que zero/);
  });
});

describe("instalmentStates", () => {
  const plan = planInstalments(10000, 3, "2026-05-10");
  it("payments settle in order; partly paid past due is vencido", () => {
    const states = instalmentStates(plan, 5000, "2026-06-11");
    expect(states.map((s) => [s.status, s.paidCents, s.balanceCents])).toEqual([
      ["pago", 3334, 0],
      ["vencido", 1666, 1667],
      ["em_aberto", 0, 3333],
    ]);
    const summary = overdueSummary(states, "2026-06-11");
    expect(summary.overdueCents).toBe(1667);
    expect(summary.daysLate).toBe(1);
  });
  it("due today is not yet overdue; fully paid is all pago", () => {
    expect(instalmentStates(plan, 0, "2026-05-10")[0]!.status).toBe("em_aberto");
    expect(instalmentStates(plan, 10000, "2027-01-01").every((s) => s.status === "pago")).toBe(true);
    expect(overdueSummary(instalmentStates(plan, 0, "2026-05-10"), "2026-05-10").oldestDueDate).toBeNull();
  });
  it("counts days late", () => expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2));
});
