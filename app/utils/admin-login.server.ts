import { parseWithZod } from "@conform-to/zod/v4";
import { attemptAdminLogin, logInvalidLoginInput } from "~/models/admin-auth.server";
import { requestOrigin } from "~/models/security-log.server";
import { adminLoginSchema } from "~/modules/admin/login-schema";
import { commitAdminCookie, NO_STORE } from "./admin-session.server";

/**
 * The sign-in form of /admin-login, shared by the page action (no JavaScript) and the JSON
 * endpoint its enhanced form posts to (/admin-login/session). On success the admin cookie is set.
 */
export async function signInWithForm(request: Request, context: unknown) {
  const formData = await request.formData();
  const origin = requestOrigin(request, context);
  const submission = parseWithZod(formData, { schema: adminLoginSchema });
  if (submission.status !== "success") {
    await logInvalidLoginInput(formData.get("email"), origin.userAgent, origin.ip);
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Dados inválidos.";
    return { ok: false as const, status: 400, message, submission, headers: refusalHeaders() };
  }
  const outcome = await attemptAdminLogin({ ...submission.value, ...origin });
  if (!outcome.ok) {
    return {
      ok: false as const,
      status: outcome.status,
      message: outcome.message,
      submission,
      headers: refusalHeaders(outcome.retryAt, outcome.scope),
    };
  }
  return { ok: true as const, status: 200, setCookie: await commitAdminCookie(request, outcome), submission };
}

/**
 * no-store, and Retry-After (seconds) when the refusal says when to try again. X-Limit-Scope:
 * address tells the server (server/security.js) it may refuse this address's next attempts
 * itself until then; the header never leaves the server.
 */
export function refusalHeaders(retryAt?: Date, scope?: "address"): Headers {
  const headers = new Headers(NO_STORE);
  if (scope) headers.set("X-Limit-Scope", scope);
  if (retryAt) headers.set("Retry-After", String(Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000))));
  return headers;
}
