/** Page geometry, colours, fonts and the two primitives every part of the PDF renderer draws with. */
import { pdfText } from "./document";

export const PAGE = { width: 595.28, height: 841.89, margin: 50, bottom: 62 } as const;
export const COLORS = {
  ink: "#1f2937",
  muted: "#475569",
  brand: "#1a52a8",
  brandDark: "#14305e",
  rule: "#cbd5e1",
  zebra: "#f1f5f9",
  good: "#15803d",
  bad: "#b91c1c",
} as const;
export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" } as const;

export type Pdf = PDFKit.PDFDocument;

/** Everything drawn goes through this: left edge, usable width and the lowest y content may reach. */
export type Layout = { doc: Pdf; left: number; width: number; limit: number };

/** A horizontal line `length` points long from (x, y). */
export function hRule(doc: Pdf, x: number, y: number, length: number, lineWidth: number, color: string) {
  doc
    .moveTo(x, y)
    .lineTo(x + length, y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
}

/** Starts a new page when fewer than `height` points are left on this one. */
export function ensureSpace(layout: Layout, height: number) {
  if (layout.doc.y + height > layout.limit) {
    layout.doc.addPage();
    layout.doc.y = PAGE.margin;
  }
}

export function text(doc: Pdf, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(pdfText(value), x, y, options);
}
