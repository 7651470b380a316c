import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { logSecurityEvent, requestOrigin } from "~/models/security-log.server";
import { ADMIN_LOGIN_PATH, clearAdminCookie, endAdminSession, getAdmin } from "~/utils/admin-session.server";
import { redirectWithToast } from "~/utils/toast.server";

// No GET changes data: a GET here goes back to the panel.
export async function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await getAdmin(request);
  await endAdminSession(request);
  if (admin) await logSecurityEvent({ event: "admin_logout", email: admin.email, success: true, ...requestOrigin(request, context) });
  return redirectWithToast(
    request,
    ADMIN_LOGIN_PATH,
    { title: "Você saiu do painel administrativo." },
    { status: 303, headers: { "Set-Cookie": await clearAdminCookie(request) } },
  );
}
