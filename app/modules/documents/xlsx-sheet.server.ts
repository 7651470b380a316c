/**
 * Writing spreadsheet sheets top to bottom with exceljs: formats, styles, and formula cells that
 * carry their result (computed by the caller the same way), so viewers that do not recalculate
 * still show numbers.
 */
import type ExcelJS from "exceljs";

/** Reais; Excel, LibreOffice and Google Sheets show each person's own separators. */
export const MONEY = '"R$" #,##0.00;[Red]-"R$" #,##0.00';
export const PERCENT = "0.0%";
export const NUMBER = "#,##0.##";
export const MONTHS = "0.0";

// Every styled cell names its font: a font without a name falls back to a serif in LibreOffice.
const FONT = { name: "Calibri", size: 11 } as const;
const INPUT_FONT: Partial<ExcelJS.Font> = { ...FONT, color: { argb: "FF1F4FD1" } };
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF14305E" } };
const TOTAL_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDBE4F0" } };

export type CellValue = number | string;
export type FormulaValue = { formula: string; result: CellValue };

export const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
export const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
/** What the spreadsheet's ROUND(x; 2) gives (half away from zero). */
export const round2 = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100;
/** `D12` → `$D$12`. */
export const absolute = (address: string) => address.replace(/([A-Z]+)(\d+)/, "$$$1$$$2");

/** A figure other sheets refer to: its absolute address with the sheet's name, and its value. */
export type Ref = { address: string; value: number };
export const refTo = (sheet: string, address: string, value: number): Ref => ({ address: `'${sheet}'!${absolute(address)}`, value });

/** `SUM(D3:D7)`, or 0 for an empty list (an empty table still totals to zero). */
export const sumFormula = (column: string, first: number, last: number) =>
  last >= first ? `SUM(${column}${first}:${column}${last})` : "0";

/** A sheet with a title row and a frozen header row under it. */
export function newSheet(workbook: ExcelJS.Workbook, name: string, widths: number[], xSplit = 0) {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: "frozen", xSplit, ySplit: 2 }],
    // Printed on A4, every column on one page wide (as many pages long as needed).
    pageSetup: {
      paperSize: 9,
      orientation: widths.length > 6 ? "landscape" : "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: "1:2",
    },
  });
  sheet.columns = widths.map((width) => ({ width }));
  return sheet;
}

export class SheetWriter {
  row = 1;
  constructor(readonly sheet: ExcelJS.Worksheet) {}

  title(text: string, columns: number) {
    const cell = this.sheet.getCell(this.row, 1);
    cell.value = text;
    cell.font = { ...FONT, bold: true, size: 14, color: { argb: "FF14305E" } };
    if (columns > 1) this.sheet.mergeCells(this.row, 1, this.row, columns);
    this.row += 1;
  }

  header(labels: string[]) {
    labels.forEach((label, i) => {
      const cell = this.sheet.getCell(this.row, i + 1);
      cell.value = label;
      cell.font = { ...FONT, bold: true, color: { argb: "FFFFFFFF" } };
      cell.fill = HEADER_FILL;
      cell.alignment = { horizontal: i === 0 ? "left" : "right", vertical: "middle", wrapText: true };
    });
    this.sheet.getRow(this.row).height = 30; // room for a header on two lines
    this.row += 1;
  }

  group(label: string) {
    this.row += 1;
    const cell = this.sheet.getCell(this.row, 1);
    cell.value = label;
    cell.font = { ...FONT, bold: true, color: { argb: "FF14305E" } };
    this.row += 1;
  }

  /** Sets one cell of the current row: a typed value (`input`: the person may change it) or a formula with its result. */
  set(column: number, value: CellValue | FormulaValue, format?: string, input = false) {
    const cell = this.sheet.getCell(this.row, column);
    cell.value = value;
    if (format) cell.numFmt = format;
    if (input) cell.font = INPUT_FONT;
    return cell.address;
  }

  note(column: number, text: string) {
    const cell = this.sheet.getCell(this.row, column);
    cell.value = text;
    cell.alignment = { wrapText: true, vertical: "top" };
  }

  total(columns: number) {
    for (let c = 1; c <= columns; c++) {
      const cell = this.sheet.getCell(this.row, c);
      cell.font = { ...FONT, ...cell.font, bold: true };
      cell.fill = TOTAL_FILL;
    }
  }

  next() {
    this.row += 1;
  }
}
