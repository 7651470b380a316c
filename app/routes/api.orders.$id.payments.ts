import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ORDER_PAYMENT_METHODS } from "#db/schema";
import { orderJson } from "~/models/business-order-lists.server";
import { recordPayment } from "~/models/order-payments.server";
import { MAX_CENTS } from "~/modules/business/money";
import { jsonError, jsonOk, methodNotAllowed, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

export const paymentApiSchema = z.object({
  amountCents: z
    .number({ error: "amountCents: o valor em centavos (número inteiro)." })
    .int("amountCents: o valor em centavos (número inteiro).")
    .positive("O valor do pagamento deve ser maior que zero.")
    .max(MAX_CENTS, "Valor alto demais."),
  method: z.enum(ORDER_PAYMENT_METHODS, { error: "method: pix, dinheiro ou cartao." }),
});

export const loader = methodNotAllowed("POST");

/** POST /api/orders/:id/payments { amountCents, method } → the order with paidCents and balanceCents. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, paymentApiSchema);
  const result = await recordPayment(user.id, params.id ?? "", input);
  if (!result.ok) return jsonError(result.message, result.status);
  return jsonOk({ ...orderJson(result.order), paidCents: result.paidCents, balanceCents: result.balanceCents }, 201);
}
