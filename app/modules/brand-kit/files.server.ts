/**
 * The renderers: each a pure `(data) => Promise<Buffer>`, so each can become a job kind of the
 * shared worker pool (runHeavyJob) without change.
 */
import { shapeText } from "./fonts.server";
import { avatarSvg, logoSvg, type LogoChoice } from "./logo";
import { postSvg, POST_SIZE, type PostData } from "./posts";
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
