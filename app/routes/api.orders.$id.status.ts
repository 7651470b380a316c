import type { ActionFunctionArgs } from "@remix-run/node";
import { changeOrderStatus, orderJson } from "~/models/business-orders.server";
import { orderStatusSchema } from "~/modules/business/order-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/**
 * POST /api/orders/:id/status { status, version? } — moves the order along its flow (orders.ts);
 * a move the flow does not allow, or a stale version, is a 409. Another person's id is a 404.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, orderStatusSchema);
  const result = await changeOrderStatus(user.id, params.id ?? "", input.status, input.version);
  return result.ok ? jsonOk(orderJson(result.order)) : jsonError(result.message, result.status, { field: result.field });
}
