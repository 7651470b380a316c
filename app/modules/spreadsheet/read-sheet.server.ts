/**
 * An uploaded file → rows of text, whatever its format, or a refusal with a pt-BR message and a 4xx.
 * CPU- and memory-bound on hostile files: the server runs it in the heavy-work pool
 * ("spreadsheet.read", app/workers/heavy.worker.ts), never on the request thread.
 */
import { parseCsv } from "./csv";
import { checkUpload, FILE_MESSAGES, MAX_DATA_ROWS } from "./file-check";
import { columnNumber, MAX_COLUMNS, readXlsx } from "./xlsx-reader.server";

export type SheetRead =
  { ok: true; rows: string[][]; format: "xlsx" | "csv"; notices: string[] } | { ok: false; status: 400 | 413 | 415; message: string };

const LAST_COLUMN = (() => {
  let n = MAX_COLUMNS;
  let letters = "";
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
})();

const tooWide = (column: string) =>
  `A planilha vai até a coluna ${column}${columnNumber(column) > 1000 ? " (a última do Excel)" : ""}; lemos até a coluna ${LAST_COLUMN} (${MAX_COLUMNS} colunas). ` +
  "Apague as colunas à direita dos seus dados, ou copie só os dados para uma planilha nova, e envie de novo.";

export async function readSheet(fileName: string, bytes: Uint8Array): Promise<SheetRead> {
  const checked = checkUpload(fileName, bytes);
  if (!checked.ok) return checked;
  if (checked.kind === "xlsx") {
    const read = readXlsx(bytes, MAX_DATA_ROWS);
    if (!read.ok) {
      if (read.reason === "damaged") return { ok: false, status: 400, message: FILE_MESSAGES.badXlsx };
      if (read.detail === "columns" && read.column) return { ok: false, status: 413, message: tooWide(read.column) };
      return { ok: false, status: 413, message: FILE_MESSAGES.xlsxTooBig };
    }
    if (read.tooManyRows)
      return {
        ok: false,
        status: 413,
        message: `A planilha tem mais de ${MAX_DATA_ROWS.toLocaleString("pt-BR")} linhas; o limite é ${MAX_DATA_ROWS.toLocaleString("pt-BR")} por vez. Divida em partes.`,
      };
    return { ok: true, rows: read.rows, format: "xlsx", notices: [] };
  }
  const parsed = parseCsv(checked.text);
  if (parsed.unclosedQuoteLine !== null) {
    return {
      ok: false,
      status: 400,
      message: `O arquivo tem aspas (") abertas na linha ${parsed.unclosedQuoteLine} que nunca se fecham. Corrija essa linha e envie de novo.`,
    };
  }
  return { ok: true, rows: parsed.rows, format: "csv", notices: checked.encoding === "windows-1252" ? [FILE_MESSAGES.windows1252] : [] };
}
