import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createSubscription, UnknownPlanError } from "~/models/subscription.server";
import { jsonError, methodNotAllowed, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

const schema = z.object({ planId: z.string({ error: "Informe o plano (planId)." }).trim().min(1, "Informe o plano (planId).").max(100) });

/** POST { planId } → { planName }. Demonstration mode: no payment is taken. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { planId } = await parseJsonBody(request, schema);
  try {
    const plan = await createSubscription(user.id, planId);
    return Response.json({ planName: plan.name, status: "active", demo: true }, { status: 201 });
  } catch (error) {
    if (error instanceof UnknownPlanError) return jsonError(error.message, 400);
    throw error;
  }
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
