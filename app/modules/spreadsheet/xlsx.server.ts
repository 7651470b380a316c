/**
 * .xlsx files through exceljs (server only: it is large and uses Node streams). Writing: real
 * numbers and dates with pt-BR-looking display formats (Excel shows them in the reader's locale),
 * so sums work. Reading: the first sheet with data, every cell as the text a person would type,
 * for the same import pipeline as a CSV.
 */
import ExcelJS from "exceljs";
import type { Cell as ExportCell, Table } from "./table";

const MONEY_FORMAT = "#,##0.00";
const DATE_FORMAT = "dd/mm/yyyy";

function excelValue(cell: ExportCell, type: Table["columns"][number]["type"]): ExcelJS.CellValue {
  if (cell === null || cell === "") return null;
  if (type === "money" && typeof cell === "number") return cell / 100;
  if (type === "date" && typeof cell === "string") {
    const [y, m, d] = cell.split("-").map(Number) as [number, number, number];
    // exceljs stores a Date by its UTC parts: midnight UTC is that calendar day in the sheet.
    return new Date(Date.UTC(y, m - 1, d));
  }
  return cell;
}

export async function tableToXlsx(table: Table, now = new Date()): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Empreenda Aí";
  workbook.created = now;
  const sheet = workbook.addWorksheet(table.sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    header: column.label,
    width: column.width ?? (column.type === "text" ? 24 : 14),
    style: column.type === "money" ? { numFmt: MONEY_FORMAT } : column.type === "date" ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell, i) => excelValue(cell, table.columns[i]!.type)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell as the text a person would have typed: 12.5 → '12,5', a date → 'dd/mm/aaaa'. */
export function cellToText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") {
    if (Number.isInteger(value)) return String(value);
    return String(Math.round(value * 100) / 100).replace(".", ",");
  }
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("error" in value) return "";
  if ("formula" in value || "sharedFormula" in value) return cellToText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ("text" in value) return typeof value.text === "string" ? value.text : cellToText(value.text as ExcelJS.CellValue);
  return "";
}

/** The rows of the first sheet that has any, as text (row 1 of the sheet is rows[0]); null if unreadable. */
export async function readXlsxRows(bytes: Uint8Array, maxRows: number): Promise<{ rows: string[][]; tooManyRows: boolean } | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0) ?? workbook.worksheets[0];
  if (!sheet) return { rows: [], tooManyRows: false };
  const rows: string[][] = [];
  let filled = 0;
  let tooManyRows = false;
  // Only rows holding values (formatting alone does not count); kept at their sheet row numbers.
  sheet.eachRow((row, rowNumber) => {
    if (tooManyRows) return;
    if (++filled > maxRows + 1) {
      tooManyRows = true;
      return;
    }
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellToText(cell.value).trim();
    });
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? "");
  });
  return { rows: Array.from(rows, (r) => r ?? []), tooManyRows };
}
