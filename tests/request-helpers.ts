import { createDemoUser } from "~/models/user.server";
import { commitSessionCookie, createUserSession } from "~/utils/session.server";

export const BASE = "http://localhost";

/** Creates a demo user with a live session and returns the Cookie header value for it. */
export async function signedInUser(email = `pessoa-${crypto.randomUUID()}@example.com`, name = "Ana Lima") {
  const user = await createDemoUser({ name, email });
  const session = await createUserSession(user.id);
  const setCookie = await commitSessionCookie(new Request(BASE), session);
  return { user, session, cookie: setCookie.split(";")[0]! };
}

export function routeArgs(request: Request, params: Record<string, string> = {}) {
  return { request, params, context: {} };
}

export function formRequest(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** All Set-Cookie values of a response, as `name=value` pairs keyed by cookie name. */
export function setCookies(response: Response) {
  const values = response.headers.getSetCookie();
  return Object.fromEntries(
    values.map((v) => {
      const pair = v.split(";")[0]!;
      const index = pair.indexOf("=");
      return [pair.slice(0, index), pair];
    }),
  );
}
