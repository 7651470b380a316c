import type { ActionFunctionArgs } from "@remix-run/node";
import { analyseForPerson, QuotaExceededError } from "~/models/discovery.server";
import { getProfile } from "~/models/profile.server";
import { findIdea } from "~/modules/discovery/catalogue.server";
import { ANALYSIS_ERROR, analyzeBusinessSchema } from "~/modules/discovery/discovery-schemas";
import { leanStartPayload, personStart, possessionsIn } from "~/modules/discovery/person-start";
import { economicsPayload } from "~/modules/economics/payload";
import { jsonError, methodNotAllowed, parseJsonBody, quotaError, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";
import { clientIp } from "~/utils/client-ip.server";

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { businessId, userInput } = await parseJsonBody(request, analyzeBusinessSchema);
  const idea = findIdea(businessId);
  if (!idea) return jsonError("Negócio não encontrado no catálogo.", 404);
  try {
    const profile = await getProfile(user.id);
    const analysis = await analyseForPerson(
      user.id,
      idea,
      userInput,
      {
        firstName: user.firstName,
        hasCnpj: profile?.hasCnpj,
        hasBusinessExperience: profile?.hasBusinessExperience,
      },
      clientIp(context),
    );
    return Response.json({
      analysis: analysis.content,
      engine: analysis.engine,
      analysisId: analysis.id,
      // The lean start after what the person's words say they own (decision 031).
      economics: (() => {
        const start = personStart(idea, possessionsIn(userInput));
        return { ...economicsPayload(idea.economics), leanStart: leanStartPayload(start.lean), ownedItems: start.ownedItems };
      })(),
    });
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    if (error instanceof QuotaExceededError) return quotaError(error);
    console.error("analyze-business failed", error);
    return jsonError(ANALYSIS_ERROR.description, 500);
  }
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
