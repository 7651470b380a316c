import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileResponse, fileSlug, requireLogo } from "~/utils/brand-files.server";

// Read-only: the signed-in person's saved logo as SVG (text as outlines); nothing is written.
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, choice } = await requireLogo(request);
  return fileResponse(
    request,
    userId,
    { file: "logo.svg", choice },
    {
      type: "image/svg+xml; charset=utf-8",
      name: `logo-${fileSlug(choice.businessName)}.svg`,
    },
  );
}
