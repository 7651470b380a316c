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

/** @type {import("express").RequestHandler} */
export function securityHeaders(req, res, next) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}

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
