/** An uploaded file → rows of text, whatever its format, or a refusal with a pt-BR message and a 4xx. */
import { parseCsv } from "./csv";
import { checkUpload, FILE_MESSAGES, MAX_DATA_ROWS } from "./file-check";
import { readXlsxRows } from "./xlsx.server";

export type SheetRead =
  { ok: true; rows: string[][]; format: "xlsx" | "csv"; notices: string[] } | { ok: false; status: 400 | 413 | 415; message: string };

export async function readSheet(fileName: string, bytes: Uint8Array): Promise<SheetRead> {
  const checked = checkUpload(fileName, bytes);
  if (!checked.ok) return checked;
  if (checked.kind === "xlsx") {
    const read = await readXlsxRows(bytes, MAX_DATA_ROWS);
    if (!read) return { ok: false, status: 400, message: FILE_MESSAGES.badXlsx };
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
