/**
 * Product photos (decision 028): what a person uploads is never served as it came. It is decoded by
 * sharp (libvips, on libuv's threads, off the JavaScript thread) with a pixel limit against
 * decompression bombs, turned upright, shrunk to two widths and re-encoded to WebP; sharp writes
 * no EXIF/GPS/ICC metadata unless asked, so the camera's location never reaches the shop page.
 * `reencodeProductPhoto` is one function on purpose: it can move into a worker pool as it is.
 */
import sharp from "sharp";
import { readLimited } from "./read-limited.server";

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart envelope around a 5 MB file; matches LARGE_BODY_LIMITS in server/security.js. */
export const PHOTO_BODY_LIMIT_BYTES = PHOTO_MAX_BYTES + 64 * 1024;
/** 40 megapixels: any phone photo, far below what a crafted image would ask libvips to allocate. */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_WIDTHS = { small: 320, large: 800 } as const;

export const PHOTO_TOO_BIG = "Foto grande demais: o limite é 5 MB.";
export const PHOTO_NOT_IMAGE = "Envie uma foto JPEG, PNG ou WebP.";

export class PhotoProblem extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** JPEG, PNG or WebP bytes → { small, large } WebP buffers (320 and 800 px wide, never enlarged). */
export async function reencodeProductPhoto(input: Uint8Array): Promise<{ small: Buffer; large: Buffer }> {
  if (input.byteLength > PHOTO_MAX_BYTES) throw new PhotoProblem(PHOTO_TOO_BIG, 413);
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" as const };
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw new PhotoProblem(PHOTO_NOT_IMAGE);
  }
  if (format !== "jpeg" && format !== "png" && format !== "webp") throw new PhotoProblem(PHOTO_NOT_IMAGE);
  const encode = (width: number) =>
    sharp(input, { ...options, animated: false })
      .rotate()
      .resize({ width, height: width, fit: "cover", withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
  try {
    const [small, large] = await Promise.all([encode(PHOTO_WIDTHS.small), encode(PHOTO_WIDTHS.large)]);
    return { small, large };
  } catch (error) {
    // A pixel count over the limit, or a file that is cut short.
    if (error instanceof Error && /pixel limit|Input image exceeds/i.test(error.message))
      throw new PhotoProblem("Foto com resolução alta demais: use uma de até 40 megapixels.");
    throw new PhotoProblem(PHOTO_NOT_IMAGE);
  }
}

/** The photo file of a multipart form, read with the limit, or a PhotoProblem. */
export async function readPhotoUpload(request: Request, field: string): Promise<Uint8Array> {
  if (!/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? ""))
    throw new PhotoProblem("Escolha uma foto e envie pelo formulário.");
  if (Number(request.headers.get("Content-Length") ?? 0) > PHOTO_BODY_LIMIT_BYTES) throw new PhotoProblem(PHOTO_TOO_BIG, 413);
  const raw = await readLimited(request, PHOTO_BODY_LIMIT_BYTES);
  if (!raw) throw new PhotoProblem(PHOTO_TOO_BIG, 413);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    throw new PhotoProblem("Não conseguimos ler o envio. Escolha a foto e envie de novo.");
  }
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) throw new PhotoProblem("Escolha uma foto.");
  if (file.size > PHOTO_MAX_BYTES) throw new PhotoProblem(PHOTO_TOO_BIG, 413);
  return new Uint8Array(await file.arrayBuffer());
}

// One upload at a time per person in this process: a second one while the first is re-encoded is
// refused at once (the re-encode holds two libuv threads; a person cannot take them all).
const uploading = new Set<string>();

export async function oneUploadAtATime<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (uploading.has(userId)) throw new PhotoProblem("Aguarde: a foto anterior ainda está sendo processada.", 400);
  uploading.add(userId);
  try {
    return await work();
  } finally {
    uploading.delete(userId);
  }
}
