import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { brandJson, getBrandKit, saveBrandKit } from "~/models/brand.server";
import { brandSchema } from "~/modules/brand-kit/brand-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/brand — the signed-in person's logo choices { businessName, palette, icon, layout }; 404 before the first save. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const kit = await getBrandKit(user.id);
  if (!kit) return jsonError("Nenhuma logo salva ainda.", 404);
  return jsonOk(brandJson(kit));
}

/** PUT /api/brand { businessName, palette, icon, layout } — the same schema as the /marca form; ticks "Criar Logo". */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, brandSchema);
  return jsonOk(brandJson(await saveBrandKit(user.id, input)));
}
