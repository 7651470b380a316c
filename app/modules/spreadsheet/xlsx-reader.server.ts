/**
 * A bounded .xlsx reader for the import (decision 026 items 1–2): the rows of the first sheet with
 * data, every cell as the text a person would type ("12,5", "dd/mm/aaaa"). Built for hostile
 * files, whatever they declare:
 * - the zip's directory is read by hand and only the parts needed are inflated (workbook, its
 *   relationships, styles, shared strings, the sheets in order), each with a ceiling on its REAL
 *   inflated size (zlib's maxOutputLength stops inflating at the limit) and one budget for all;
 * - a sheet's <dimension> is checked before any row is built (a sheet up to column XFD is refused
 *   at once), and every cell's column and the number of real cells are counted while reading;
 * - shared strings are capped in count and size.
 * It runs inside the heavy-work pool (app/workers/heavy.worker.ts), whose thread memory limit is
 * the last guard. Regular expressions over the XML rather than a DOM: no tree is ever built.
 */
import zlib from "node:zlib";
import { MAX_XLSX_UNPACKED_BYTES } from "./file-check";

/** Columns a sheet may use (A…CV). The import reads fewer than ten; the rest are ignored. */
export const MAX_COLUMNS = 100;
/** Cells holding a value in the whole sheet (2,001 rows × 50 columns). */
const MAX_CELLS = 100_050;
/** Real inflated size of one part (the sheet), of the shared strings, and of any other part. */
const MAX_SHEET_BYTES = 16 * 1024 * 1024;
const MAX_SHARED_STRINGS_BYTES = 8 * 1024 * 1024;
const MAX_OTHER_PART_BYTES = 2 * 1024 * 1024;
/** Distinct shared strings (each cell of 2,001 × 50 at most once). */
export const MAX_SHARED_STRINGS = 100_050;
/** Highest row number read (a row beyond it is refused rather than padded with empty rows). */
const MAX_ROW_NUMBER = 100_000;

export type XlsxRead =
  | { ok: true; rows: string[][]; tooManyRows: boolean }
  | { ok: false; reason: "damaged" }
  | { ok: false; reason: "tooBig"; detail: "unpacked" | "columns" | "cells" | "rows" | "sharedStrings"; column?: string };

class Refusal extends Error {
  constructor(readonly result: Exclude<XlsxRead, { ok: true }>) {
    super("xlsx refused");
  }
}
const tooBig = (detail: Extract<XlsxRead, { reason: "tooBig" }>["detail"], column?: string) =>
  new Refusal({ ok: false, reason: "tooBig", detail, ...(column ? { column } : {}) });
const damaged = () => new Refusal({ ok: false, reason: "damaged" });

type Entry = { method: number; compressedSize: number; localOffset: number };

/** The zip's central directory: name → where its data is. Sizes declared there are not trusted. */
function zipEntries(bytes: Uint8Array): Map<string, Entry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const earliest = Math.max(0, bytes.byteLength - 65_557);
  let end = -1;
  for (let i = bytes.byteLength - 22; i >= earliest; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged();
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries = new Map<string, Entry>();
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== 0x02014b50) throw damaged();
    const nameLength = view.getUint16(offset + 28, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    entries.set(name.replace(/^\//, ""), {
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

/** Inflates parts with a ceiling per part and one budget for the whole file, both on real bytes. */
class PartReader {
  private spent = 0;
  private readonly entries: Map<string, Entry>;
  constructor(private readonly bytes: Uint8Array) {
    this.entries = zipEntries(bytes);
  }

  has(name: string) {
    return this.entries.has(name);
  }

  /** The part's text, or null when absent; refuses past `ceiling` real bytes or the file's budget. */
  text(name: string, ceiling = MAX_OTHER_PART_BYTES, detail: "unpacked" | "sharedStrings" = "unpacked"): string | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const { bytes } = this;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const local = entry.localOffset;
    if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== 0x04034b50) throw damaged();
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.byteLength !== entry.compressedSize) throw damaged();
    const budget = MAX_XLSX_UNPACKED_BYTES - this.spent;
    const limit = Math.min(ceiling, budget);
    let raw: Uint8Array;
    if (entry.method === 0) {
      if (data.byteLength > limit) throw tooBig(limit === budget ? "unpacked" : detail);
      raw = data;
    } else if (entry.method === 8) {
      try {
        // Stops as soon as the output passes the limit: a zip that understates its sizes is not inflated first.
        raw = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, limit) });
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError)
          throw tooBig(limit === budget ? "unpacked" : detail);
        throw damaged();
      }
    } else throw damaged();
    this.spent += raw.byteLength;
    return new TextDecoder().decode(raw);
  }
}

const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function unescapeXml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (_, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name.toLowerCase()] ?? "";
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/** The text of an <si> or <is>: its <t> runs, without phonetic (<rPh>) runs. */
function richText(xml: string): string {
  const withoutPhonetic = xml.includes("rPh") ? xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, "") : xml;
  let out = "";
  for (const m of withoutPhonetic.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) out += m[1] ?? "";
  return unescapeXml(out);
}

function sharedStrings(parts: PartReader, path: string | undefined): string[] {
  const xml = path ? parts.text(path, MAX_SHARED_STRINGS_BYTES, "sharedStrings") : null;
  if (!xml) return [];
  const strings: string[] = [];
  for (const m of xml.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g)) {
    if (strings.length >= MAX_SHARED_STRINGS) throw tooBig("sharedStrings");
    strings.push(richText(m[1] ?? ""));
  }
  return strings;
}

/** Column letters → number (A = 1, XFD = 16,384); 0 when not letters. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) {
    const code = ch.charCodeAt(0) - 64;
    if (code < 1 || code > 26) return 0;
    n = n * 26 + code;
    if (n > 1_000_000) return n;
  }
  return n;
}
const splitRef = (ref: string) => /^\$?([A-Za-z]{1,7})\$?(\d{1,9})$/.exec(ref.trim());

// Excel's built-in date formats (ECMA-376 18.8.30) and custom ones that show a day, month or year.
const BUILTIN_DATES = new Set([14, 15, 16, 17, 22, 27, 30, 36, 45, 46, 47, 50, 57]);
function dateStyles(parts: PartReader, path: string | undefined): Set<number> {
  const xml = path ? parts.text(path) : null;
  const dates = new Set<number>();
  if (!xml) return dates;
  const customDates = new Set<number>();
  for (const m of xml.matchAll(/<(?:\w+:)?numFmt\b([^>]*)\/?>/g)) {
    const id = Number(attr(m[1] ?? "", "numFmtId"));
    const code = unescapeXml(attr(m[1] ?? "", "formatCode") ?? "")
      .replace(/"[^"]*"|\[[^\]]*\]|\\./g, "")
      .toLowerCase();
    if (/[dy]|m{3,}|(^|[^h:])mm?([^:]|$)/.test(code) && !/^[#0.,%\s]*$/.test(code)) customDates.add(id);
  }
  const cellXfs = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(xml)?.[1] ?? "";
  let index = 0;
  for (const m of cellXfs.matchAll(/<(?:\w+:)?xf\b([^>]*)>/g)) {
    const id = Number(attr(m[1] ?? "", "numFmtId") ?? 0);
    if (BUILTIN_DATES.has(id) || customDates.has(id)) dates.add(index);
    index++;
  }
  return dates;
}

const pad = (n: number) => String(n).padStart(2, "0");
function serialToText(serial: number, date1904: boolean): string {
  const ms = Math.round((serial + (date1904 ? 1462 : 0)) * 86_400_000) + Date.UTC(1899, 11, 30);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? String(serial) : `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
function numberToText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Math.round(value * 100) / 100).replace(".", ",");
}

type Context = { strings: string[]; dates: Set<number>; date1904: boolean };

function cellText(attrs: string, body: string, ctx: Context): string | null {
  const type = attr(attrs, "t") ?? "n";
  if (type === "inlineStr") {
    const is = /<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(body)?.[1];
    return is === undefined ? null : richText(is);
  }
  const v = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body)?.[1];
  if (v === undefined) return null;
  const value = unescapeXml(v);
  switch (type) {
    case "s":
      return ctx.strings[Number(value)] ?? "";
    case "str":
      return value;
    case "b":
      return value === "1" ? "sim" : "não";
    case "e":
      return "";
    case "d": {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? value : `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    }
    default: {
      const n = Number(value);
      if (value.trim() === "" || !Number.isFinite(n)) return value;
      return ctx.dates.has(Number(attr(attrs, "s") ?? 0)) ? serialToText(n, ctx.date1904) : numberToText(n);
    }
  }
}

/** A sheet's rows (row 1 is rows[0]); null when it holds no value. */
function readRows(xml: string, ctx: Context, maxRows: number): { rows: string[][]; tooManyRows: boolean } | null {
  const dataStart = xml.search(/<(?:\w+:)?sheetData\b/);
  const head = dataStart < 0 ? xml.slice(0, 4096) : xml.slice(0, dataStart);
  // The declared extent first: a sheet that says it reaches column XFD is refused before any row.
  const ref = /<(?:\w+:)?dimension\b[^>]*\bref="([^"]+)"/.exec(head)?.[1];
  const last = ref?.split(":").at(-1);
  const lastColumn = last ? splitRef(last)?.[1] : undefined;
  if (lastColumn && columnNumber(lastColumn) > MAX_COLUMNS) throw tooBig("columns", lastColumn.toUpperCase());
  const rows: string[][] = [];
  let filled = 0;
  let cells = 0;
  let rowNumber = 0;
  for (const row of xml.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
    const r = Number(attr(row[1] ?? "", "r"));
    rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
    if (rowNumber > MAX_ROW_NUMBER) throw tooBig("rows");
    const values: string[] = [];
    let column = 0;
    let any = false;
    for (const c of (row[2] ?? "").matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const attrs = c[1] ?? "";
      const cellRef = attr(attrs, "r");
      const parsed = cellRef ? splitRef(cellRef) : null;
      column = parsed ? columnNumber(parsed[1] ?? "") : column + 1;
      if (column < 1) throw damaged();
      if (column > MAX_COLUMNS) throw tooBig("columns", parsed?.[1]?.toUpperCase());
      const text = c[2] ? cellText(attrs, c[2], ctx) : null;
      if (text === null) continue;
      if (++cells > MAX_CELLS) throw tooBig("cells");
      values[column - 1] = text.trim();
      any = true;
    }
    // Only rows holding values count (formatting alone does not), kept at their sheet row numbers.
    if (!any) continue;
    if (++filled > maxRows + 1) return { rows: Array.from(rows, (x) => x ?? []), tooManyRows: true };
    rows[rowNumber - 1] = Array.from(values, (x) => x ?? "");
  }
  return filled === 0 ? null : { rows: Array.from(rows, (x) => x ?? []), tooManyRows: false };
}

/** Resolves a relationship target against the folder of the part that names it. */
function resolveTarget(base: string, target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = base.split("/").slice(0, -1);
  for (const seg of target.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg !== ".") parts.push(seg);
  }
  return parts.join("/");
}

/** The rows of the first sheet that has any, as text; a refusal when the file passes a limit or is damaged. */
export function readXlsx(bytes: Uint8Array, maxRows: number): XlsxRead {
  try {
    const parts = new PartReader(bytes);
    const workbookPath = "xl/workbook.xml";
    const workbook = parts.text(workbookPath);
    if (workbook === null) throw damaged();
    const rels = parts.text("xl/_rels/workbook.xml.rels") ?? "";
    const targets = new Map<string, { type: string; path: string }>();
    for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)\/?>/g)) {
      const id = attr(m[1] ?? "", "Id");
      const target = attr(m[1] ?? "", "Target");
      if (id && target) targets.set(id, { type: attr(m[1] ?? "", "Type") ?? "", path: resolveTarget(workbookPath, unescapeXml(target)) });
    }
    const byType = (suffix: string) => [...targets.values()].find((t) => t.type.endsWith(suffix))?.path;
    const sheetPaths = [...workbook.matchAll(/<(?:\w+:)?sheet\b([^>]*)\/?>/g)]
      .map(
        (m) =>
          targets.get(
            /\br:id="([^"]+)"|\bid="([^"]+)"/
              .exec(m[1] ?? "")
              ?.slice(1)
              .find(Boolean) ?? "",
          )?.path,
      )
      .filter((p): p is string => Boolean(p && parts.has(p)));
    if (sheetPaths.length === 0 && parts.has("xl/worksheets/sheet1.xml")) sheetPaths.push("xl/worksheets/sheet1.xml");
    if (sheetPaths.length === 0) throw damaged();
    const ctx: Context = {
      strings: sharedStrings(parts, byType("/sharedStrings") ?? (parts.has("xl/sharedStrings.xml") ? "xl/sharedStrings.xml" : undefined)),
      dates: dateStyles(parts, byType("/styles") ?? (parts.has("xl/styles.xml") ? "xl/styles.xml" : undefined)),
      date1904: /\bdate1904="(?:1|true)"/.test(workbook),
    };
    for (const path of sheetPaths) {
      const read = readRows(parts.text(path, MAX_SHEET_BYTES) ?? "", ctx, maxRows);
      if (read) return { ok: true, ...read };
    }
    return { ok: true, rows: [], tooManyRows: false };
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    return { ok: false, reason: "damaged" };
  }
}
