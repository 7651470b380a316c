import type { LoaderFunctionArgs } from "@remix-run/node";
import { readProductPhoto } from "~/models/product-photos.server";

const SIZES = { "320.webp": "small", "800.webp": "large" } as const;

/**
 * GET /loja/foto/{productId}/{version}/{320|800}.webp — a product photo. The version is part of
 * the address, so one address always has the same bytes: cached for a year as immutable.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const size = SIZES[(params.size ?? "") as keyof typeof SIZES];
  const version = Number(params.version);
  const bytes = size && Number.isSafeInteger(version) && version > 0 ? await readProductPhoto(params.id ?? "", version, size) : null;
  if (!bytes) return new Response("Foto não encontrada.", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
