import type { LoaderFunctionArgs } from "@remix-run/node";
import { shapeText } from "~/modules/brand-kit/fonts.server";
import { logoSvg } from "~/modules/brand-kit/logo";
import { fileResponse, fileSlug, requireLogo } from "~/utils/brand-files.server";

// Read-only: the signed-in person's saved logo as SVG (text as outlines); nothing is written.
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, choice } = await requireLogo(request);
  return fileResponse(userId, async () => `<?xml version="1.0" encoding="UTF-8"?>\n${logoSvg(shapeText, choice).svg}`, {
    type: "image/svg+xml; charset=utf-8",
    name: `logo-${fileSlug(choice.businessName)}.svg`,
  });
}
