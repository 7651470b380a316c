import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getJourneyState, listProgress, setStepProgress } from "~/models/journey.server";
import { PROGRESS_ERROR } from "~/modules/journey";
import { firstIssueMessage, journeyProgressApiSchema } from "~/modules/journey/journey-schemas";
import { jsonError, jsonOk, readJsonBody } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET: the signed-in user's records `{ step, completed, metadata }` (auto-completion applied). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  await getJourneyState(user.id);
  const records = await listProgress(user.id);
  return jsonOk(records);
}

/** POST `{ step, completed, metadata? }`: the same rule and code as the journey page's form. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const parsed = journeyProgressApiSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return jsonError(firstIssueMessage(parsed.error));
  try {
    const result = await setStepProgress(user.id, parsed.data);
    if (!result.ok) return jsonError(result.message, result.status, { title: result.title });
    return jsonOk(result.record);
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Falha ao atualizar a jornada (API)", error);
    return jsonError(PROGRESS_ERROR.description, 500, { title: PROGRESS_ERROR.title });
  }
}
