import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProductPhoto } from "~/models/brand.server";
import { getProduct } from "~/models/business-products.server";
import type { PostData } from "~/modules/brand-kit/posts";
import { parseBrazilianPhone } from "~/modules/br/phone";
import { formatBRL } from "~/modules/business/money";
import { getProfile } from "~/models/profile.server";
import { fileResponse, fileSlug, requireLogo } from "~/utils/brand-files.server";

const notFound = () => new Response("Imagem não encontrada.", { status: 404, headers: { "Cache-Control": "private, no-store" } });

// Read-only: a 1080 × 1080 post image — /marca/posts/{productId}.png (one of the person's own
// products), /marca/posts/oferta.png or /marca/posts/abrimos.png; nothing is written.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const match = /^([A-Za-z0-9-]{1,64})\.png$/.exec(params.file ?? "");
  if (!match) throw notFound();
  const { userId, choice } = await requireLogo(request);
  const phone = parseBrazilianPhone((await getProfile(userId))?.phone);
  const base = { choice, phone: phone.ok ? phone.phone : null };
  let data: PostData;
  if (match[1] === "oferta" || match[1] === "abrimos") data = { ...base, kind: match[1] };
  else {
    const product = await getProduct(userId, match[1]!);
    if (!product) throw notFound();
    const photo = await getProductPhoto(userId, product.id);
    const price = `${formatBRL(product.priceCents)}${product.unit && product.unit !== "un" ? ` / ${product.unit}` : ""}`;
    data = {
      ...base,
      kind: "produto",
      product: { name: product.name, price, photo: photo ? { mime: "image/jpeg", base64: photo.toString("base64") } : null },
    };
  }
  return fileResponse(
    request,
    userId,
    { file: "post.png", data },
    { type: "image/png", name: `post-${fileSlug(choice.businessName)}-${match[1]}.png` },
  );
}
