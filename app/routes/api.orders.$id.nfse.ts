import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getOrder } from "~/models/business-order-lists.server";
import { ORDER_NOT_FOUND } from "~/models/business-orders.server";
import { removeOrderInvoice } from "~/models/order-invoices.server";
import { nfseKeySchema } from "~/modules/legal/nfse-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { nfseAssistant, nfseJson, storeNfseKey } from "~/utils/order-nfse.server";
import { requireApiUser } from "~/utils/session.server";

/**
 * GET /api/orders/:id/nfse — the nota fiscal assistant (decision 033): whether a note is needed
 * and why, the data the national issuer asks and what was kept. Another person's id is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) return jsonError(ORDER_NOT_FOUND, 404);
  return jsonOk(nfseJson(await nfseAssistant(user.id, order)));
}

/**
 * PUT /api/orders/:id/nfse { accessKey, issuedAt? } — keeps the issued note's key (and day); a
 * malformed key or day is a 400 and changes nothing. DELETE removes what was kept (PDF included).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id ?? "";
  if (request.method.toUpperCase() === "DELETE") {
    if (!(await getOrder(user.id, id))) return jsonError(ORDER_NOT_FOUND, 404);
    await removeOrderInvoice(user.id, id, "tudo");
    return jsonOk({ success: true });
  }
  const input = await parseJsonBody(request, nfseKeySchema);
  const order = await getOrder(user.id, id);
  if (!order) return jsonError(ORDER_NOT_FOUND, 404);
  const stored = await storeNfseKey(user.id, order, input);
  if (!stored.ok) return jsonError(stored.message, stored.status, stored.field ? { field: stored.field } : {});
  return jsonOk(nfseJson(await nfseAssistant(user.id, order)));
}
