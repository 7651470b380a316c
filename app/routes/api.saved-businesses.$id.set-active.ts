import type { ActionFunctionArgs } from "@remix-run/node";
import { setActiveStrategy } from "~/models/saved-business.server";
import { jsonError, methodNotAllowed, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const business = await setActiveStrategy(user.id, params.id ?? "");
  if (!business) return jsonError("Estratégia não encontrada.", 404);
  return Response.json({ id: business.id, businessName: business.businessName });
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
