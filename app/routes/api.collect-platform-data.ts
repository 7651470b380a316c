import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { collectPlatformData } from "~/models/partner-page.server";
import { PARTNER_IDS } from "~/modules/partners/partners";
import { methodNotAllowed, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

const schema = z.object({
  platform: z.enum(PARTNER_IDS, { error: `Plataforma desconhecida. Use uma destas: ${PARTNER_IDS.join(", ")}.` }),
});

/** POST { platform } → { platform, dataPoints }: what that partner tool receives about the person. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { platform } = await parseJsonBody(request, schema);
  return Response.json({ platform, dataPoints: await collectPlatformData(user, platform) });
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
