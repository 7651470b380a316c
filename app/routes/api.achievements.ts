import type { LoaderFunctionArgs } from "@remix-run/node";
import { getJourneyState } from "~/models/journey.server";
import { jsonOk } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** The achievement tiers reached, derived from the completed count (spec 3 and 4). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const { achievements } = await getJourneyState(user.id);
  return jsonOk(achievements);
}
