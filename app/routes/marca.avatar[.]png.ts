import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileResponse, fileSlug, requireLogo } from "~/utils/brand-files.server";

// Read-only: the square profile picture (512 × 512) for WhatsApp and Instagram; nothing is written.
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, choice } = await requireLogo(request);
  return fileResponse(
    request,
    userId,
    { file: "avatar.png", choice },
    { type: "image/png", name: `perfil-${fileSlug(choice.businessName)}.png` },
  );
}
