// Plain JavaScript so server.mjs can use it without a build step; unit-tested in security.test.ts.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a state-changing request comes from another site. Browsers send Origin on every
 * cross-origin POST; when it is missing we fall back to Sec-Fetch-Site.
 * @param {{ method: string; origin?: string | null; host?: string | null; secFetchSite?: string | null }} request
 */
export function isCrossSiteWrite({ method, origin, host, secFetchSite }) {
  if (SAFE_METHODS.has(String(method).toUpperCase())) return false;
  if (origin && origin !== "null") {
    try {
      return new URL(origin).host.toLowerCase() !== String(host ?? "").toLowerCase();
    } catch {
      return true;
    }
  }
  if (origin === "null") return true;
  return secFetchSite === "cross-site";
}

export const BASE_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": "camera=(), geolocation=(), microphone=(self)",
};

/** Environment variables whose addresses may be shown in a frame (partner tools, test page). */
export const FRAME_URL_VARIABLES = [
  "PARTNER_EMPRESA_AI_URL",
  "PARTNER_EMPRESA_AI_URL_VARIANTS",
  "PARTNER_POSTA_AI_URL",
  "PARTNER_POSTA_AI_URL_VARIANTS",
  "PARTNER_GRAFICA_URL",
  "PARTNER_GRAFICA_URL_VARIANTS",
  "TEST_PAGE_URLS",
];

/**
 * The distinct http(s) origins of the configured frame addresses (comma-separated lists allowed);
 * anything that is not a valid http(s) URL is ignored (the app's env validation reports it).
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function frameOrigins(env) {
  const origins = new Set();
  for (const name of FRAME_URL_VARIABLES) {
    for (const item of String(env[name] ?? "").split(",")) {
      const value = item.trim();
      if (!value) continue;
      try {
        const url = new URL(value);
        if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin);
      } catch {
        // ignored: not a URL
      }
    }
  }
  return [...origins];
}

/**
 * The Content-Security-Policy value: the base policy plus frame-src limited to our own origin and
 * the given origins.
 * @param {string[]} origins
 */
export function contentSecurityPolicy(origins = []) {
  return `${BASE_SECURITY_HEADERS["Content-Security-Policy"]}; frame-src ${["'self'", ...origins].join(" ")}`;
}

/**
 * Security headers for every response; frame-src allows only the configured partner origins.
 * @param {{ frameOrigins?: string[] }} [options]
 * @returns {import("express").RequestHandler}
 */
export function createSecurityHeaders(options = {}) {
  const headers = { ...BASE_SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy(options.frameOrigins) };
  return (req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** Headers without any partner origin (frame-src 'self' only). */
export const securityHeaders = createSecurityHeaders();

/** @type {import("express").RequestHandler} */
export function rejectCrossSiteWrites(req, res, next) {
  const crossSite = isCrossSiteWrite({
    method: req.method,
    origin: req.get("origin"),
    host: req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host"),
    secFetchSite: req.get("sec-fetch-site"),
  });
  if (!crossSite) return next();
  res.status(403).type("application/json").send(
    JSON.stringify({ message: "Requisição recusada: origem não permitida." }),
  );
}
