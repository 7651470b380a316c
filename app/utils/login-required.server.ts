import { loginPathFor } from "./redirect";

/** Signed-out visits to these paths first see the 'Login Necessário' notice (spec 2, learning centre). */
const ANNOUNCED_PATHS = new Set(["/centro-aprendizado"]);

export const LOGIN_REQUIRED_PATH = "/login-necessario";

/** Where a signed-out visitor of a shell route goes: the notice page, or straight to the login. */
export function signedOutRedirect(request: Request) {
  const url = new URL(request.url);
  if (!ANNOUNCED_PATHS.has(url.pathname)) return loginPathFor(request);
  return `${LOGIN_REQUIRED_PATH}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`;
}
