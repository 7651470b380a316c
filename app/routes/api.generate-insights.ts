import type { ActionFunctionArgs } from "@remix-run/node";
import { recordAiUsage } from "~/models/ai-usage.server";
import { assertAiQuota, QuotaExceededError } from "~/models/discovery.server";
import { getActiveStrategy } from "~/models/active-business.server";
import { listCompletedSteps } from "~/models/journey.server";
import { withFallback } from "~/modules/ai/engine.server";
import { jsonError, methodNotAllowed, quotaError, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";
import { clientIp } from "~/utils/client-ip.server";

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const active = await getActiveStrategy(user.id);
  if (!active) return jsonError("Nenhuma estratégia ativa. Salve um negócio em Meu Negócio primeiro.", 404);
  const completedSteps = await listCompletedSteps(user.id);
  try {
    await assertAiQuota(user.id, clientIp(context));
    const { value, engine } = await withFallback(
      (ai) =>
        ai.generateInsights({
          businessName: active.businessName,
          businessCategory: active.businessCategory,
          businessLevel: active.businessLevel,
          analysisContent: active.analysisContent,
          completedSteps,
        }),
      (insights) => insights.length > 0,
    );
    await recordAiUsage(user.id, "insights", engine);
    return Response.json({ insights: value, engine });
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    if (error instanceof QuotaExceededError) return quotaError(error);
    console.error("generate-insights failed", error);
    return jsonError("Não foi possível gerar os insights.", 500);
  }
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
