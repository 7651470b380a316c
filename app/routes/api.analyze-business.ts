import type { ActionFunctionArgs } from "@remix-run/node";
import { analyseForPerson, QuotaExceededError } from "~/models/discovery.server";
import { getProfile } from "~/models/profile.server";
import { findIdea } from "~/modules/discovery/catalogue.server";
import { ANALYSIS_ERROR, analyzeBusinessSchema } from "~/modules/discovery/discovery-schemas";
import { economicsPayload } from "~/modules/economics/payload";
import { jsonError, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { businessId, userInput } = await parseJsonBody(request, analyzeBusinessSchema);
  const idea = findIdea(businessId);
  if (!idea) return jsonError("Negócio não encontrado no catálogo.", 404);
  try {
    const profile = await getProfile(user.id);
    const analysis = await analyseForPerson(user.id, idea, userInput, {
      firstName: user.firstName,
      hasCnpj: profile?.hasCnpj,
      hasBusinessExperience: profile?.hasBusinessExperience,
    });
    return Response.json({
      analysis: analysis.content,
      engine: analysis.engine,
      analysisId: analysis.id,
      economics: economicsPayload(idea.economics),
    });
  } catch (error) {
    if (error instanceof QuotaExceededError) return jsonError(error.message, 429);
    console.error("analyze-business failed", error);
    return jsonError(ANALYSIS_ERROR.description, 500);
  }
}
