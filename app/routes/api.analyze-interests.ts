import type { ActionFunctionArgs } from "@remix-run/node";
import { QuotaExceededError, suggestForInterests } from "~/models/discovery.server";
import { INTERESTS_ERROR, interestsSchema } from "~/modules/discovery/discovery-schemas";
import { leanStartPayload } from "~/modules/discovery/person-start";
import { jsonError, methodNotAllowed, parseJsonBody, quotaError, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";
import { clientIp } from "~/utils/client-ip.server";

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { interests } = await parseJsonBody(request, interestsSchema);
  try {
    const run = await suggestForInterests(user.id, interests, clientIp(context));
    // investmentMin is what this person needs: the lean start after what they own (decision 031).
    const suggestions = run.suggestions.map(({ keywords: _k, start, ...idea }) => ({
      ...idea,
      investmentMin: start.lean.total,
      leanStart: { total: start.lean.total, items: leanStartPayload(start.lean).items },
      ownedItems: start.ownedItems,
    }));
    return Response.json({ suggestions, engine: run.engine, runId: run.id });
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    if (error instanceof QuotaExceededError) return quotaError(error);
    console.error("analyze-interests failed", error);
    return jsonError(INTERESTS_ERROR.description, 500);
  }
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
