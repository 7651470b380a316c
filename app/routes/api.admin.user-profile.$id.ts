import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAdminUserProfile } from "~/models/admin-users.server";
import { NO_STORE, requireApiAdmin } from "~/utils/admin-session.server";

/** The admin view of a user's profile, or 404 { message } when the id is unknown. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  const profile = await getAdminUserProfile(params.id ?? "");
  if (!profile) return Response.json({ message: "Usuário não encontrado." }, { status: 404, headers: NO_STORE });
  return Response.json(profile, { headers: NO_STORE });
}
