/**
 * CSV as Brazilian Excel writes and reads it: `;` between fields (the comma is the decimal
 * separator in pt-BR), RFC 4180 quoting, CRLF line ends, and a UTF-8 byte-order mark so Excel
 * opens accents right. The reader also takes `,` (Google Sheets, LibreOffice in English) and
 * tells which separator it found.
 */
export const BOM = "\uFEFF";

export type CsvSeparator = ";" | ",";

/**
 * What makes a spreadsheet program read a cell as a formula (or, for tab and carriage return, hide
 * the start of one): `=`, `+`, `-`, `@`, tab, CR (OWASP "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to open in Excel, LibreOffice or Google Sheets: when it begins with one of
 * the formula characters it gets a leading `'`, which these programs read as "this is text"
 * (`=HYPERLINK(…)` → `'=HYPERLINK(…)`). Every CSV the app writes goes through here
 * (table.ts → tableToCsv). Numbers the app itself formats (a negative stock) are not text a person
 * typed and are written as they are; see docs/decisions/027.
 */
export function csvSafeText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The reverse, for the import: a cell that an export of ours neutralised (`'` followed by a
 * formula character) comes back as the person typed it, so export → import is lossless.
 */
export function csvUnsafeText(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Quotes a field only when it needs it (separator, quote, line break, or edge spaces). */
export function csvField(value: string, separator: CsvSeparator = ";"): string {
  if (value === "") return "";
  const needsQuotes = value.includes(separator) || /["\r\n]/.test(value) || /^\s|\s$/.test(value);
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows of text → the file's text: BOM, `;`, CRLF after every row (Excel's own output). */
export function writeCsv(rows: readonly (readonly string[])[], separator: CsvSeparator = ";"): string {
  return BOM + rows.map((row) => row.map((cell) => csvField(cell, separator)).join(separator) + "\r\n").join("");
}

/**
 * The separator of a file: whichever of `;` and `,` appears more often outside quotes in its
 * first line (the header). A header without either is one column; `;` then.
 */
export function detectSeparator(text: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text.startsWith(BOM) ? text.slice(1) : text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ";") semicolons++;
    else if (!quoted && char === ",") commas++;
  }
  return commas > semicolons ? "," : ";";
}

export type ParsedCsv = {
  separator: CsvSeparator;
  rows: string[][];
  /** The line (1-based) where a quote opened and never closed, which swallows the rest of the file. */
  unclosedQuoteLine: number | null;
};

/**
 * Text → rows of fields (RFC 4180: quoted fields may hold the separator, `""` and line breaks;
 * CRLF, LF or CR end a row). A leading BOM is dropped. Fully empty rows are kept as `[""]` so
 * line numbers stay those of the file; callers skip them.
 */
export function parseCsv(text: string, separator: CsvSeparator = detectSeparator(text)): ParsedCsv {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let i = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = "";
  };
  while (i < source.length) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === "\n" || (char === "\r" && source[i + 1] !== "\n")) line++;
        field += char;
      }
      i++;
      continue;
    }
    if (char === '"' && field.trim() === "") {
      // A quote opens a quoted field only at its start (spaces before it are dropped).
      field = "";
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\r" || char === "\n") {
      endRow();
      line++;
      if (char === "\r" && source[i + 1] === "\n") i++;
    } else {
      field += char;
    }
    i++;
  }
  if (field !== "" || row.length > 0 || quoted) endRow();
  return { separator, rows, unclosedQuoteLine: quoted ? quoteLine : null };
}

/** A row with nothing but blanks (Excel leaves `;;;` lines after deleted data). */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === "");
}
