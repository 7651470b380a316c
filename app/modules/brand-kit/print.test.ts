import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../../tests/documents/read-back";
import { cardsPdf, flyerPdf, qrTarget, type PrintData } from "./print.server";
import { A4, CARD, cardSheetLayout, MM, PRINT_MARGIN } from "./print-layout";
import { qrSquares } from "./qr";

const data: PrintData = {
  choice: { businessName: "Doces da Ana", palette: "vinho", icon: "bolo", layout: "horizontal" },
  personName: "Ana Souza",
  phone: "(11) 98765-4321",
  whatsappUrl: "https://wa.me/5511987654321",
  shopUrl: null,
  products: [
    { name: "Bolo de pote", priceCents: 1200, unit: "un" },
    { name: "Brigadeiro gourmet", priceCents: 350, unit: "un" },
  ],
  date: new Date("2026-11-26T12:00:00Z"),
};

describe("the card sheet layout", () => {
  const { cards, cropMarks } = cardSheetLayout();
  it("places ten 85 × 55 mm cards, none overlapping, all inside the printable margins of an A4 sheet", () => {
    expect(cards).toHaveLength(10);
    for (const c of cards) {
      expect(c.width).toBeCloseTo(85 * MM, 5);
      expect(c.height).toBeCloseTo(55 * MM, 5);
      expect(c.x).toBeGreaterThanOrEqual(PRINT_MARGIN);
      expect(c.y).toBeGreaterThanOrEqual(PRINT_MARGIN);
      expect(c.x + c.width).toBeLessThanOrEqual(A4.width - PRINT_MARGIN);
      expect(c.y + c.height).toBeLessThanOrEqual(A4.height - PRINT_MARGIN);
    }
    for (const [i, a] of cards.entries())
      for (const b of cards.slice(i + 1)) {
        const overlap =
          a.x < b.x + b.width - 0.01 && b.x < a.x + a.width - 0.01 && a.y < b.y + b.height - 0.01 && b.y < a.y + a.height - 0.01;
        expect(overlap).toBe(false);
      }
  });
  it("draws crop marks on every cut line, outside the cards and inside the printable area", () => {
    expect(cropMarks).toHaveLength(2 * 3 + 2 * 6);
    const inside = (x: number, y: number) =>
      cards.some((c) => x > c.x + 0.01 && x < c.x + c.width - 0.01 && y > c.y + 0.01 && y < c.y + c.height - 0.01);
    for (const m of cropMarks) {
      for (const [x, y] of [
        [m.x1, m.y1],
        [m.x2, m.y2],
      ] as const) {
        expect(inside(x, y)).toBe(false);
        expect(x).toBeGreaterThanOrEqual(PRINT_MARGIN - 0.01);
        expect(y).toBeGreaterThanOrEqual(PRINT_MARGIN - 0.01);
        expect(x).toBeLessThanOrEqual(A4.width - PRINT_MARGIN + 0.01);
        expect(y).toBeLessThanOrEqual(A4.height - PRINT_MARGIN + 0.01);
      }
    }
    expect(CARD.width).toBeCloseTo(240.94, 1);
  });
});

describe("the QR code", () => {
  it("leads to the shop page when there is one, else to the WhatsApp", () => {
    expect(qrTarget(data)).toBe("https://wa.me/5511987654321");
    expect(qrTarget({ ...data, shopUrl: "https://exemplo.com.br/loja/doces-da-ana" })).toBe("https://exemplo.com.br/loja/doces-da-ana");
  });
  // No QR decoder is installed: the squares drawn are read back into a matrix and compared with a
  // fresh encoding of the address (qrcode.create), module by module.
  it("the squares drawn are exactly the modules of the address's QR code", () => {
    const text = "https://wa.me/5511987654321";
    const { cell, squares } = qrSquares(text, 100, 200, 90);
    const expected = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
    const drawn = new Set(squares.map((s) => `${Math.round((s.y - 200) / cell) - 4},${Math.round((s.x - 100) / cell) - 4}`));
    let dark = 0;
    for (let r = 0; r < expected.size; r++)
      for (let c = 0; c < expected.size; c++) {
        expect(drawn.has(`${r},${c}`), `module ${r},${c}`).toBe(Boolean(expected.get(r, c)));
        if (expected.get(r, c)) dark++;
      }
    expect(squares).toHaveLength(dark);
  });
});

describe("the PDFs", () => {
  it("cards: one A4 page with the name and the WhatsApp, ten times", async () => {
    const pdf = await readPdf(await cardsPdf(data));
    expect(pdf.pageSizes).toEqual([{ width: A4.width, height: A4.height }]);
    expect(pdf.pages[0]!.match(/WhatsApp \(11\) 98765-4321/g)).toHaveLength(10);
    expect(pdf.pages[0]!.match(/Ana Souza/g)).toHaveLength(10);
  });
  it("flyer: one A5 page with every product and its price, and the WhatsApp", async () => {
    const pdf = await readPdf(await flyerPdf(data));
    expect(pdf.pageSizes).toHaveLength(1);
    expect(pdf.pageSizes[0]!.width).toBeCloseTo(419.53, 1);
    expect(pdf.pages[0]).toContain("Bolo de pote");
    expect(pdf.pages[0]).toMatch(/R\$\s12,00/);
    expect(pdf.pages[0]).toMatch(/R\$\s3,50/);
    expect(pdf.pages[0]).toContain("(11) 98765-4321");
  });
});
