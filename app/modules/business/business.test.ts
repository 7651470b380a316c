import { describe, expect, it } from "vitest";
import { isValidCnpj, isValidCpf, parseDocument, showDocument } from "~/modules/br/documents";
import { parseBrazilianPhone, whatsappLink } from "~/modules/br/phone";
import { MEI_ANNUAL_LIMIT } from "~/modules/facts/legal-facts";
import { dasDueDate, dateFromLocalIso, localDateParts, localIsoDate, monthLabel } from "./calendar";
import { meiLimitCents, meiLimitStatus } from "./mei-limit";
import { formatBRL, parseBRL } from "./money";
import { figuresByPayment, priceFigures, priceForMargin } from "./pricing";
import { revenueReport, revenueReportLines } from "./revenue-report";

const nbsp = "\u00a0";

describe("money", () => {
  it("formats centavos as BRL through Intl pt-BR", () => {
    expect(formatBRL(123456)).toBe(`R$${nbsp}1.234,56`);
    expect(formatBRL(5)).toBe(`R$${nbsp}0,05`);
  });
  it("reads what people type", () => {
    expect(parseBRL("12")).toBe(1200);
    expect(parseBRL("12,5")).toBe(1250);
    expect(parseBRL("R$ 1.234,56")).toBe(123456);
    expect(parseBRL("12.50")).toBe(1250);
    expect(parseBRL("1.234")).toBe(123400);
    expect(parseBRL("0,99")).toBe(99);
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "1,2,3", "12,345", "1.23.4", "12.345,6.7", "1e5", "999999999999"]) expect(parseBRL(bad), bad).toBeNull();
  });
});

describe("CPF and CNPJ", () => {
  it("accepts valid check digits", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11444777000161")).toBe(true);
    // The alphanumeric CNPJ example published by the Receita Federal.
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
  });
  it("refuses wrong digits and repeated numbers", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
  });
  it("tells which document it is and why it is wrong", () => {
    expect(parseDocument("52998224725")).toMatchObject({ ok: true, kind: "cpf", display: "529.982.247-25" });
    expect(parseDocument("11222333000181")).toMatchObject({ ok: true, kind: "cnpj", display: "11.222.333/0001-81" });
    expect(parseDocument("123")).toMatchObject({ ok: false, message: expect.stringMatching(/11 dígitos.*14 dígitos/) });
    expect(parseDocument("52998224724")).toMatchObject({ ok: false, message: expect.stringMatching(/CPF inválido/) });
    // What is stored is shown back the same way, with its kind.
    expect(showDocument("52998224725")).toEqual({ kind: "CPF", display: "529.982.247-25" });
    expect(showDocument("11222333000181")).toEqual({ kind: "CNPJ", display: "11.222.333/0001-81" });
  });
});

describe("phone", () => {
  it("reads mobiles and landlines with DDD, in any typing", () => {
    const mobile = parseBrazilianPhone("(11) 98765-4321");
    expect(mobile).toEqual({ ok: true, phone: "(11) 98765-4321", digits: "11987654321", e164: "5511987654321", mobile: true });
    expect(parseBrazilianPhone("+55 21 3456-7890")).toMatchObject({ ok: true, phone: "(21) 3456-7890", mobile: false });
    expect(parseBrazilianPhone("011 98765 4321")).toMatchObject({ ok: true, digits: "11987654321" });
    if (mobile.ok) expect(whatsappLink(mobile, "Olá")).toBe("https://wa.me/5511987654321?text=Ol%C3%A1");
  });
  it("refuses a missing DDD, an unknown DDD and a mobile without the 9", () => {
    expect(parseBrazilianPhone("98765-4321")).toMatchObject({ ok: false, error: expect.stringMatching(/DDD/) });
    expect(parseBrazilianPhone("(20) 98765-4321")).toMatchObject({ ok: false, error: expect.stringMatching(/DDD 20/) });
    expect(parseBrazilianPhone("(11) 88765-4321")).toMatchObject({ ok: false, error: expect.stringMatching(/começa com 9/) });
    expect(parseBrazilianPhone("(11) 8765-4321")).toMatchObject({ ok: false, error: expect.stringMatching(/9 dígitos/) });
  });
});

describe("pricing", () => {
  it("margin is over the price, markup over the cost", () => {
    const f = priceFigures(600, 1000);
    expect(f.profitCents).toBe(400);
    expect(f.marginRatio).toBeCloseTo(0.4);
    expect(f.markupRatio).toBeCloseTo(0.6667, 3);
  });
  it("a card fee comes out of the profit", () => {
    const byPayment = figuresByPayment(600, 1000, { pixPercent: 0.99, cardPercent: 4.99 });
    expect(byPayment.cash.profitCents).toBe(400);
    expect(byPayment.pix.profitCents).toBe(390);
    expect(byPayment.card.profitCents).toBe(350);
  });
  it("finds the price for a margin, and the reverse gives the margin back", () => {
    const price = priceForMargin(600, 40, 5);
    expect(price).toEqual({ ok: true, priceCents: 1092 });
    if (price.ok) expect(priceFigures(600, price.priceCents, 5).marginRatio!).toBeGreaterThanOrEqual(0.4);
    expect(priceForMargin(600, 40).ok && priceForMargin(600, 40)).toEqual({ ok: true, priceCents: 1000 });
    expect(priceForMargin(600, 96, 5)).toMatchObject({ ok: false });
  });
  it("no cost means no markup; no price means no margin", () => {
    expect(priceFigures(0, 1000).markupRatio).toBeNull();
    expect(priceFigures(100, 0).marginRatio).toBeNull();
  });
});

describe("MEI limit", () => {
  const limit = MEI_ANNUAL_LIMIT * 100;
  it("reads the limit from the facts module, proportional in the opening year", () => {
    expect(meiLimitCents(2026)).toBe(limit);
    expect(meiLimitCents(2026, { year: 2025, month: 3 })).toBe(limit);
    expect(meiLimitCents(2026, { year: 2026, month: 11 })).toBe(Math.round((MEI_ANNUAL_LIMIT / 12) * 2 * 100));
  });
  it("warns at 80 %, at 100 %, and applies the 20 % rule", () => {
    expect(meiLimitStatus(Math.round(limit * 0.79), limit).level).toBe("ok");
    expect(meiLimitStatus(limit * 0.8, limit).level).toBe("attention");
    expect(meiLimitStatus(limit, limit).level).toBe("reached");
    expect(meiLimitStatus(limit * 1.2, limit).level).toBe("over");
    expect(meiLimitStatus(limit * 1.2, limit).message).toMatch(/1º de janeiro do ano que vem/);
    expect(meiLimitStatus(limit * 1.2 + 1, limit).level).toBe("overTolerance");
    expect(meiLimitStatus(limit * 1.2 + 1, limit).message).toMatch(/retroativo/);
    expect(meiLimitStatus(limit / 4, limit)).toMatchObject({ share: 0.25, remainingCents: (limit * 3) / 4 });
  });
});

describe("monthly revenue report", () => {
  it("sums each activity with and without fiscal document, and the grand total", () => {
    const report = revenueReport([
      { kind: "revenda", withInvoice: false, amountCents: 1000 },
      { kind: "revenda", withInvoice: true, amountCents: 250 },
      { kind: "industrializados", withInvoice: false, amountCents: 4000 },
      { kind: "servicos", withInvoice: true, amountCents: 30000 },
      { kind: "servicos", withInvoice: false, amountCents: 5 },
    ]);
    expect(report.revenda).toEqual({ withoutInvoice: 1000, withInvoice: 250, total: 1250 });
    expect(report.industrializados).toEqual({ withoutInvoice: 4000, withInvoice: 0, total: 4000 });
    expect(report.servicos).toEqual({ withoutInvoice: 5, withInvoice: 30000, total: 30005 });
    expect(report.total).toBe(35255);
    const lines = revenueReportLines(report).flatMap((s) => s.lines);
    expect(lines.map((l) => l.code)).toEqual(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]);
    expect(lines.find((l) => l.code === "VI")!.cents).toBe(4000);
  });
});

describe("calendar (São Paulo)", () => {
  it("a late evening in São Paulo is still that day there", () => {
    expect(localDateParts(new Date("2026-12-01T02:00:00Z"))).toEqual({ year: 2026, month: 11, day: 30 });
    expect(localIsoDate(dateFromLocalIso("2026-03-10")!)).toBe("2026-03-10");
    expect(dateFromLocalIso("2026-02-30")).toBeNull();
    expect(monthLabel({ year: 2026, month: 3 })).toBe("março de 2026");
  });
  it("the DAS of a month is due on the 20th of the next, moved off weekends", () => {
    expect(dasDueDate({ year: 2026, month: 10 })).toEqual({ year: 2026, month: 11, day: 20, movedFromWeekend: false });
    // 20/12/2026 is a Sunday.
    expect(dasDueDate({ year: 2026, month: 11 })).toEqual({ year: 2026, month: 12, day: 21, movedFromWeekend: true });
    expect(dasDueDate({ year: 2026, month: 12 })).toMatchObject({ year: 2027, month: 1, day: 20 });
  });
});
