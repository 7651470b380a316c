import { createCookie } from "@remix-run/node";
import { newDemoBrowserKey } from "~/models/user.server";
import { cookieSecrets, isSecureRequest } from "./cookies.server";

// Chrome keeps a cookie at most 400 days; a year is what a person trying the demo needs.
const DEMO_KEY_MAX_AGE_S = 365 * 24 * 60 * 60;

let demoKeyCookie: ReturnType<typeof createCookie> | undefined;

/**
 * en_demo: the random key that binds demo accounts to the browser that created them (signed, so a
 * tampered value is simply ignored). It outlives the session: signing out and in again with the
 * same e-mail in the same browser works; the same e-mail in another browser does not.
 */
function cookie() {
  demoKeyCookie ??= createCookie("en_demo", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: DEMO_KEY_MAX_AGE_S,
    secrets: cookieSecrets(),
  });
  return demoKeyCookie;
}

/** This browser's demo key, and the Set-Cookie header to send when it was just created. */
export async function demoBrowserKey(request: Request): Promise<{ key: string; setCookie: string | null }> {
  const value = await cookie().parse(request.headers.get("Cookie"));
  if (typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value)) return { key: value, setCookie: null };
  const key = newDemoBrowserKey();
  return { key, setCookie: await cookie().serialize(key, { secure: isSecureRequest(request) }) };
}
