/**
 * A table to export, independent of the file format: typed columns and raw values (money in
 * centavos, days as 'YYYY-MM-DD'). The CSV writer turns it into pt-BR text; the .xlsx writer into
 * real numbers and dates with pt-BR display formats, so Excel can sum them.
 */
import { formatCentsPlain } from "~/modules/business/money";
import { csvSafeText, writeCsv } from "./csv";

export type CellType = "text" | "money" | "integer" | "date";
export type Column = { label: string; type: CellType; width?: number };
/** text: string; money: centavos; integer: number; date: 'YYYY-MM-DD'. Null is an empty cell. */
export type Cell = string | number | null;
export type Table = { sheetName: string; columns: Column[]; rows: Cell[][] };

/** 'YYYY-MM-DD' → 'dd/mm/aaaa' (the text is already a calendar day: no time zone involved). */
export function formatDateBR(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

/** 'dd/mm/aaaa' (or d/m/aaaa) → 'YYYY-MM-DD', or null when it is not a real day. */
export function parseDateBR(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** One cell as pt-BR text: '1.234,56', '11/03/2026', '12'. */
export function cellText(cell: Cell, type: CellType): string {
  if (cell === null || cell === "") return "";
  if (type === "money" && typeof cell === "number") return formatCentsPlain(cell);
  if (type === "date" && typeof cell === "string") return formatDateBR(cell);
  return String(cell);
}

/**
 * The table as a pt-BR CSV text (header row first). Every cell that holds text (typed by a person,
 * or a label) is neutralised against formulas (csvSafeText); a number the app holds as a number
 * (money, counts) is written as its pt-BR figure, even when negative.
 */
export function tableToCsv(table: Table): string {
  const text = (cell: Cell, type: CellType) => (typeof cell === "string" ? csvSafeText(cellText(cell, type)) : cellText(cell, type));
  return writeCsv([
    table.columns.map((c) => csvSafeText(c.label)),
    ...table.rows.map((row) => row.map((cell, i) => text(cell, table.columns[i]?.type ?? "text"))),
  ]);
}
