import type { ActionFunctionArgs } from "@remix-run/node";
import { changeOrderStatus, ORDER_NOT_FOUND } from "~/models/business-orders.server";
import { getOrder, orderJson } from "~/models/business-order-lists.server";
import { orderStatusSchema } from "~/modules/business/order-schema";
import { jsonError, jsonOk, methodNotAllowed, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/**
 * POST /api/orders/:id/status { status, version? } — moves the order along its flow (orders.ts);
 * a move the flow does not allow, or a stale version, is a 409. The body is read first (64 KB cap,
 * schema), as on every JSON action; another person's id is then a 404 and changes nothing.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const id = params.id ?? "";
  const input = await parseJsonBody(request, orderStatusSchema);
  if (!(await getOrder(user.id, id))) return jsonError(ORDER_NOT_FOUND, 404);
  const result = await changeOrderStatus(user.id, id, input.status, input.version);
  return result.ok ? jsonOk(orderJson(result.order)) : jsonError(result.message, result.status, { field: result.field });
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
