import type { ActionFunctionArgs } from "@remix-run/node";
import { attemptAdminLogin, logInvalidLoginInput } from "~/models/admin-auth.server";
import { requestOrigin } from "~/models/security-log.server";
import { adminLoginSchema } from "~/modules/admin/login-schema";
import { NO_STORE } from "~/utils/admin-session.server";
import { refusalHeaders } from "~/utils/admin-login.server";
import { readJsonBody } from "~/utils/api.server";

/** POST { email, password } → { token } (8 hours), or 401/429 { message }. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return Response.json({ message: "Método não permitido." }, { status: 405, headers: { Allow: "POST" } });
  }
  const origin = requestOrigin(request, context);
  let body: unknown;
  try {
    // The shared JSON reader of the API routes: 64 KB at most, then parse.
    body = await readJsonBody(request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 413) return thrown;
    body = null;
  }
  const parsed = adminLoginSchema.safeParse(body);
  if (!parsed.success) {
    await logInvalidLoginInput((body as { email?: unknown } | null)?.email, origin.userAgent, origin.ip);
    const message = parsed.error.issues[0]?.message ?? "Dados inválidos.";
    return Response.json({ message }, { status: 400, headers: NO_STORE });
  }
  const outcome = await attemptAdminLogin({ ...parsed.data, ...origin });
  if (!outcome.ok) {
    return Response.json({ message: outcome.message }, { status: outcome.status, headers: refusalHeaders(outcome.retryAt, outcome.scope) });
  }
  return Response.json({ token: outcome.token, expiresAt: outcome.expiresAt.toISOString() }, { headers: NO_STORE });
}

export async function loader() {
  return Response.json({ message: "Use POST com { email, password }." }, { status: 405, headers: { Allow: "POST" } });
}
