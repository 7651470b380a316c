import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileResponse, fileSlug, printDataFor, requireLogo } from "~/utils/brand-files.server";

// Read-only: ten business cards on an A4 sheet with crop marks; nothing is written (the
// "Gerar" form of /marca/materiais records the step, then sends here).
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, choice, date } = await requireLogo(request);
  const data = await printDataFor(userId, choice, date);
  return fileResponse(
    request,
    userId,
    { file: "cards.pdf", data },
    {
      type: "application/pdf",
      name: `cartoes-${fileSlug(choice.businessName)}.pdf`,
      download: true,
    },
  );
}
