import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadPlan, savePlan } from "~/models/business-plan.server";
import { findSavedBusiness } from "~/models/saved-business.server";
import { computePlan } from "~/modules/plan/compute";
import { planIssues, planPutSchema } from "~/modules/plan/schema";
import { jsonError, jsonOk, readJsonBody, requireMethod } from "~/utils/api.server";
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
  // The size and the JSON are checked first (413/400 for anyone); then another person's (or an
  // unknown) strategy is a 404 whatever the body holds; then the plan itself is validated.
  const raw = await readJsonBody(request, ["PUT"]);
  if (!(await findSavedBusiness(user.id, params.strategyId ?? ""))) return jsonError(NOT_FOUND, 404);
  const parsed = planPutSchema.safeParse(raw);
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Dados inválidos.", 400, { issues: planIssues(parsed.error) });
  const body = parsed.data;
  const result = await savePlan(user.id, params.strategyId ?? "", body.version, body.plan);
  if (result.status === "not-found") return jsonError(NOT_FOUND, 404);
  if (result.status === "conflict") {
    return jsonError("O plano mudou desde a versão enviada (salvo em outra aba ou aparelho). Leia de novo com GET e reenvie.", 409, {
      version: result.version,
    });
  }
  return jsonOk({ version: result.version, planId: result.planId, figures: computePlan(body.plan) });
}
