import { listPlans, toPlanJson } from "~/models/subscription.server";

/** GET → the plans (public information; prices in cents). */
export async function loader() {
  return Response.json((await listPlans()).map(toPlanJson));
}
