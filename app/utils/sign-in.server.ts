import { redirect } from "@remix-run/node";
import type { SignInResult } from "~/models/user.server";
import { commitSessionCookie, createUserSession } from "./session.server";
import { createToastHeader } from "./toast.server";

export const LOGIN_SUCCESS_TOAST = { title: "Login realizado com sucesso", type: "success" as const };

/** Creates the database session and redirects with the session cookie and the success toast. */
export async function signInAndRedirect(request: Request, result: SignInResult, redirectTo: string, extraHeaders: string[] = []) {
  const session = await createUserSession(result.user.id);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSessionCookie(request, session));
  headers.append("Set-Cookie", await createToastHeader(request, LOGIN_SUCCESS_TOAST));
  for (const value of extraHeaders) headers.append("Set-Cookie", value);
  return redirect(redirectTo, { headers });
}
