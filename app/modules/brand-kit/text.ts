/** Text as outlines (fonts.server.ts draws them); pure helpers to fit and place it. */
export type TextOutline = { d: string; width: number; capHeight: number };
export type Shaper = (text: string, weight: "bold" | "regular", size: number) => TextOutline;

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * `text` as a <path> whose baseline starts at (x, y); `anchor` "middle" centres it on x. The size
 * shrinks (down to `minSize`) until it fits `maxWidth`; what still does not fit is shortened with "…".
 */
export function textElement(
  shape: Shaper,
  text: string,
  opts: {
    x: number;
    y: number;
    size: number;
    maxWidth: number;
    weight?: "bold" | "regular";
    fill: string;
    anchor?: "start" | "middle";
    minSize?: number;
  },
): { svg: string; width: number; size: number } {
  const weight = opts.weight ?? "bold";
  let size = opts.size;
  let outline = shape(text, weight, size);
  if (outline.width > opts.maxWidth) {
    size = Math.max(opts.minSize ?? opts.size * 0.5, (opts.size * opts.maxWidth) / outline.width);
    outline = shape(text, weight, size);
  }
  let shown = text;
  while (outline.width > opts.maxWidth && shown.length > 1) {
    shown = shown.slice(0, -1).trimEnd();
    outline = shape(`${shown}…`, weight, size);
  }
  const x = opts.anchor === "middle" ? opts.x - outline.width / 2 : opts.x;
  return {
    svg: `<path transform="translate(${round(x)} ${round(opts.y)})" fill="${opts.fill}" d="${outline.d}"/>`,
    width: outline.width,
    size,
  };
}

/** Splits a name into at most two balanced lines at a space (for stacked layouts). */
export function twoLines(text: string): [string] | [string, string] {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || text.length <= 14) return [text.trim()];
  let best: [string, string] = [words[0]!, words.slice(1).join(" ")];
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    if (Math.max(a.length, b.length) < Math.max(best[0].length, best[1].length)) best = [a, b];
  }
  return best;
}

/** Escapes text for an SVG attribute or text node. */
export function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}
