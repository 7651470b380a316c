import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadPlan, savePlan } from "~/models/business-plan.server";
import { findSavedBusiness } from "~/models/saved-business.server";
import { computePlan } from "~/modules/plan/compute";
import { planPutSchema } from "~/modules/plan/schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

const NOT_FOUND = "Plano não encontrado.";

/**
 * GET /api/business-plan/:strategyId — the plan (its starting values until first saved, version 0)
 * and every computed figure. Another person's strategy answers 404, like an unknown one.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const loaded = await loadPlan(user.id, params.strategyId ?? "");
  if (!loaded) return jsonError(NOT_FOUND, 404);
  return jsonOk({
    strategyId: loaded.strategy.id,
    version: loaded.version,
    saved: loaded.version > 0,
    updatedAt: loaded.updatedAt?.toISOString() ?? null,
    plan: loaded.plan,
    figures: computePlan(loaded.plan),
  });
}

/**
 * PUT /api/business-plan/:strategyId with { version, plan }: the whole plan, checked by the same
 * limits as the section forms. `version` is the one read by GET; an older one answers 409 with
 * the current version, and nothing changes.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  // Another person's (or an unknown) strategy is a 404 whatever the body says.
  if (!(await findSavedBusiness(user.id, params.strategyId ?? ""))) return jsonError(NOT_FOUND, 404);
  const body = await parseJsonBody(request, planPutSchema);
  const result = await savePlan(user.id, params.strategyId ?? "", body.version, body.plan);
  if (result.status === "not-found") return jsonError(NOT_FOUND, 404);
  if (result.status === "conflict") {
    return jsonError("O plano mudou desde a versão enviada (salvo em outra aba ou aparelho). Leia de novo com GET e reenvie.", 409, { version: result.version });
  }
  return jsonOk({ version: result.version, planId: result.planId, figures: computePlan(body.plan) });
}
