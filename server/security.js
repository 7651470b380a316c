// Plain JavaScript so server.mjs can use it without a build step; unit-tested in security.test.ts.
import crypto from "node:crypto";

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
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": "camera=(), geolocation=(), microphone=(self)",
};

/**
 * Hosts Google's ad tag (gtag.js) loads scripts from, sends to and frames, allowed only when
 * ADS_TAG_ID is configured (see app/components/ads-tag.tsx).
 */
export const ADS_TAG_SOURCES = {
  script: [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
  ],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
  ],
  frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
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
 * The distinct origins of the configured frame addresses. `env` is the app's parsed environment
 * (app/utils/env.server.ts, exported by the build): its schema has already checked that each is an
 * http(s) URL and split the lists.
 * @param {Record<string, unknown>} env
 * @returns {string[]}
 */
export function frameOrigins(env) {
  const origins = new Set();
  for (const name of FRAME_URL_VARIABLES) {
    const value = env[name];
    for (const item of Array.isArray(value) ? value : value ? [value] : []) origins.add(new URL(String(item)).origin);
  }
  return [...origins];
}

/** A fresh random nonce (128 bits, base64) for one response's inline and bundled scripts. */
// Random bytes are drawn from the operating system 4 KB at a time (256 nonces), not per request.
const noncePool = Buffer.alloc(4096);
let noncePoolOffset = noncePool.length;

export function createNonce() {
  if (noncePoolOffset + 16 > noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + 16);
  noncePoolOffset += 16;
  return nonce;
}

/**
 * The Content-Security-Policy value. Scripts: our own files and inline scripts carrying this
 * response's nonce (Remix's hydration data, ScrollRestoration, the ad tag bootstrap); no
 * 'strict-dynamic', because Remix loads route modules from 'self' with import(), which a
 * host-less policy would need to trust through the nonce chain. Styles: 'unsafe-inline' (React
 * style attributes and the landing carousel's <noscript> style; CSS cannot run script). Images:
 * any https (Google avatars). Frames: only our origin and the configured partner origins.
 * @param {{ nonce?: string; frameOrigins?: string[]; adsTag?: boolean }} [options]
 */
export function contentSecurityPolicy({ nonce, frameOrigins = [], adsTag = false } = {}) {
  const ads = adsTag ? ADS_TAG_SOURCES : { script: [], connect: [], frame: [] };
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...ads.script],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "https:"],
    ["font-src", "'self'", "data:"],
    ["media-src", "'self'", "https:"],
    ["connect-src", "'self'", ...ads.connect],
    ["frame-src", "'self'", ...frameOrigins, ...ads.frame],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ["form-action", "'self'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * Security headers for every response, with a new nonce per request in `res.locals.cspNonce`
 * (server.mjs hands it to Remix as `context.cspNonce`). HSTS only over https.
 * @param {{ frameOrigins?: string[]; adsTag?: boolean }} [options]
 * @returns {import("express").RequestHandler}
 */
export function createSecurityHeaders(options = {}) {
  // The policy is the same for every response but for the nonce: built once, around a marker.
  const marker = "NONCE_MARKER";
  const [beforeNonce, afterNonce] = contentSecurityPolicy({ ...options, nonce: marker }).split(marker);
  const baseHeaders = Object.entries(BASE_SECURITY_HEADERS);
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", beforeNonce + nonce + afterNonce);
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
  res
    .status(403)
    .type("application/json")
    .send(JSON.stringify({ message: "Requisição recusada: origem não permitida." }));
}

/** The largest request body accepted (forms and JSON; the JSON APIs have their own 64 KB limit). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Paths allowed a larger body: the audio upload (10 MB plus the multipart envelope), and the
 * spreadsheet upload (its file limit is 1 MB, checked by the route so that a photo or a big file
 * chosen by mistake gets the page's pt-BR message, not this layer's bare refusal; `.data` is the
 * same form posted with JavaScript).
 */
export const LARGE_BODY_LIMITS = {
  "/api/transcribe-audio": 10 * 1024 * 1024 + 64 * 1024,
  "/gestao/importar": 10 * 1024 * 1024 + 64 * 1024,
  "/gestao/importar.data": 10 * 1024 * 1024 + 64 * 1024,
  // A product photo (5 MB plus the envelope; PHOTO_BODY_LIMIT_BYTES in app/utils/product-photo.server.ts).
  "/gestao/produtos/foto": 5 * 1024 * 1024 + 64 * 1024,
  // The nota fiscal's PDF (2 MB plus the envelope; NFSE_PDF_BODY_LIMIT_BYTES in app/utils/nfse-pdf.server.ts).
  "/gestao/nota-fiscal/pdf": 2 * 1024 * 1024 + 64 * 1024,
};

function refuse(res, status, message) {
  res.status(status).type("application/json").send(JSON.stringify({ message }));
}

/**
 * Refuses oversized bodies before Remix buffers them (request.formData() has no limit of its
 * own): 413 over the limit by Content-Length, 411 for a body sent without a length (chunked),
 * which browsers never do for forms or fetch.
 * @type {import("express").RequestHandler}
 */
export function limitRequestBodies(req, res, next) {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return next();
  const length = req.get("content-length");
  if (length === undefined) {
    if (req.get("transfer-encoding")) return refuse(res, 411, "Envie o cabeçalho Content-Length com o corpo da requisição.");
    return next();
  }
  const limit = LARGE_BODY_LIMITS[req.path] ?? BODY_LIMIT_BYTES;
  if (!/^\d+$/.test(length) || Number(length) > limit) return refuse(res, 413, "Corpo da requisição grande demais.");
  next();
}

// The cookies that make a response depend on who asks: the user session and the admin session.
const SESSION_COOKIE = /(?:^|;\s*)(?:en_session|en_admin)=/;

/**
 * Responses of the app (pages, `.data` requests, APIs) may differ per person. Every one of them
 * says `Vary: Cookie`; and any response to a request carrying a session (cookie or bearer token),
 * or that sets a cookie, is `Cache-Control: private, no-store` unless the route already chose a
 * private policy — so a shared cache (CDN, proxy) never serves one person's page to another.
 * Responses without a session keep the caching their route chose. Mounted after the static files.
 * @type {import("express").RequestHandler}
 */
export function privateWhenPersonal(req, res, next) {
  const personal = SESSION_COOKIE.test(req.get("cookie") ?? "") || Boolean(req.get("authorization"));
  const writeHead = res.writeHead;
  // Express and Node both end up here (an implicit header write calls writeHead too).
  res.writeHead = function writeHeadWithCachePolicy(...args) {
    if (!res.headersSent) {
      const vary = String(res.getHeader("Vary") ?? "");
      if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Cookie` : "Cookie");
      const current = String(res.getHeader("Cache-Control") ?? "");
      if ((personal || res.getHeader("Set-Cookie") !== undefined) && !/\b(private|no-store)\b/i.test(current)) {
        res.setHeader("Cache-Control", "private, no-store");
      }
    }
    return writeHead.apply(this, args);
  };
  next();
}

/** The methods the app takes at all (each route may take fewer: its own 405 says which). */
export const APP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const APP_METHODS_SET = new Set(APP_METHODS);
const ALLOW = APP_METHODS.join(", ");

/**
 * TRACE, CONNECT and other methods the app never takes answer 405 with Allow (Remix answered 500
 * and logged a stack trace). OPTIONS answers 204 with Allow and runs no loader: there is no
 * cross-origin access to negotiate (the app sends no CORS headers).
 * @type {import("express").RequestHandler}
 */
export function answerMethodsItDoesNotTake(req, res, next) {
  const method = req.method.toUpperCase();
  if (method === "OPTIONS") {
    res.setHeader("Allow", ALLOW);
    res.setHeader("Cache-Control", "no-store");
    res.status(204).end();
    return;
  }
  if (APP_METHODS_SET.has(method)) return next();
  res.setHeader("Allow", ALLOW);
  refuse(res, 405, "Método não permitido.");
}

/** The admin sign-in endpoints: the page form, its JavaScript endpoint and the JSON API. */
export const ADMIN_LOGIN_PATHS = ["/admin-login", "/admin-login/session", "/api/admin/login"];
/** Same text as TOO_MANY_ATTEMPTS in app/models/admin-auth.server.ts (a test keeps them equal). */
export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Muitas tentativas de login a partir deste endereço. Por segurança, aguarde alguns minutos e tente novamente.";

/**
 * Once the app has refused an address's admin sign-ins for the address as a whole (its limit,
 * decided in the database, answered with `X-Limit-Scope: address` and Retry-After), this process
 * answers that address's next attempts itself until then: a 429 without reading the body, without
 * the app and without a database write, so a flood costs the server almost nothing. The header
 * is removed before the answer leaves.
 * @returns {import("express").RequestHandler}
 */
export function refuseLimitedAddresses({ paths = ADMIN_LOGIN_PATHS, maxRemembered = 10_000 } = {}) {
  const watched = new Set(paths);
  /** @type {Map<string, number>} address → refused until (ms) */
  const refusedUntil = new Map();
  return (req, res, next) => {
    if (req.method !== "POST" || !watched.has(req.path)) return next();
    const address = req.ip ?? "";
    const until = refusedUntil.get(address);
    const now = Date.now();
    if (until !== undefined && until > now) {
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil((until - now) / 1000))));
      res.setHeader("Cache-Control", "no-store");
      res.status(429);
      if (req.path === "/admin-login") {
        // The form without JavaScript: a page that says what happened and leads back.
        res
          .type("html")
          .send(
            `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Muitas tentativas</title></head><body><main><h1>Muitas tentativas</h1><p role="alert">${TOO_MANY_ATTEMPTS_MESSAGE}</p><p><a href="/admin-login">Voltar ao login</a></p></main></body></html>`,
          );
      } else {
        res.type("application/json").send(JSON.stringify({ message: TOO_MANY_ATTEMPTS_MESSAGE }));
      }
      return;
    }
    if (until !== undefined) refusedUntil.delete(address);
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadRememberingRefusals(...args) {
      if (!res.headersSent && res.getHeader("X-Limit-Scope") !== undefined) {
        const seconds = Number(res.getHeader("Retry-After"));
        if (res.statusCode === 429 && seconds > 0) {
          if (refusedUntil.size >= maxRemembered) refusedUntil.clear();
          refusedUntil.set(address, Date.now() + seconds * 1000);
        }
        res.removeHeader("X-Limit-Scope");
      }
      return writeHead.apply(this, args);
    };
    next();
  };
}
