import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { businessProfileView, getBusinessProfile, saveBusinessProfile } from "~/models/business-profile.server";
import { getLegalFacts } from "~/models/legal-facts.server";
import { localIsoDate } from "~/modules/business/calendar";
import { businessProfileSchema } from "~/modules/legal/business-profile";
import { jsonError, jsonOk, readJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/business-profile — the MEI's own data (every field null until typed). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return jsonOk(businessProfileView(await getBusinessProfile(user.id), await getLegalFacts()));
}

/**
 * PUT /api/business-profile `{ cnpj, openedAt: 'YYYY-MM-DD', occupation, tradeName, city, state }`
 * — the whole profile (a missing field is cleared). A wrong CNPJ, date or occupation → 400.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  const body = await readJsonBody(request, ["PUT"]);
  if (!body || typeof body !== "object" || Array.isArray(body)) return jsonError("Envie um objeto JSON com os dados da empresa.", 400);
  // The API says openedAt (like the other *At fields); null clears a field, as an absent one does.
  const { openedAt, ...rest } = body as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries({ ...rest, openedOn: openedAt }).filter(([, v]) => v !== null && v !== undefined));
  const parsed = businessProfileSchema(localIsoDate(new Date())).safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "openedOn" ? "openedAt" : issue?.path[0];
    return jsonError(issue?.message ?? "Dados inválidos.", 400, { field });
  }
  const input = parsed.data;
  return jsonOk(businessProfileView(await saveBusinessProfile(user.id, input), await getLegalFacts()));
}
