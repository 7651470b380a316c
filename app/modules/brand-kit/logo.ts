/**
 * The logo: business name, palette, icon (or initials) and one of four layouts, drawn as SVG
 * with the text as outlines (so every viewer shows the same letters). Pure: the text outlines
 * come from a Shaper (fonts.server.ts in the app, the same in the tests).
 */
import { findIcon, iconElements, initialsOf, INITIALS } from "./icons";
import { findPalette, type Palette } from "./palettes";
import { textElement, twoLines, xmlEscape, type Shaper } from "./text";

export const LAYOUTS = [
  { id: "horizontal", label: "Ícone ao lado" },
  { id: "empilhado", label: "Ícone em cima" },
  { id: "selo", label: "Selo redondo" },
  { id: "faixa", label: "Faixa colorida" },
] as const;

export type LayoutId = (typeof LAYOUTS)[number]["id"];
export const LAYOUT_IDS = LAYOUTS.map((l) => l.id) as [LayoutId, ...LayoutId[]];

export type LogoChoice = { businessName: string; palette: string; icon: string; layout: LayoutId };

export type Drawing = { svg: string; width: number; height: number };

/** The icon (or the initials) centred on (cx, cy), `size` px wide, drawn in `color`. */
export function mark(
  shape: Shaper,
  choice: Pick<LogoChoice, "businessName" | "icon">,
  cx: number,
  cy: number,
  size: number,
  color: string,
): string {
  const icon = choice.icon === INITIALS ? undefined : findIcon(choice.icon);
  if (!icon) {
    const letters = initialsOf(choice.businessName);
    const probe = shape(letters, "bold", size * 0.62);
    return textElement(shape, letters, {
      x: cx,
      y: cy + probe.capHeight / 2,
      size: size * 0.62,
      maxWidth: size,
      fill: color,
      anchor: "middle",
    }).svg;
  }
  const scale = size / 24;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconElements(icon)}</g>`;
}

function wrap(width: number, height: number, name: string, body: string): Drawing {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${xmlEscape(`Logo de ${name}`)}">` +
    `<title>${xmlEscape(name)}</title>${body}</svg>`;
  return { svg, width, height };
}

/** A name on one or two centred lines under y0, white or ink, fitted to maxWidth. */
function stackedName(shape: Shaper, name: string, cx: number, y0: number, maxWidth: number, size: number, fill: string): string {
  const lines = twoLines(name);
  if (lines.length === 1) return textElement(shape, lines[0], { x: cx, y: y0, size, maxWidth, fill, anchor: "middle" }).svg;
  const first = textElement(shape, lines[0], { x: cx, y: y0 - size * 0.55, size: size * 0.9, maxWidth, fill, anchor: "middle" });
  const second = textElement(shape, lines[1], { x: cx, y: y0 + size * 0.55, size: first.size, maxWidth, fill, anchor: "middle" });
  return first.svg + second.svg;
}

export function logoSvg(shape: Shaper, choice: LogoChoice): Drawing {
  const p: Palette = findPalette(choice.palette);
  const name = choice.businessName.trim();
  switch (choice.layout) {
    case "horizontal": {
      const cap = shape(name, "bold", 84).capHeight;
      return wrap(
        800,
        300,
        name,
        `<circle cx="150" cy="150" r="110" fill="${p.primary}"/>${mark(shape, choice, 150, 150, 120, "#FFFFFF")}` +
          textElement(shape, name, { x: 290, y: 150 + cap / 2, size: 84, maxWidth: 480, minSize: 36, fill: p.ink }).svg,
      );
    }
    case "empilhado":
      return wrap(
        600,
        600,
        name,
        `<circle cx="300" cy="200" r="140" fill="${p.primary}"/>${mark(shape, choice, 300, 200, 160, "#FFFFFF")}` +
          stackedName(shape, name, 300, 470, 540, 68, p.ink),
      );
    case "selo":
      return wrap(
        600,
        600,
        name,
        `<circle cx="300" cy="300" r="296" fill="${p.primary}"/><circle cx="300" cy="300" r="268" fill="none" stroke="#FFFFFF" stroke-width="4"/>` +
          mark(shape, choice, 300, 205, 130, "#FFFFFF") +
          `<rect x="270" y="292" width="60" height="6" rx="3" fill="${p.accent}"/>` +
          stackedName(shape, name, 300, 395, 400, 58, "#FFFFFF"),
      );
    case "faixa": {
      const cap = shape(name, "bold", 80).capHeight;
      const text = textElement(shape, name, { x: 230, y: 140 + cap / 2, size: 80, maxWidth: 530, minSize: 34, fill: "#FFFFFF" });
      return wrap(
        800,
        300,
        name,
        `<rect width="800" height="300" rx="40" fill="${p.primary}"/><circle cx="130" cy="150" r="88" fill="#FFFFFF" fill-opacity="0.16"/>` +
          mark(shape, choice, 130, 150, 110, "#FFFFFF") +
          text.svg +
          `<rect x="232" y="${Math.round(140 + cap / 2 + 28)}" width="${Math.round(Math.min(160, text.width))}" height="10" rx="5" fill="${p.accent}"/>`,
      );
    }
  }
}

/** The square profile picture (WhatsApp, Instagram): the mark on the brand colour, safe inside the circle crop. */
export function avatarSvg(shape: Shaper, choice: LogoChoice): Drawing {
  const p = findPalette(choice.palette);
  return wrap(
    512,
    512,
    choice.businessName.trim(),
    `<rect width="512" height="512" fill="${p.primary}"/>${mark(shape, choice, 256, 256, 240, "#FFFFFF")}`,
  );
}
