/**
 * The logo palettes: a handful of colour sets where white text on `primary` and `ink` text on
 * `paper` and on `tint` all reach WCAG AA contrast (4.5:1, checked in brand-kit.test.ts).
 */
export type Palette = {
  id: string;
  label: string;
  /** The brand colour: backgrounds of badges and bars, with white text on it. */
  primary: string;
  /** A light tint of primary: soft backgrounds. */
  tint: string;
  /** A second colour for details (price tags, lines). */
  accent: string;
  /** Dark text. */
  ink: string;
  paper: string;
};

export const PALETTES: readonly Palette[] = [
  { id: "verde", label: "Verde folha", primary: "#166534", tint: "#DCFCE7", accent: "#CA8A04", ink: "#14301F", paper: "#FFFFFF" },
  { id: "azul", label: "Azul confiança", primary: "#1D4ED8", tint: "#DBEAFE", accent: "#F59E0B", ink: "#172554", paper: "#FFFFFF" },
  { id: "vinho", label: "Vinho doce", primary: "#9F1239", tint: "#FFE4E6", accent: "#D97706", ink: "#4C0519", paper: "#FFFFFF" },
  { id: "laranja", label: "Laranja sabor", primary: "#C2410C", tint: "#FFEDD5", accent: "#15803D", ink: "#431407", paper: "#FFFFFF" },
  { id: "roxo", label: "Roxo criativo", primary: "#6D28D9", tint: "#EDE9FE", accent: "#DB2777", ink: "#2E1065", paper: "#FFFFFF" },
  { id: "grafite", label: "Grafite sóbrio", primary: "#334155", tint: "#E2E8F0", accent: "#0E7490", ink: "#0F172A", paper: "#FFFFFF" },
];

export const PALETTE_IDS = PALETTES.map((p) => p.id) as [string, ...string[]];

export function findPalette(id: string): Palette {
  return PALETTES.find((p) => p.id === id) ?? PALETTES[0]!;
}

/** WCAG 2 relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
