const DEFAULT_REDIRECT = "/dashboard";
const OWN_ORIGIN = "http://local.invalid";

/** A path a browser resolves on this origin: one leading slash, never '//' or '/\' (protocol-relative). */
function isLocalPath(value: string) {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

/**
 * Only same-origin absolute paths are allowed as a destination: no scheme, no protocol-relative
 * '//host', no backslash tricks browsers normalise into '//'. The value returned is checked, not
 * only the value given: the URL parser turns '/.//evil.example' and '/..//evil.example' into
 * '//evil.example', which a Location header sends off-site.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 500) return fallback;
  if (!isLocalPath(to)) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const parsed = new URL(to, OWN_ORIGIN);
    if (parsed.origin !== OWN_ORIGIN) return fallback;
    const result = parsed.pathname + parsed.search + parsed.hash;
    if (!isLocalPath(result)) return fallback;
    // What a browser makes of the result must be the same place on our own origin.
    const reparsed = new URL(result, OWN_ORIGIN);
    if (reparsed.origin !== OWN_ORIGIN || reparsed.href !== parsed.href) return fallback;
    return result;
  } catch {
    return fallback;
  }
}

export function loginPathFor(request: Request) {
  const url = new URL(request.url);
  const redirectTo = url.pathname + url.search;
  return `/login?${new URLSearchParams({ redirectTo })}`;
}
