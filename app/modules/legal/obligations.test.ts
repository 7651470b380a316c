import { describe, expect, it } from "vitest";
import { dasnFigures, defaultDasnYear } from "./dasn";
import { buildIcs, foldLine } from "./ics";
import {
  dasDue,
  dasLateFineCents,
  dasnDue,
  dueSoon,
  findObligation,
  monthsLate,
  nextBusinessDay,
  obligationsDueIn,
  type CalendarInput,
} from "./obligations";

const input = (over: Partial<CalendarInput> = {}): CalendarInput => ({
  opening: { year: 2026, month: 3 },
  dasCents: 8205,
  paid: new Map(),
  today: "2026-06-25",
  ...over,
});

describe("DAS due dates: the 20th of the next month or the next business day", () => {
  it("keeps a weekday, moves weekends and national holidays", () => {
    expect(dasDue(2026, 2)).toEqual({ dueDate: "2026-03-20", moved: false }); // Friday
    expect(dasDue(2026, 5)).toEqual({ dueDate: "2026-06-22", moved: true }); // Sat 20 → Mon 22
    expect(dasDue(2026, 8)).toEqual({ dueDate: "2026-09-21", moved: true }); // Sun 20 → Mon 21
    // 20 November is Dia da Consciência Negra (national since Lei 14.759/2023): Fri 20 → Mon 23.
    expect(dasDue(2026, 10)).toEqual({ dueDate: "2026-11-23", moved: true });
    expect(dasDue(2028, 10)).toEqual({ dueDate: "2028-11-21", moved: true }); // Mon holiday → Tue
    // Corpus Christi 2030 falls on Thursday 20 June (banks closed): → Friday 21.
    expect(dasDue(2030, 5)).toEqual({ dueDate: "2030-06-21", moved: true });
    // December's DAS is due in January of the next year.
    expect(dasDue(2026, 12)).toEqual({ dueDate: "2027-01-20", moved: false });
  });
  it("nextBusinessDay skips a holiday followed by a weekend", () => {
    expect(nextBusinessDay("2026-04-03")).toBe("2026-04-06"); // Sexta-feira Santa, then the weekend
    expect(nextBusinessDay("2026-12-25")).toBe("2026-12-28");
  });
  it("the DASN-SIMEI is due on 31 May of the next year, not moved (the facts say so)", () => {
    expect(dasnDue(2025)).toEqual({ dueDate: "2026-05-31", moved: false }); // a Sunday
  });
});

describe("the calendar of obligations", () => {
  it("lists each month's DAS from the opening month, with the occupation's value, and no DASN in the opening year", () => {
    const list = obligationsDueIn(2026, input());
    expect(list.map((o) => o.id)).toEqual([
      "das-2026-03",
      "das-2026-04",
      "das-2026-05",
      "das-2026-06",
      "das-2026-07",
      "das-2026-08",
      "das-2026-09",
      "das-2026-10",
      "das-2026-11",
    ]);
    expect(list[0]).toMatchObject({ kind: "das", dueDate: "2026-04-20", amountCents: 8205, status: "vencido" });
    expect(list[3]).toMatchObject({ id: "das-2026-06", dueDate: "2026-07-20", status: "aberto" });
    const next = obligationsDueIn(2027, input());
    expect(next[0]).toMatchObject({ id: "das-2026-12", dueDate: "2027-01-20", amountCents: 8205 });
    // 2027 values are not in the facts yet: stated, not guessed.
    expect(next.find((o) => o.id === "das-2027-01")).toMatchObject({ amountCents: null, amountNote: expect.stringContaining("PGMEI") });
    expect(next.find((o) => o.id === "dasn-2026")).toMatchObject({ kind: "dasn", dueDate: "2027-05-31", amountCents: 0 });
  });
  it("status: pago when marked, vencido after the due date with the fine so far, aberto before", () => {
    const list = obligationsDueIn(2026, input({ paid: new Map([["das-2026-03", "2026-04-10T12:00:00.000Z"]]) }));
    expect(list[0]).toMatchObject({ status: "pago", paidAt: "2026-04-10T12:00:00.000Z" });
    const april = list[1]!; // due 2026-05-20, 36 days late on 2026-06-25 → 11,88% → R$ 9,75
    expect(april).toMatchObject({ status: "vencido" });
    expect(april.lateCost).toContain("36 dias de atraso");
    expect(april.lateCost).toContain("R$\u00a09,75");
  });
  it("late fines: DAS 0,33% a day up to 20%; DASN months or fraction", () => {
    expect(dasLateFineCents(8205, 10)).toBe(271);
    expect(dasLateFineCents(8205, 100)).toBe(1641);
    expect(dasLateFineCents(8205, 0)).toBe(0);
    expect(monthsLate("2026-05-31", "2026-06-01")).toBe(1);
    expect(monthsLate("2026-05-31", "2026-07-01")).toBe(2);
    expect(monthsLate("2026-05-31", "2026-05-31")).toBe(0);
  });
  it("findObligation accepts only the person's obligations", () => {
    expect(findObligation("das-2026-03", input())?.title).toBe("DAS de março de 2026");
    expect(findObligation("das-2026-02", input())).toBeNull(); // before the opening
    expect(findObligation("das-2026-13", input())).toBeNull();
    expect(findObligation("dasn-2025", input())).toBeNull();
    expect(findObligation("dasn-2026", input())?.dueDate).toBe("2027-05-31");
    expect(findObligation("das-2040-01", input())).toBeNull();
    expect(findObligation("x", input())).toBeNull();
  });
  it("the bell: unpaid and due within 7 days, and the late ones", () => {
    const far = obligationsDueIn(2026, input({ today: "2026-07-12" }));
    expect(dueSoon(far, "2026-07-12").soon).toEqual([]); // das-2026-06 is due on 20/07: 8 days
    const near = obligationsDueIn(2026, input({ today: "2026-07-13" }));
    const { soon, late } = dueSoon(near, "2026-07-13");
    expect(soon.map((o) => o.id)).toEqual(["das-2026-06"]); // 7 days
    expect(late.map((o) => o.id)).toEqual(["das-2026-03", "das-2026-04", "das-2026-05"]);
    const paid = obligationsDueIn(2026, input({ today: "2026-07-13", paid: new Map([["das-2026-06", "2026-07-01T00:00:00Z"]]) }));
    expect(dueSoon(paid, "2026-07-13").soon).toEqual([]);
  });
});

/** A small RFC 5545 reader for the test: unfolds lines and reads properties per component. */
function parseIcs(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // every line ends in CRLF
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") current = {};
    } else if (name === "END") {
      expect(stack.pop()).toBe(value);
      if (value === "VEVENT" && current) events.push(current);
    } else if (current && stack.at(-1) === "VEVENT") current[name] = value;
  }
  expect(stack).toEqual([]);
  return { lines, events };
}

describe(".ics", () => {
  it("folds long lines at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"ação ".repeat(40)}`;
    const folded = foldLine(line);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });
  it("is a valid calendar: CRLF, folding, UID, DTSTAMP, all-day DTSTART;VALUE=DATE, escaped text", () => {
    const text = buildIcs(
      [
        {
          uid: "das-2026-10-u1@example.com",
          date: "2026-11-23",
          summary: "Pagar DAS de outubro, de 2026; R$ 82,05",
          description: "Multa de 0,33% por dia (até 20%), mais juros pela taxa Selic. Só pelo site oficial (gov.br).",
          url: "https://www.gov.br/empreendedor",
          alarmDaysBefore: 3,
        },
        { uid: "dasn-2026-u1@example.com", date: "2027-05-31", summary: "Entregar DASN" },
      ],
      { name: "Obrigações do MEI", now: new Date("2026-11-26T10:00:00.123Z") },
    );
    const { lines, events } = parseIcs(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      UID: "das-2026-10-u1@example.com",
      DTSTAMP: "20261126T100000Z",
      "DTSTART;VALUE=DATE": "20261123",
      "DTEND;VALUE=DATE": "20261124",
      SUMMARY: "Pagar DAS de outubro\\, de 2026\\; R$ 82\\,05",
    });
    expect(events[1]).toMatchObject({ "DTSTART;VALUE=DATE": "20270531", "DTEND;VALUE=DATE": "20270601" });
    expect(text).toContain("TRIGGER:-P3D");
  });
});

describe("DASN-SIMEI figures", () => {
  const report = {
    revenda: { withoutInvoice: 10_000, withInvoice: 5_000, total: 15_000 },
    industrializados: { withoutInvoice: 20_000, withInvoice: 0, total: 20_000 },
    servicos: { withoutInvoice: 7_000, withInvoice: 3_000, total: 10_000 },
    total: 45_000,
  };
  it("splits commerce and industry (ICMS) from services (ISS)", () => {
    expect(dasnFigures(2025, report, false)).toEqual({
      year: 2025,
      revenueCommerceCents: 35_000,
      revenueServicesCents: 10_000,
      totalCents: 45_000,
      hadEmployee: false,
      dueDate: "2026-05-31",
    });
  });
  it("the default year is last year's until 31 May, then this year's", () => {
    expect(defaultDasnYear("2026-05-31")).toBe(2025);
    expect(defaultDasnYear("2026-06-01")).toBe(2026);
  });
});
