import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchUsersForAdmin } from "~/models/admin-users.server";
import { NO_STORE, requireApiAdmin } from "~/utils/admin-session.server";

/** Array of users, newest first; `?q=` filters on first name, last name and e-mail. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  const q = new URL(request.url).searchParams.get("q")?.slice(0, 200) ?? "";
  return Response.json(await searchUsersForAdmin(q), { headers: NO_STORE });
}
