const DEFAULT_REDIRECT = "/dashboard";

/**
 * Only same-origin absolute paths are allowed as a post-login destination: no scheme, no
 * protocol-relative '//host', no backslash tricks browsers normalise into '//'.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback: string = DEFAULT_REDIRECT,
): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 500) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  try {
    const parsed = new URL(to, "http://local.invalid");
    if (parsed.origin !== "http://local.invalid") return fallback;
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return fallback;
  }
}

export function loginPathFor(request: Request) {
  const url = new URL(request.url);
  const redirectTo = url.pathname + url.search;
  return `/login?${new URLSearchParams({ redirectTo })}`;
}
