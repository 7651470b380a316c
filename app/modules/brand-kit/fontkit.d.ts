// The part of fontkit (a dependency of pdfkit) that text-paths.server.ts uses; fontkit ships no types.
declare module "fontkit" {
  interface FontkitPath {
    scale(sx: number, sy: number): FontkitPath;
    translate(x: number, y: number): FontkitPath;
    toSVG(): string;
  }
  interface FontkitGlyph {
    path: FontkitPath;
  }
  interface FontkitRun {
    glyphs: FontkitGlyph[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  }
  interface FontkitFont {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    layout(text: string): FontkitRun;
  }
  export function openSync(path: string): FontkitFont | { fonts: FontkitFont[] };
}
