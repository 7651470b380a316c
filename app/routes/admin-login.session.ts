import type { ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/utils/admin-session.server";
import { signInWithForm } from "~/utils/admin-login.server";

/**
 * Where the /admin-login form posts with JavaScript on: JSON { ok } or { message } with the status
 * (401, 429, 503, 400; Retry-After on 429 and 503), and the httpOnly admin cookie on success. A plain fetch lets the page tell a
 * request that never reached the server ('Erro de conexão') from a refused one.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await signInWithForm(request, context);
  if (!result.ok) return Response.json({ message: result.message }, { status: result.status, headers: result.headers });
  return Response.json({ ok: true }, { headers: { ...NO_STORE, "Set-Cookie": result.setCookie } });
}

export async function loader() {
  return new Response(null, { status: 303, headers: { Location: "/admin-login" } });
}
