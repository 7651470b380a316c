/**
 * What an uploaded file really is, decided by its bytes (the name only has to agree): an .xlsx
 * (a zip: `PK\x03\x04`) or a CSV text in UTF-8, or in Windows-1252 — what Excel on Windows writes
 * for "CSV (separado por vírgulas)" — which we read and say so. Everything else is refused with a
 * message the person can act on. Pure: no Node APIs (TextDecoder is standard).
 */

/** Largest file accepted: far above 2,000 rows of clients (~150 KB) and small for a phone upload. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Most data rows in one import (one person's clients or products; more is a data migration). */
export const MAX_DATA_ROWS = 2000;
/** Sum of the uncompressed parts an .xlsx may unpack to (a 1 MB zip can hide gigabytes). */
export const MAX_XLSX_UNPACKED_BYTES = 30 * 1024 * 1024;

export type FileKind = "xlsx" | "csv";

export type FileCheck =
  | { ok: true; kind: "xlsx" }
  | { ok: true; kind: "csv"; text: string; encoding: "utf-8" | "windows-1252" }
  | { ok: false; status: 413 | 415 | 400; message: string };

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // old .xls (Excel 97–2003)
const PDF = [0x25, 0x50, 0x44, 0x46];
const UTF16LE = [0xff, 0xfe];
const UTF16BE = [0xfe, 0xff];

export const FILE_MESSAGES = {
  empty: "O arquivo está vazio. Escolha a planilha de novo.",
  tooBig: `Arquivo grande demais: o limite é ${MAX_FILE_BYTES / 1024 / 1024} MB. Divida a planilha em partes menores.`,
  wrongName: "Envie uma planilha .xlsx (Excel) ou .csv.",
  oldXls:
    "Esta planilha está no formato antigo do Excel (.xls). No Excel, use Arquivo › Salvar como › Pasta de Trabalho do Excel (.xlsx) e envie de novo.",
  notSpreadsheet:
    "Este arquivo não é uma planilha .xlsx nem um texto .csv. Envie uma planilha salva pelo Excel, Google Planilhas ou LibreOffice.",
  utf16: 'Este CSV está em UTF-16 ("Texto Unicode"). Salve como "CSV UTF-8 (delimitado por vírgulas)" e envie de novo.',
  binaryText: 'O arquivo tem caracteres que não são texto (pode estar danificado ou não ser CSV). Salve de novo como "CSV UTF-8" e envie.',
  nameSaysXlsx:
    "O arquivo tem nome .xlsx, mas não é uma planilha do Excel por dentro. Abra e salve de novo como .xlsx, ou envie como .csv.",
  nameSaysCsv: "O arquivo tem nome .csv, mas é uma planilha do Excel (.xlsx) por dentro. Renomeie para .xlsx ou salve como CSV.",
  badXlsx: "Não conseguimos abrir esta planilha .xlsx: ela parece danificada. Abra no Excel ou Google Planilhas, salve de novo e envie.",
  xlsxTooBig: "Esta planilha .xlsx é grande demais por dentro (muitas abas ou células). Deixe só a aba com os dados e envie de novo.",
  windows1252: "O arquivo não estava em UTF-8; lemos como Windows-1252 (o padrão do Excel no Windows). Confira os acentos na prévia.",
} as const;

function extension(fileName: string) {
  return /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? "";
}

/**
 * Decides the kind of an upload from its bytes and name, and decodes a CSV. The name must end in
 * .csv, .txt or .xlsx and agree with the content; the content decides.
 */
export function checkUpload(fileName: string, bytes: Uint8Array): FileCheck {
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: FILE_MESSAGES.empty };
  if (bytes.byteLength > MAX_FILE_BYTES) return { ok: false, status: 413, message: FILE_MESSAGES.tooBig };
  const ext = extension(fileName);
  if (startsWith(bytes, OLE2) || ext === "xls") return { ok: false, status: 415, message: FILE_MESSAGES.oldXls };
  if (!["csv", "txt", "xlsx"].includes(ext)) return { ok: false, status: 415, message: FILE_MESSAGES.wrongName };
  if (startsWith(bytes, ZIP)) {
    if (ext !== "xlsx") return { ok: false, status: 415, message: FILE_MESSAGES.nameSaysCsv };
    const unpacked = zipUnpackedSize(bytes);
    if (unpacked === null) return { ok: false, status: 400, message: FILE_MESSAGES.badXlsx };
    if (unpacked > MAX_XLSX_UNPACKED_BYTES) return { ok: false, status: 413, message: FILE_MESSAGES.xlsxTooBig };
    return { ok: true, kind: "xlsx" };
  }
  if (ext === "xlsx") return { ok: false, status: 415, message: FILE_MESSAGES.nameSaysXlsx };
  if (startsWith(bytes, PDF)) return { ok: false, status: 415, message: FILE_MESSAGES.notSpreadsheet };
  if (startsWith(bytes, UTF16LE) || startsWith(bytes, UTF16BE)) return { ok: false, status: 415, message: FILE_MESSAGES.utf16 };
  const decoded = decodeText(bytes);
  if (!decoded) return { ok: false, status: 415, message: FILE_MESSAGES.binaryText };
  return { ok: true, kind: "csv", ...decoded };
}

// Control characters other than tab, line feed and carriage return never appear in a CSV text;
// C1 controls (U+0080–U+009F) are what undefined Windows-1252 bytes decode to.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Bytes → text: UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (every byte is a
 * character there, so Latin-1 files with accents read right). Null when the text holds control
 * characters either way: a binary file, not a CSV.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } | null {
  let text: string;
  let encoding: "utf-8" | "windows-1252" = "utf-8";
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
    encoding = "windows-1252";
  }
  if (CONTROL.test(text)) return null;
  return { text, encoding };
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, curly quotes, dashes…). Node's own
// "windows-1252" decoder treats those bytes as Latin-1 controls, so the table is here. The five
// undefined bytes stay C1 controls, which decodeText refuses.
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...Array.from(chunk, (byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte)));
  }
  return out;
}

/**
 * The total uncompressed size a zip declares in its central directory, or null when the zip's
 * directory cannot be found (a truncated or damaged file). Read before any unpacking.
 */
export function zipUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: signature 0x06054b50, at most 65,535 + 22 bytes from the end.
  const earliest = Math.max(0, bytes.byteLength - 65_557);
  let end = -1;
  for (let i = bytes.byteLength - 22; i >= earliest; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== 0x02014b50) return null;
    const size = view.getUint32(offset + 24, true);
    // 0xFFFFFFFF means a ZIP64 size: far beyond any limit of ours.
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size;
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return total;
}
