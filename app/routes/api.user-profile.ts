import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getProfile, saveProfile, toProfileJson } from "~/models/profile.server";
import { firstIssueMessage } from "~/modules/journey/journey-schemas";
import { PROFILE_SAVE_ERROR, profileApiSchema, profileInputFromApi } from "~/modules/profile/profile-schema";
import { jsonError, jsonOk, readJsonBody } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return jsonOk(toProfileJson(user, await getProfile(user.id)));
}

/** POST the form fields plus profileCompleted; saving also completes the profile_completed step. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const parsed = profileApiSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return jsonError(firstIssueMessage(parsed.error));
  try {
    const profile = await saveProfile(user.id, profileInputFromApi(parsed.data));
    return jsonOk(toProfileJson(user, profile));
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Falha ao salvar o perfil (API)", error);
    return jsonError(PROFILE_SAVE_ERROR.description, 500, { title: PROFILE_SAVE_ERROR.title });
  }
}
