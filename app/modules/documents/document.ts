/**
 * A printable document as data: what the PDF renderer draws (pdf.server.ts). Pure types and small
 * helpers only, so a plan (or anything else) maps to it in a pure, testable function and the
 * renderer never needs to know what a business plan is.
 */

export type DocColumn = {
  header: string;
  /** Money and other figures are right-aligned so their digits line up. */
  align?: "left" | "right";
  /** Relative width (default 1). */
  weight?: number;
};

export type DocTable = {
  kind: "table";
  caption?: string;
  columns: DocColumn[];
  rows: string[][];
  /** A bold closing row (totals). */
  total?: string[];
};

/** `dash`: dash and gap lengths, so lines differ without colour too (a printout in black and white). */
export type DocSeries = { label: string; values: number[]; color: string; dash?: [number, number] };

export type DocLineChart = {
  kind: "lineChart";
  title: string;
  /** One label per point, e.g. "Mês 1". */
  xLabels: string[];
  series: DocSeries[];
  /** A vertical line at a point (e.g. the month the plan breaks even), with its label. */
  marker?: { index: number; label: string };
  /** Formats the figures of the vertical axis (default: compact reais). */
  axisFormat?: (value: number) => string;
};

export type DocBarChart = {
  kind: "barChart";
  title: string;
  bars: { label: string; value: number; valueText: string }[];
  color?: string;
};

export type DocBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "keyValues"; items: { label: string; value: string }[] }
  | { kind: "bullets"; items: string[] }
  /** A framed statement that must stand out (the plan's verdict). */
  | { kind: "callout"; title: string; text: string; tone: "good" | "bad" | "neutral" }
  | DocTable
  | DocLineChart
  | DocBarChart;

export type DocSection = { title: string; blocks: DocBlock[] };

export type PrintableDocument = {
  /** Small label above the title, e.g. "Plano de Negócio". */
  kicker: string;
  title: string;
  subtitle?: string;
  /** Shown on the first page, e.g. "Elaborado em 23 de novembro de 2026". */
  dateLine: string;
  /** The document's date: the PDF's creation date (fixed, so the same plan gives the same file). */
  date: Date;
  author?: string;
  /** Left part of every page's footer. */
  footer: string;
  sections: DocSection[];
  /** "Premissas": where each figure comes from, listed at the end. */
  assumptions: { title: string; items: string[] };
};

/** Round axis bounds and a step that divides them into at most `maxTicks` intervals. */
export function niceScale(min: number, max: number, maxTicks = 5): { min: number; max: number; step: number } {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high === low) return { min: 0, max: 1, step: 1 };
  const rough = (high - low) / maxTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  return { min: Math.floor(low / step) * step, max: Math.ceil(high / step) * step, step };
}

// Characters the standard PDF fonts (WinAnsi) lack, and what to print instead.
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const REPLACEMENTS: Record<string, string> = { "\u2212": "-", "\u202f": " ", "\u2009": " ", "≥": ">=", "≤": "<=", "→": "->" };

/** Text the standard fonts can print: Latin-1 and WinAnsi's extras kept, known symbols spelled, the rest dropped. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else if (code === 9) out += " ";
  }
  return out;
}

/** Unbroken runs longer than this get break opportunities (a person may paste a 2,000-letter "word"). */
const LONG_WORD = 24;

/**
 * Text as the PDF draws and measures it: WinAnsi, and every run of more than LONG_WORD characters
 * without a space given a soft hyphen (U+00AD, in WinAnsi) every 16 characters, shown only where
 * a line breaks. pdfkit otherwise breaks such a run letter by letter, trying each length: a plan
 * full of them took four times as long to render (decision 027 item 3).
 */
export function pdfText(text: string): string {
  return toWinAnsi(text).replace(new RegExp(`[^\\s\u00ad]{${LONG_WORD + 1},}`, "g"), (run) => run.replace(/(.{16})(?=.)/gu, "$1\u00ad"));
}
