/**
 * .xlsx exports through exceljs (server only: it is large and uses Node streams): real numbers and
 * dates with pt-BR-looking display formats (Excel shows them in the reader's locale), so sums
 * work. Reading an upload is xlsx-reader.server.ts (bounded, for hostile files).
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
