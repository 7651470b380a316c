/**
 * The bundled fonts (Poppins 400 and 700, SIL Open Font License: app/assets/fonts/OFL.txt) and
 * text turned into SVG outlines with fontkit, so the logo and the post images look the same in
 * every viewer, with no font installed and no external service.
 */
import path from "node:path";
import * as fontkit from "fontkit";
import type { Shaper, TextOutline } from "./text";

export const FONT_FILES = {
  bold: path.resolve(process.cwd(), "app/assets/fonts/Poppins_700Bold.ttf"),
  regular: path.resolve(process.cwd(), "app/assets/fonts/Poppins_400Regular.ttf"),
} as const;

const fonts = new Map<keyof typeof FONT_FILES, fontkit.FontkitFont>();

function font(weight: keyof typeof FONT_FILES) {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const opened = fontkit.openSync(FONT_FILES[weight]);
    loaded = "fonts" in opened ? opened.fonts[0]! : opened;
    fonts.set(weight, loaded);
  }
  return loaded;
}

/** `text` at `size` px as one SVG path, its baseline at y = 0 and its left edge at x = 0. */
export const shapeText: Shaper = (text, weight, size): TextOutline => {
  const f = font(weight);
  const scale = size / f.unitsPerEm;
  const run = f.layout(text.normalize("NFC"));
  let x = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    parts.push(
      glyph.path
        .scale(scale, -scale)
        .translate(x + pos.xOffset * scale, -pos.yOffset * scale)
        .toSVG(),
    );
    x += pos.xAdvance * scale;
  });
  return { d: parts.join(""), width: x, capHeight: f.capHeight * scale };
};
