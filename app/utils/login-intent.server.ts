import { createCookie } from "@remix-run/node";
import { cookieSecrets } from "./cookies.server";
import { safeRedirect } from "./redirect";

type LoginIntent = { redirectTo: string; popup: boolean };

let intentCookie: ReturnType<typeof createCookie> | undefined;

// Where to return after the Google round trip, and whether it ran in a popup.
function cookie() {
  intentCookie ??= createCookie("en_login_intent", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 10,
    secrets: cookieSecrets(),
  });
  return intentCookie;
}

export async function serializeLoginIntent(intent: LoginIntent, secure: boolean) {
  return cookie().serialize(intent, { secure });
}

export async function readLoginIntent(request: Request): Promise<LoginIntent> {
  const value = (await cookie().parse(request.headers.get("Cookie"))) as Partial<LoginIntent> | null;
  return { redirectTo: safeRedirect(value?.redirectTo), popup: value?.popup === true };
}

export async function clearLoginIntent(secure: boolean) {
  return cookie().serialize("", { maxAge: 0, expires: new Date(0), secure });
}
