/**
 * The printed materials as PDFs (pdfkit, the bundled Poppins embedded): an A4 sheet of ten
 * business cards with crop marks, and an A5 flyer with the products, their prices, the WhatsApp
 * and a QR code to the shop page (or to the WhatsApp while there is no shop page). Each renderer
 * is a pure `(data) => Promise<Buffer>` (no database, no request), ready to become a worker job.
 */
import PDFDocument from "pdfkit";
import { formatBRL } from "~/modules/business/money";
import { FONT_FILES } from "./fonts.server";
import { logoPng } from "./files.server";
import type { LogoChoice } from "./logo";
import { findPalette } from "./palettes";
import { A4, A5, cardSheetLayout, FLYER_PRODUCTS, MM, type Box } from "./print-layout";
import { qrSquares } from "./qr";

export type PrintData = {
  choice: LogoChoice;
  personName: string | null;
  /** '(11) 98765-4321' */
  phone: string | null;
  whatsappUrl: string | null;
  shopUrl: string | null;
  products: { name: string; priceCents: number; unit: string }[];
  /** The file's date (CreationDate). */
  date: Date;
};

/** Where the QR code leads: the shop page when there is one, else the WhatsApp. */
export function qrTarget(data: Pick<PrintData, "shopUrl" | "whatsappUrl">): string | null {
  return data.shopUrl ?? data.whatsappUrl;
}

function newDoc(size: { width: number; height: number }, title: string, date: Date) {
  const doc = new PDFDocument({
    size: [size.width, size.height],
    margin: 0,
    autoFirstPage: true,
    lang: "pt-BR",
    info: { Title: title, CreationDate: date },
  });
  doc.registerFont("bold", FONT_FILES.bold);
  doc.registerFont("regular", FONT_FILES.regular);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

const WIDE = (choice: LogoChoice) => choice.layout === "horizontal" || choice.layout === "faixa";

/** The logo image fitted in `box` (its proportions kept), left- or centre-aligned. */
function drawLogo(doc: PDFKit.PDFDocument, png: Buffer, choice: LogoChoice, box: Box, align: "left" | "center") {
  const ratio = WIDE(choice) ? 300 / 800 : 1;
  const width = Math.min(box.width, box.height / ratio);
  const height = width * ratio;
  const x = align === "center" ? box.x + (box.width - width) / 2 : box.x;
  doc.image(png, x, box.y, { width, height });
  return { width, height };
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  const { cell, squares } = qrSquares(text, x, y, width);
  doc.save().rect(x, y, width, width).fill("#FFFFFF");
  for (const s of squares) doc.rect(s.x, s.y, cell + 0.05, cell + 0.05);
  doc.fill("#000000").restore();
}

export async function cardsPdf(data: PrintData): Promise<Buffer> {
  const palette = findPalette(data.choice.palette);
  const png = await logoPng({ choice: data.choice, width: 600 });
  const { doc, done } = newDoc(A4, `Cartões de visita: ${data.choice.businessName}`, data.date);
  const { cards, cropMarks } = cardSheetLayout();
  const qr = qrTarget(data);
  const pad = 4 * MM;
  for (const card of cards) {
    const qrSize = qr ? 19 * MM : 0;
    const textWidth = card.width - 2 * pad - (qr ? qrSize + 2 * MM : 0);
    const logoBox = { x: card.x + pad, y: card.y + pad, width: WIDE(data.choice) ? textWidth : 24 * MM, height: 24 * MM };
    const logo = drawLogo(doc, png, data.choice, logoBox, "left");
    let y = card.y + pad + logo.height + 2.5 * MM;
    doc
      .save()
      .rect(card.x + pad, y - 1.5 * MM, 12 * MM, 0.8 * MM)
      .fill(palette.accent)
      .restore();
    if (data.personName) {
      doc
        .font("bold")
        .fontSize(9.5)
        .fillColor(palette.ink)
        .text(data.personName, card.x + pad, y, { width: textWidth, lineBreak: false, ellipsis: true });
      y += 13;
    }
    if (data.phone) {
      doc
        .font("regular")
        .fontSize(8.5)
        .fillColor(palette.ink)
        .text(`WhatsApp ${data.phone}`, card.x + pad, y, { width: textWidth, lineBreak: false });
      y += 12;
    }
    if (data.shopUrl)
      doc
        .font("regular")
        .fontSize(7)
        .fillColor(palette.primary)
        .text(data.shopUrl.replace(/^https?:\/\//, ""), card.x + pad, y, { width: textWidth, lineBreak: false, ellipsis: true });
    if (qr) drawQr(doc, qr, card.x + card.width - pad - qrSize, card.y + card.height - pad - qrSize, qrSize);
  }
  doc.save().lineWidth(0.5).strokeColor("#000000");
  for (const m of cropMarks) doc.moveTo(m.x1, m.y1).lineTo(m.x2, m.y2).stroke();
  doc.restore();
  doc.end();
  return done;
}

export async function flyerPdf(data: PrintData): Promise<Buffer> {
  const palette = findPalette(data.choice.palette);
  const png = await logoPng({ choice: data.choice, width: 900 });
  const { doc, done } = newDoc(A5, `Panfleto: ${data.choice.businessName}`, data.date);
  const margin = 12 * MM;
  const width = A5.width - 2 * margin;
  doc.rect(0, 0, A5.width, 44 * MM).fill(palette.tint);
  drawLogo(doc, png, data.choice, { x: margin, y: 8 * MM, width, height: 28 * MM }, "center");

  let y = 52 * MM;
  const shown = data.products.slice(0, FLYER_PRODUCTS);
  if (shown.length > 0) {
    doc.font("bold").fontSize(16).fillColor(palette.primary).text("Produtos e preços", margin, y, { width });
    y += 28;
    // Few products: larger rows, so the page does not look empty.
    const size = shown.length <= 6 ? 13 : 11;
    const row = shown.length <= 6 ? 30 : 24;
    for (const product of shown) {
      const price = `${formatBRL(product.priceCents)}${product.unit && product.unit !== "un" ? ` / ${product.unit}` : ""}`;
      doc.font("bold").fontSize(size);
      const priceWidth = doc.widthOfString(price);
      doc.fillColor(palette.ink).text(price, margin + width - priceWidth, y, { lineBreak: false });
      doc
        .font("regular")
        .fontSize(size)
        .text(product.name, margin, y, { width: width - priceWidth - 12, lineBreak: false, ellipsis: true });
      doc
        .save()
        .moveTo(margin, y + row - 7)
        .lineTo(margin + width, y + row - 7)
        .lineWidth(0.4)
        .dash(1.5, { space: 2 })
        .strokeColor("#94A3B8")
        .stroke()
        .restore();
      y += row;
    }
    const more = data.products.length - shown.length;
    if (more > 0)
      doc
        .font("regular")
        .fontSize(10)
        .fillColor(palette.ink)
        .text(`E mais ${more} ${more === 1 ? "opção" : "opções"}: peça a lista completa.`, margin, y + 2, { width });
  }

  const qr = qrTarget(data);
  const qrSize = 36 * MM;
  const bottom = A5.height - margin - qrSize;
  doc
    .save()
    .roundedRect(margin - 3 * MM, bottom - 5 * MM, width + 6 * MM, qrSize + 8 * MM, 10)
    .fill(palette.primary)
    .restore();
  const textX = qr ? margin + qrSize + 5 * MM : margin + 2 * MM;
  const textWidth = margin + width - textX;
  if (qr) drawQr(doc, qr, margin, bottom - 2 * MM, qrSize);
  let ty = bottom + 2 * MM;
  doc
    .font("bold")
    .fontSize(15)
    .fillColor("#FFFFFF")
    .text(data.shopUrl ? "Faça seu pedido" : "Peça pelo WhatsApp", textX, ty, { width: textWidth });
  ty = doc.y + 4;
  if (data.phone) {
    doc.font("bold").fontSize(13).text(data.phone, textX, ty, { width: textWidth });
    ty = doc.y + 4;
  }
  if (qr) {
    doc
      .font("regular")
      .fontSize(9)
      .text(
        data.shopUrl
          ? "Aponte a câmera do celular para o código e veja a loja."
          : "Aponte a câmera do celular para o código e fale com a gente.",
        textX,
        ty,
        { width: textWidth },
      );
    ty = doc.y + 2;
  }
  if (data.shopUrl)
    doc
      .font("regular")
      .fontSize(8)
      .text(data.shopUrl.replace(/^https?:\/\//, ""), textX, ty, { width: textWidth });
  doc.end();
  return done;
}
