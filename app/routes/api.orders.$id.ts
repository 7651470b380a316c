import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteOrder, ORDER_NOT_FOUND, updateOrder } from "~/models/business-orders.server";
import { getOrder, orderJson } from "~/models/business-order-lists.server";
import { getStore } from "~/models/store.server";
import { orderBalance } from "~/models/order-payments.server";
import { instalmentRows, plannedStates } from "~/models/order-instalments.server";
import { localIsoDate } from "~/modules/business/calendar";
import { orderPix } from "~/utils/order-pix.server";
import { orderApiSchema, orderApiUpdateSchema } from "~/modules/business/order-schema";
import { jsonError, jsonOk, readJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/orders/:id — another person's id answers 404, like an unknown one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) return jsonError(ORDER_NOT_FOUND, 404);
  // Decision 028: what was paid, what is open, and the Pix of the open balance (when the shop has a key).
  const { paidCents, balanceCents } = await orderBalance(order);
  const store = balanceCents > 0 ? await getStore(user.id) : null;
  const pix = store ? await orderPix(store, order, balanceCents) : null;
  // Decision 040: the fiado instalments, each with its status (em_aberto, pago, vencido).
  const states =
    order.status === "pago" ? null : plannedStates(await instalmentRows(user.id, order.id), paidCents, localIsoDate(new Date()));
  return jsonOk({
    ...orderJson(order),
    paidCents,
    balanceCents,
    pix: pix ? { payload: pix.payload, txid: pix.txid } : null,
    instalments: states,
  });
}

/**
 * PUT /api/orders/:id — the whole order (same fields as POST, status aside) plus `version`, the
 * one read: if the order changed since, 409 and nothing is saved. DELETE /api/orders/:id.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id ?? "";
  if (request.method.toUpperCase() === "DELETE") {
    return (await deleteOrder(user.id, id)) ? jsonOk({ success: true }) : jsonError(ORDER_NOT_FOUND, 404);
  }
  const body = await readJsonBody(request, ["PUT"]);
  const version = orderApiUpdateSchema.safeParse(body);
  if (!version.success) return jsonError(version.error.issues[0]?.message ?? "Dados inválidos.", 400);
  const draft = orderApiSchema.safeParse(body);
  if (!draft.success) return jsonError(draft.error.issues[0]?.message ?? "Dados inválidos.", 400);
  const result = await updateOrder(user.id, id, version.data.version, draft.data);
  return result.ok ? jsonOk(orderJson(result.order)) : jsonError(result.message, result.status, { field: result.field });
}
