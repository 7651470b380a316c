import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileResponse, fileSlug, printDataFor, requireLogo } from "~/utils/brand-files.server";

// Read-only: the A5 flyer (products and prices, WhatsApp, QR code); nothing is written (the
// "Gerar" form of /marca/materiais records the step, then sends here).
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, choice, date } = await requireLogo(request);
  const data = await printDataFor(userId, choice, date);
  return fileResponse(
    request,
    userId,
    { file: "flyer.pdf", data },
    {
      type: "application/pdf",
      name: `panfleto-${fileSlug(choice.businessName)}.pdf`,
      download: true,
    },
  );
}
