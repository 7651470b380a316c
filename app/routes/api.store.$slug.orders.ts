import type { ActionFunctionArgs } from "@remix-run/node";
import { getPublicStore } from "~/models/store-page.server";
import { placeShopOrder, SHOP_NOT_FOUND } from "~/models/store-orders.server";
import { shopOrderApiSchema } from "~/modules/store/shop-order-schema";
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from "~/utils/api.server";
import { clientIp } from "~/utils/client-ip.server";
import { orderBalance } from "~/utils/order-balance.server";
import { orderPix } from "~/utils/order-pix.server";

export const loader = methodNotAllowed("POST");

/**
 * POST /api/store/{slug}/orders — public, no sign-in: `{ customer: { name, phone }, items:
 * [{ productId, quantity }], receiving?: "entrega" | "retirada", address? }` → 201 `{ token, url,
 * number, totalCents, pix: { payload } }`. Same rules and limits as the shop page's form.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const slug = params.slug ?? "";
  const body = await readJsonBody(request);
  // An unknown shop is a 404 whatever the body says.
  if (!(await getPublicStore(slug))) return jsonError(SHOP_NOT_FOUND, 404);
  const parsed = shopOrderApiSchema.safeParse(body);
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Dados inválidos.", 400);
  const input = parsed.data;
  const placed = await placeShopOrder(slug, input, clientIp(context));
  if (!placed.ok) {
    const response = jsonError(placed.message, placed.status, placed.field ? { field: placed.field } : {});
    if (placed.retryAfterSeconds) response.headers.set("Retry-After", String(placed.retryAfterSeconds));
    return response;
  }
  const { balanceCents } = await orderBalance(placed.order);
  const pix = await orderPix(placed.store, placed.order, balanceCents);
  return Response.json(
    {
      token: placed.token,
      url: `/loja/${slug}/pedido/${placed.token}`,
      number: placed.order.number,
      totalCents: placed.order.totalCents,
      pix: pix ? { payload: pix.payload, txid: pix.txid, amountCents: balanceCents } : null,
    },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
}
