import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAdminStats } from "~/models/admin-stats.server";
import { NO_STORE, requireApiAdmin } from "~/utils/admin-session.server";

/** { totalUsers, activeUsers, newUsersThisMonth, businessIdeasGenerated }, all live. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return Response.json(await getAdminStats(), { headers: NO_STORE });
}
