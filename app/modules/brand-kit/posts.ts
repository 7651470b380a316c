/**
 * Post images, 1080 × 1080 (Instagram, Facebook, WhatsApp status), from three templates in the
 * brand's palette: a product (photo when there is one, name, price, call to action), an offer and
 * "abrimos". Pure SVG; the text is outlines (text.ts), the photo an embedded image.
 */
import { mark, type LogoChoice } from "./logo";
import { findPalette } from "./palettes";
import { textElement, twoLines, xmlEscape, type Shaper } from "./text";

export const POST_SIZE = 1080;

export type PostKind = "produto" | "oferta" | "abrimos";

export type PostData = {
  kind: PostKind;
  choice: LogoChoice;
  /** '(11) 98765-4321', or null. */
  phone: string | null;
  product?: { name: string; price: string; photo?: { mime: string; base64: string } | null };
};

function lines(shape: Shaper, text: string, cx: number, y: number, size: number, maxWidth: number, fill: string) {
  // One line when it fits at full size; else two balanced lines.
  const parts = shape(text, "bold", size).width <= maxWidth ? [text] : twoLines(text);
  let svg = "";
  parts.forEach((line, i) => {
    svg += textElement(shape, line, { x: cx, y: y + i * size * 1.15, size, maxWidth, fill, anchor: "middle" }).svg;
  });
  return { svg, bottom: y + (parts.length - 1) * size * 1.15 };
}

export function postSvg(shape: Shaper, data: PostData): string {
  const p = findPalette(data.choice.palette);
  const S = POST_SIZE;
  const name = data.choice.businessName.trim();
  const cta = data.phone ? `Peça pelo WhatsApp ${data.phone}` : "Peça pelo WhatsApp";
  const footer =
    `<rect y="${S - 150}" width="${S}" height="150" fill="${p.primary}"/>` +
    textElement(shape, cta, { x: S / 2, y: S - 62, size: 44, maxWidth: S - 120, fill: "#FFFFFF", anchor: "middle" }).svg;
  const brandLine = `${mark(shape, data.choice, 120, 110, 90, p.primary)}${textElement(shape, name, { x: 185, y: 128, size: 46, maxWidth: S - 260, fill: p.ink }).svg}`;
  let body = "";
  if (data.kind === "produto" && data.product) {
    const photo = data.product.photo;
    body +=
      photo != null
        ? `<clipPath id="foto"><rect x="140" y="200" width="800" height="460" rx="36"/></clipPath><image href="data:${photo.mime};base64,${photo.base64}" x="140" y="200" width="800" height="460" preserveAspectRatio="xMidYMid slice" clip-path="url(#foto)"/>`
        : `<circle cx="${S / 2}" cy="410" r="210" fill="${p.tint}"/>${mark(shape, data.choice, S / 2, 410, 230, p.primary)}`;
    const title = lines(shape, data.product.name, S / 2, 710, 64, S - 160, p.ink);
    body += title.svg;
    body +=
      `<rect x="${S / 2 - 200}" y="${title.bottom + 30}" width="400" height="96" rx="48" fill="${p.accent}"/>` +
      textElement(shape, data.product.price, { x: S / 2, y: title.bottom + 96, size: 52, maxWidth: 360, fill: "#FFFFFF", anchor: "middle" })
        .svg;
  } else if (data.kind === "oferta") {
    body +=
      `<rect x="90" y="210" width="${S - 180}" height="560" rx="48" fill="${p.tint}"/>` +
      textElement(shape, "OFERTA", { x: S / 2, y: 400, size: 150, maxWidth: S - 260, fill: p.primary, anchor: "middle" }).svg +
      textElement(shape, "por tempo limitado", {
        x: S / 2,
        y: 480,
        size: 54,
        maxWidth: S - 260,
        fill: p.ink,
        anchor: "middle",
        weight: "regular",
      }).svg +
      `<rect x="${S / 2 - 60}" y="530" width="120" height="10" rx="5" fill="${p.accent}"/>` +
      lines(shape, `Chame e pergunte as condições de hoje`, S / 2, 640, 52, S - 260, p.ink).svg;
  } else {
    body +=
      `<circle cx="${S / 2}" cy="420" r="190" fill="${p.primary}"/>${mark(shape, data.choice, S / 2, 420, 200, "#FFFFFF")}` +
      textElement(shape, "Abrimos!", { x: S / 2, y: 750, size: 120, maxWidth: S - 200, fill: p.primary, anchor: "middle" }).svg +
      lines(shape, `Conheça ${name}`, S / 2, 840, 52, S - 200, p.ink).svg;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${S} ${S}" width="${S}" height="${S}">` +
    `<title>${xmlEscape(name)}</title><rect width="${S}" height="${S}" fill="${p.paper}"/>${brandLine}${body}${footer}</svg>`
  );
}
