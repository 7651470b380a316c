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
  // A text file any phone opens ("Baixar em texto"): a person who has never heard of Markdown does not get a .md.
  return new Response(strategyToMarkdown(strategy), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="estrategia-${slug(strategy.businessName)}.txt"`,
      "Cache-Control": "private, no-store",
    },
  });
}
