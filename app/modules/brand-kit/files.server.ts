/**
 * The renderers: each a pure `(data) => Promise<Buffer>`, and `renderBrandFile`, the one entry the
 * shared worker pool calls (job kind "brand.file", app/workers/heavy.worker.ts): plain data in,
 * Uint8Array out. Fonts are read from app/assets/fonts under the process's working directory,
 * which worker threads share with the server.
 */
import { shapeText } from "./fonts.server";
import { avatarSvg, logoSvg, type LogoChoice } from "./logo";
import { postSvg, POST_SIZE, type PostData } from "./posts";
import { cardsPdf, flyerPdf, type PrintData } from "./print.server";
import { svgToPng } from "./render.server";

export async function logoPng(data: { choice: LogoChoice; width: number }): Promise<Buffer> {
  return svgToPng(logoSvg(shapeText, data.choice).svg, data.width);
}

export async function avatarPng(data: { choice: LogoChoice }): Promise<Buffer> {
  return svgToPng(avatarSvg(shapeText, data.choice).svg, 512);
}

export async function postPng(data: PostData): Promise<Buffer> {
  return svgToPng(postSvg(shapeText, data), POST_SIZE);
}

/** The logo as a standalone SVG file (text as outlines). */
export function logoSvgFile(choice: LogoChoice): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${logoSvg(shapeText, choice).svg}`;
}

/** One /marca file to draw: structured-clone-safe (plain objects, strings, numbers, Dates). */
export type BrandFileRequest =
  | { file: "logo.svg"; choice: LogoChoice }
  | { file: "logo.png"; choice: LogoChoice; width: number }
  | { file: "avatar.png"; choice: LogoChoice }
  | { file: "post.png"; data: PostData }
  | { file: "cards.pdf"; data: PrintData }
  | { file: "flyer.pdf"; data: PrintData };

function bytesOf(body: Buffer | string): Uint8Array {
  if (typeof body === "string") return new TextEncoder().encode(body);
  return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}

export async function renderBrandFile(request: BrandFileRequest): Promise<Uint8Array> {
  switch (request.file) {
    case "logo.svg":
      return bytesOf(logoSvgFile(request.choice));
    case "logo.png":
      return bytesOf(await logoPng(request));
    case "avatar.png":
      return bytesOf(await avatarPng(request));
    case "post.png":
      return bytesOf(await postPng(request.data));
    case "cards.pdf":
      return bytesOf(await cardsPdf(request.data));
    case "flyer.pdf":
      return bytesOf(await flyerPdf(request.data));
  }
}
