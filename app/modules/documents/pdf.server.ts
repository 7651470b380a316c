/**
 * A PrintableDocument as an A4 PDF (pdfkit, its built-in Helvetica: WinAnsi covers Portuguese, so
 * no font files and no network). Deterministic: the same document gives the same bytes (the
 * creation date is the document's own date, and pdfkit derives the file id from it).
 */
import PDFDocument from "pdfkit";
import { drawBarChart, drawLineChart } from "./pdf-charts.server";
import { COLORS, FONT, PAGE, ensureSpace, hRule, text, type Layout, type Pdf } from "./pdf-layout.server";
import { pdfText, toWinAnsi, type DocBlock, type DocTable, type PrintableDocument } from "./document";

export async function renderPdf(document: PrintableDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
    bufferPages: true,
    lang: "pt-BR",
    displayTitle: true,
    info: {
      Title: toWinAnsi(`${document.kicker}: ${document.title}`),
      Author: toWinAnsi(document.author ?? ""),
      Subject: toWinAnsi(document.kicker),
      Creator: toWinAnsi(document.footer),
      CreationDate: document.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const layout: Layout = { doc, left: PAGE.margin, width: PAGE.width - 2 * PAGE.margin, limit: PAGE.height - PAGE.bottom };
  drawTitleBlock(layout, document);
  document.sections.forEach((section, index) => {
    drawSectionTitle(layout, `${index + 1}. ${section.title}`);
    for (const block of section.blocks) drawBlock(layout, block);
  });
  drawAssumptions(layout, document.assumptions);
  drawFooters(doc, document.footer);
  doc.end();
  return finished;
}

function drawTitleBlock(layout: Layout, document: PrintableDocument) {
  const { doc, left, width } = layout;
  doc.rect(0, 0, PAGE.width, 8).fill(COLORS.brand);
  doc.fillColor(COLORS.brand).font(FONT.bold).fontSize(10);
  text(doc, document.kicker.toUpperCase(), left, PAGE.margin, { width });
  doc.moveDown(0.3).fillColor(COLORS.brandDark).font(FONT.bold).fontSize(24);
  text(doc, document.title, left, doc.y, { width });
  if (document.subtitle) {
    doc.moveDown(0.2).fillColor(COLORS.muted).font(FONT.regular).fontSize(12);
    text(doc, document.subtitle, left, doc.y, { width });
  }
  doc.moveDown(0.4).fillColor(COLORS.ink).font(FONT.regular).fontSize(10);
  text(doc, document.dateLine, left, doc.y, { width });
  doc.moveDown(0.8);
  hRule(doc, left, doc.y, width, 1, COLORS.rule);
  doc.y += 10;
}

function drawSectionTitle(layout: Layout, title: string) {
  const { doc, left, width } = layout;
  doc.y += 8;
  ensureSpace(layout, 110); // never a section title alone at the foot of a page
  doc.fillColor(COLORS.brand).font(FONT.bold).fontSize(15);
  text(doc, title, left, doc.y, { width });
  const y = doc.y + 2;
  hRule(doc, left, y, width, 0.75, COLORS.brand);
  doc.y = y + 8;
}

function drawBlock(layout: Layout, block: DocBlock) {
  const { doc, left, width } = layout;
  switch (block.kind) {
    case "heading":
      doc.y += 4;
      ensureSpace(layout, 60);
      doc.fillColor(COLORS.brandDark).font(FONT.bold).fontSize(11.5);
      text(doc, block.text, left, doc.y, { width });
      doc.y += 4;
      return;
    case "paragraph":
      doc.fillColor(COLORS.ink).font(FONT.regular).fontSize(10);
      ensureSpace(layout, 28);
      text(doc, block.text, left, doc.y, { width, lineGap: 2, align: "left" });
      doc.y += 6;
      return;
    case "bullets":
      doc.font(FONT.regular).fontSize(10).fillColor(COLORS.ink);
      for (const item of block.items) {
        ensureSpace(layout, 16);
        const y = doc.y;
        text(doc, "•", left + 4, y);
        text(doc, item, left + 16, y, { width: width - 16, lineGap: 1.5 });
        doc.y += 3;
      }
      doc.y += 3;
      return;
    case "keyValues":
      drawKeyValues(layout, block.items);
      return;
    case "callout":
      drawCallout(layout, block);
      return;
    case "table":
      drawTable(layout, block);
      return;
    case "lineChart":
      drawLineChart(layout, block);
      return;
    case "barChart":
      drawBarChart(layout, block);
      return;
  }
}

function drawKeyValues(layout: Layout, items: { label: string; value: string }[]) {
  const { doc, left, width } = layout;
  const labelWidth = width * 0.62;
  doc.fontSize(10);
  items.forEach((item, index) => {
    doc.font(FONT.regular);
    const height = Math.max(doc.heightOfString(pdfText(item.label), { width: labelWidth - 8 }), 12) + 8;
    ensureSpace(layout, height);
    const y = doc.y;
    if (index % 2 === 0) doc.rect(left, y, width, height).fill(COLORS.zebra);
    doc.fillColor(COLORS.muted).font(FONT.regular);
    text(doc, item.label, left + 6, y + 4, { width: labelWidth - 8 });
    doc.fillColor(COLORS.ink).font(FONT.bold);
    text(doc, item.value, left + labelWidth, y + 4, { width: width - labelWidth - 6, align: "right" });
    doc.y = y + height;
  });
  doc.y += 8;
}

function drawCallout(layout: Layout, block: Extract<DocBlock, { kind: "callout" }>) {
  const { doc, left, width } = layout;
  const color = block.tone === "good" ? COLORS.good : block.tone === "bad" ? COLORS.bad : COLORS.brand;
  const fill = block.tone === "good" ? "#ecfdf5" : block.tone === "bad" ? "#fef2f2" : "#eef7ff";
  const inner = width - 28;
  doc.font(FONT.bold).fontSize(11);
  const titleHeight = doc.heightOfString(pdfText(block.title), { width: inner });
  doc.font(FONT.regular).fontSize(10);
  const bodyHeight = doc.heightOfString(pdfText(block.text), { width: inner, lineGap: 2 });
  const height = titleHeight + bodyHeight + 24;
  ensureSpace(layout, height);
  const y = doc.y;
  doc.rect(left, y, width, height).fill(fill);
  doc.rect(left, y, 4, height).fill(color);
  doc.fillColor(color).font(FONT.bold).fontSize(11);
  text(doc, block.title, left + 16, y + 9, { width: inner });
  doc.fillColor(COLORS.ink).font(FONT.regular).fontSize(10);
  text(doc, block.text, left + 16, doc.y + 3, { width: inner, lineGap: 2 });
  doc.y = y + height + 10;
}

const CELL = { padX: 5, padY: 4, fontSize: 9 } as const;

/** A table whose header row is drawn again at the top of every page it continues on. */
function drawTable(layout: Layout, table: DocTable) {
  const { doc, left, width } = layout;
  const totalWeight = table.columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  const widths = table.columns.map((c) => (width * (c.weight ?? 1)) / totalWeight);
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(CELL.fontSize);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(pdfText(cell), { width: widths[i]! - 2 * CELL.padX }))) + 2 * CELL.padY;
  };
  const drawRow = (cells: string[], options: { font: string; fill?: string; color: string }) => {
    const height = rowHeight(cells, options.font);
    const y = doc.y;
    if (options.fill) doc.rect(left, y, width, height).fill(options.fill);
    doc.font(options.font).fontSize(CELL.fontSize).fillColor(options.color);
    let x = left;
    cells.forEach((cell, i) => {
      text(doc, cell, x + CELL.padX, y + CELL.padY, { width: widths[i]! - 2 * CELL.padX, align: table.columns[i]!.align ?? "left" });
      x += widths[i]!;
    });
    doc.y = y + height;
    return height;
  };
  const headers = table.columns.map((c) => c.header);
  const drawHeader = () => drawRow(headers, { font: FONT.bold, fill: COLORS.brandDark, color: "#ffffff" });

  doc.font(FONT.bold).fontSize(10);
  const captionHeight = table.caption ? doc.heightOfString(pdfText(table.caption), { width }) + 4 : 0;
  const firstRow = table.rows[0] ?? table.total ?? [];
  ensureSpace(layout, captionHeight + rowHeight(headers, FONT.bold) + rowHeight(firstRow, FONT.regular));
  if (table.caption) {
    doc.fillColor(COLORS.brandDark).font(FONT.bold).fontSize(10);
    text(doc, table.caption, left, doc.y, { width });
    doc.y += 4;
  }
  drawHeader();
  const rows = table.total ? [...table.rows, table.total] : table.rows;
  rows.forEach((cells, index) => {
    const isTotal = table.total !== undefined && index === rows.length - 1;
    const font = isTotal ? FONT.bold : FONT.regular;
    if (doc.y + rowHeight(cells, font) > layout.limit) {
      doc.addPage();
      doc.y = PAGE.margin;
      drawHeader();
    }
    const y = doc.y;
    drawRow(cells, { font, fill: isTotal ? "#dbe4f0" : index % 2 === 1 ? COLORS.zebra : undefined, color: COLORS.ink });
    if (isTotal) hRule(doc, left, y, width, 0.75, COLORS.brandDark);
  });
  hRule(doc, left, doc.y, width, 0.5, COLORS.rule);
  doc.y += 12;
}

function drawAssumptions(layout: Layout, assumptions: PrintableDocument["assumptions"]) {
  if (assumptions.items.length === 0) return;
  const { doc, left, width } = layout;
  doc.y += 10;
  ensureSpace(layout, 70);
  hRule(doc, left, doc.y, 120, 0.75, COLORS.muted);
  doc.y += 6;
  doc.fillColor(COLORS.ink).font(FONT.bold).fontSize(10);
  text(doc, assumptions.title, left, doc.y, { width });
  doc.y += 3;
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLORS.muted);
  assumptions.items.forEach((item, index) => {
    ensureSpace(layout, 14);
    const y = doc.y;
    text(doc, `${index + 1}.`, left, y, { width: 16 });
    text(doc, item, left + 16, y, { width: width - 16, lineGap: 1 });
    doc.y += 2;
  });
}

/** "Página N de M" on every page, drawn once the page count is known. */
function drawFooters(doc: Pdf, footer: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start another page
    const y = PAGE.height - 40;
    hRule(doc, PAGE.margin, y - 6, PAGE.width - 2 * PAGE.margin, 0.5, COLORS.rule);
    doc.font(FONT.regular).fontSize(8).fillColor(COLORS.muted);
    text(doc, footer, PAGE.margin, y, { width: 360, lineBreak: false });
    text(doc, `Página ${i - start + 1} de ${count}`, PAGE.width - PAGE.margin - 120, y, { width: 120, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
