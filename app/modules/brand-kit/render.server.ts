/**
 * SVG → PNG with resvg (a kept Rust renderer; `renderAsync` runs off the JavaScript thread). The
 * text of our drawings is already outlines; the bundled fonts are still the only ones resvg may
 * use, so a stray <text> can never pick up a font of the machine.
 */
import { renderAsync } from "@resvg/resvg-js";
import { FONT_FILES } from "./fonts.server";

export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false, fontFiles: [FONT_FILES.bold, FONT_FILES.regular], defaultFontFamily: "Poppins" },
  });
  return image.asPng();
}
