import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listOrders, orderJson, withItems } from "~/models/business-order-lists.server";
import { createOrder } from "~/models/business-orders.server";
import { orderApiSchema } from "~/modules/business/order-schema";
import { ORDER_STATUSES, type OrderStatus } from "~/modules/business/orders";
import { listRequest } from "~/modules/business/pagination";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/orders?status=&q=&page=&perPage= — the signed-in person's orders (newest first), with items. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  if (status && !(ORDER_STATUSES as readonly string[]).includes(status))
    return jsonError("status: orcamento, confirmado, entregue, pago ou cancelado.", 400);
  const page = await listOrders(user.id, {
    ...listRequest(params),
    status: (status as OrderStatus | null) ?? null,
  });
  return jsonOk({ ...page, items: (await withItems(page.items)).map(orderJson) });
}

/**
 * POST /api/orders { clientId, items: [{ productId, quantity }], paymentMethod, test?, discountCents?,
 * discountPercent?, deliveryCents?, dueDate?, notes?, internalNotes?, status? } — the same rules as the form.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const draft = await parseJsonBody(request, orderApiSchema);
  const result = await createOrder(user.id, draft);
  return result.ok
    ? jsonOk(orderJson(result.order), 201)
    : jsonError(result.message, result.status === 404 ? 400 : result.status, { field: result.field });
}
