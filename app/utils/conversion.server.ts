import { createCookie } from "@remix-run/node";
import { pendingEventsFromNames, type ConversionEvent } from "~/modules/conversion-events";
import { cookieSecrets, isSecureRequest } from "./cookies.server";
import { getEnv } from "./env.server";

/**
 * A conversion that happened on the server (a first Google sign-in) is sent from the next page
 * the browser renders: a short-lived signed flash cookie carries its name there. Only set when an
 * advertising tag is configured.
 */
let conversionCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  conversionCookie ??= createCookie("en_conv", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 600,
    secrets: cookieSecrets(),
  });
  return conversionCookie;
}

/** The Set-Cookie value announcing a sign-up, or null when no tag is configured. */
export async function signUpConversionHeader(request: Request, isNew: boolean): Promise<string | null> {
  if (!isNew || !getEnv().ADS_TAG_ID) return null;
  return cookie().serialize(["sign_up"], { secure: isSecureRequest(request) });
}

/** Reads and clears pending conversions. The popup's last page leaves them for its opener. */
export async function takePendingConversions(request: Request): Promise<{ events: ConversionEvent[]; header: string | null }> {
  if (new URL(request.url).pathname.startsWith("/auth/popup-complete")) return { events: [], header: null };
  const raw = await cookie().parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { events: [], header: null };
  const header = await cookie().serialize("", { maxAge: 0, expires: new Date(0), secure: isSecureRequest(request) });
  return { events: getEnv().ADS_TAG_ID ? pendingEventsFromNames(raw) : [], header };
}
