import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getAuthenticator } from "~/utils/auth.server";
import { signUpConversionHeader } from "~/utils/conversion.server";
import { isSecureRequest } from "~/utils/cookies.server";
import { isGoogleConfigured } from "~/utils/env.server";
import { clearLoginIntent, readLoginIntent } from "~/utils/login-intent.server";
import { signInAndRedirect } from "~/utils/sign-in.server";
import { SignUpRefusedError } from "~/models/user.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isGoogleConfigured()) return redirect("/login");
  let result;
  try {
    result = await getAuthenticator().authenticate("google", request, { context });
  } catch (thrown) {
    const cause = (thrown as { cause?: unknown } | null)?.cause;
    if (cause instanceof SignUpRefusedError || thrown instanceof SignUpRefusedError) return redirect("/login?error=signup_limited");
    if (!(thrown instanceof Response)) console.error("Google sign-in failed", thrown);
    return redirect("/login?error=login_failed");
  }
  const intent = await readLoginIntent(request);
  const destination = intent.popup ? `/auth/popup-complete?${new URLSearchParams({ redirectTo: intent.redirectTo })}` : intent.redirectTo;
  const extraHeaders = [await clearLoginIntent(isSecureRequest(request))];
  // A first sign-in is a sign-up: the next page sends the conversion when an ad tag is configured.
  const signUp = await signUpConversionHeader(request, result.isNew);
  if (signUp) extraHeaders.push(signUp);
  return signInAndRedirect(request, result, destination, extraHeaders);
}
