import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getAuthenticator } from "~/utils/auth.server";
import { isSecureRequest } from "~/utils/cookies.server";
import { isGoogleConfigured } from "~/utils/env.server";
import { serializeLoginIntent } from "~/utils/login-intent.server";
import { safeRedirect } from "~/utils/redirect";

// Starting the sign-in only sets a short-lived state cookie and redirects to Google.
export async function loader({ request }: LoaderFunctionArgs) {
  if (!isGoogleConfigured()) return redirect("/login");
  const url = new URL(request.url);
  const intent = {
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    popup: url.searchParams.get("popup") === "1",
  };
  try {
    await getAuthenticator().authenticate("google", request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      thrown.headers.append("Set-Cookie", await serializeLoginIntent(intent, isSecureRequest(request)));
      return thrown;
    }
    console.error("Google sign-in could not start", thrown);
    return redirect("/login?error=login_failed");
  }
  return redirect("/dashboard");
}
