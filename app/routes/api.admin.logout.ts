import type { ActionFunctionArgs } from "@remix-run/node";
import { logSecurityEvent, requestOrigin } from "~/models/security-log.server";
import { endAdminSession, NO_STORE, requireApiAdmin } from "~/utils/admin-session.server";

/** POST with the bearer token (or cookie): ends that admin session. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  await endAdminSession(request);
  await logSecurityEvent({ event: "admin_logout", email: admin.email, success: true, ...requestOrigin(request, context) });
  return new Response(null, { status: 204, headers: NO_STORE });
}

export async function loader() {
  return Response.json({ message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
