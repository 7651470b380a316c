import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileResponse, fileSlug, requireLogo } from "~/utils/brand-files.server";

/** The widths offered (px); 512 unless ?size= says another. */
const SIZES = [256, 512, 1024];

// Read-only: the signed-in person's saved logo as PNG, `size` px wide; nothing is written.
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, choice } = await requireLogo(request);
  const size = Number(new URL(request.url).searchParams.get("size") ?? 512);
  if (!SIZES.includes(size)) throw new Response(`Tamanho inválido: use ${SIZES.join(", ")}.`, { status: 400 });
  return fileResponse(
    request,
    userId,
    { file: "logo.png", choice, width: size },
    {
      type: "image/png",
      name: `logo-${fileSlug(choice.businessName)}-${size}.png`,
    },
  );
}
