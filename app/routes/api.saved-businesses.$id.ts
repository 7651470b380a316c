import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteStrategy } from "~/models/saved-business.server";
import { jsonError, methodNotAllowed, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "DELETE");
  const user = await requireApiUser(request);
  const result = await deleteStrategy(user.id, params.id ?? "");
  if (!result) return jsonError("Estratégia não encontrada.", 404);
  return Response.json({ success: true, journeyReset: result.wasActive });
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("DELETE");
