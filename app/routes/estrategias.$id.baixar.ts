import type { LoaderFunctionArgs } from "@remix-run/node";
import { findSavedBusiness } from "~/models/saved-business.server";
import { strategyToMarkdown } from "~/modules/discovery/strategy-texts";
import { requireUser } from "~/utils/session.server";

function slug(text: string) {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "estrategia"
  );
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const strategy = await findSavedBusiness(user.id, params.id ?? "");
  if (!strategy) throw new Response("Estratégia não encontrada", { status: 404 });
  return new Response(strategyToMarkdown(strategy), {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": `attachment; filename="estrategia-${slug(strategy.businessName)}.md"`,
      "Cache-Control": "private, no-store",
    },
  });
}
