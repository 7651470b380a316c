import { parseEnv } from "~/utils/env.server";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  createSecurityHeaders,
  frameOrigins,
  isCrossSiteWrite,
  limitRequestBodies,
} from "./security.js";

describe("isCrossSiteWrite", () => {
  const host = "app.example.com.br";
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite({ method: "GET", origin: "https://evil.example", host })).toBe(false);
  });
  it("accepts a POST from the same host", () => {
    expect(isCrossSiteWrite({ method: "POST", origin: `https://${host}`, host })).toBe(false);
  });
  it("refuses a POST from another site, a null origin, or a cross-site fetch without Origin", () => {
    expect(isCrossSiteWrite({ method: "POST", origin: "https://evil.example", host })).toBe(true);
    expect(isCrossSiteWrite({ method: "DELETE", origin: "null", host })).toBe(true);
    expect(isCrossSiteWrite({ method: "POST", origin: undefined, host, secFetchSite: "cross-site" })).toBe(true);
  });
  it("accepts a POST without Origin from a non-browser client", () => {
    expect(isCrossSiteWrite({ method: "POST", origin: undefined, host })).toBe(false);
  });
});

describe("frame-src", () => {
  it("collects the distinct http(s) origins of the partner and test-page addresses", () => {
    // The server reads the app's parsed environment: one schema checks and splits every variable.
    const origins = frameOrigins(
      parseEnv({
        PARTNER_EMPRESA_AI_URL: "https://app.empresa.example/entrar?x=1",
        PARTNER_EMPRESA_AI_URL_VARIANTS: "https://app.empresa.example/v2, https://alt.empresa.example/",
        TEST_PAGE_URLS: "http://127.0.0.1:3298/ok.html,,http://127.0.0.1:3298/never",
        OTHER_URL: "https://ignored.example",
      }),
    );
    expect(origins).toEqual(["https://app.empresa.example", "https://alt.empresa.example", "http://127.0.0.1:3298"]);
    // What is not an http(s) address stops the start with the schema's message, not silently.
    expect(() => parseEnv({ PARTNER_POSTA_AI_URL: "javascript:alert(1)" })).toThrow(/PARTNER_POSTA_AI_URL/);
    expect(() => parseEnv({ PARTNER_GRAFICA_URL: "not a url" })).toThrow(/PARTNER_GRAFICA_URL/);
  });

  it("allows only our own origin in frames when nothing is configured, else the given origins", () => {
    expect(contentSecurityPolicy({ frameOrigins: [] })).toContain("; frame-src 'self';");
    expect(contentSecurityPolicy({ frameOrigins: ["https://a.example"] })).toContain("; frame-src 'self' https://a.example;");
  });
});

describe("Content-Security-Policy", () => {
  it("is the documented default policy, with the nonce in script-src", () => {
    expect(contentSecurityPolicy({ nonce: "abc123==" })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123=='; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https:; font-src 'self' data:; media-src 'self' https:; connect-src 'self'; " +
        "frame-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    );
  });

  it("allows Google's tag hosts only when the ad tag is configured", () => {
    expect(contentSecurityPolicy({ nonce: "n" })).not.toContain("googletagmanager");
    const withAds = contentSecurityPolicy({ nonce: "n", adsTag: true });
    expect(withAds).toMatch(/script-src 'self' 'nonce-n' https:\/\/www\.googletagmanager\.com/);
    expect(withAds).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(withAds).not.toContain("'unsafe-eval'");
  });

  function run(req: Record<string, unknown> = {}) {
    const headers: Record<string, string> = {};
    const res = { locals: {} as Record<string, unknown>, setHeader: (name: string, value: string) => (headers[name] = value) };
    let called = false;
    createSecurityHeaders({ frameOrigins: ["https://b.example"] })({ secure: false, ...req } as never, res as never, () => (called = true));
    return { headers, locals: res.locals, called };
  }

  it("sets the headers on every response with a new nonce each time", () => {
    const first = run();
    const second = run();
    expect(first.called).toBe(true);
    expect(first.headers["Content-Security-Policy"]).toContain("frame-src 'self' https://b.example");
    expect(first.headers["Content-Security-Policy"]).toContain(`'nonce-${first.locals.cspNonce}'`);
    expect(String(first.locals.cspNonce)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.locals.cspNonce).not.toBe(second.locals.cspNonce);
    expect(first.headers["X-Frame-Options"]).toBe("DENY");
    expect(first.headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(first.headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("never repeats a nonce, also across refills of its random pool", () => {
    const nonces = new Set(Array.from({ length: 1_000 }, () => createNonce()));
    expect(nonces.size).toBe(1_000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("sends HSTS over https", () => {
    expect(run({ secure: true }).headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("limitRequestBodies", () => {
  function run(method: string, path: string, headers: Record<string, string>) {
    const sent: { status?: number; body?: string } = {};
    const res = {
      status(code: number) {
        sent.status = code;
        return res;
      },
      type: () => res,
      send(body: string) {
        sent.body = body;
        return res;
      },
    };
    let passed = false;
    const req = { method, path, get: (name: string) => headers[name.toLowerCase()] };
    limitRequestBodies(req as never, res as never, () => (passed = true));
    return { passed, ...sent };
  }

  it("lets reads and small bodies through", () => {
    expect(run("GET", "/", { "content-length": "999999999" }).passed).toBe(true);
    expect(run("POST", "/auth/demo", { "content-length": "512" }).passed).toBe(true);
    expect(run("POST", "/auth/logout", {}).passed).toBe(true);
  });

  it("refuses bodies over 1 MB (10 MB for the audio upload) and bodies without a length", () => {
    const big = run("POST", "/auth/demo", { "content-length": String(1024 * 1024 + 1) });
    expect(big.passed).toBe(false);
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body!).message).toBe("Corpo da requisição grande demais.");
    expect(run("POST", "/api/transcribe-audio", { "content-length": String(5 * 1024 * 1024) }).passed).toBe(true);
    expect(run("POST", "/api/transcribe-audio", { "content-length": String(11 * 1024 * 1024) }).status).toBe(413);
    expect(run("POST", "/auth/demo", { "transfer-encoding": "chunked" }).status).toBe(411);
    expect(run("POST", "/auth/demo", { "content-length": "12abc" }).status).toBe(413);
  });
});
