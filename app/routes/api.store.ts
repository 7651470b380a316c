import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { saveStore, storeJson } from "~/models/store.server";
import { storeApiSchema } from "~/modules/store/store-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

const NO_STORE_YET = "Você ainda não configurou a sua loja.";

/** GET /api/store — the signed-in person's shop settings (404 before the first save). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const store = await storeJson(user.id);
  return store ? jsonOk(store) : jsonError(NO_STORE_YET, 404);
}

/**
 * PUT /api/store { slug, name, city, whatsapp, pixKey, pixKeyType?, description?, hours?, delivery?,
 * deliveryFeeCents?, pickup?, published?, productIds? } — the same rules as the form at /gestao/loja;
 * productIds absent = every product shown. A slug of another shop is a 409.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, storeApiSchema);
  const saved = await saveStore(user.id, input);
  if (!saved.ok) return jsonError(saved.message, saved.status, { field: saved.field });
  return jsonOk(await storeJson(user.id));
}
