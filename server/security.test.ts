import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createSecurityHeaders, frameOrigins, isCrossSiteWrite } from "./security.js";

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
    const origins = frameOrigins({
      PARTNER_EMPRESA_AI_URL: "https://app.empresa.example/entrar?x=1",
      PARTNER_EMPRESA_AI_URL_VARIANTS: "https://app.empresa.example/v2, https://alt.empresa.example/",
      PARTNER_POSTA_AI_URL: "javascript:alert(1)",
      PARTNER_GRAFICA_URL: "not a url",
      TEST_PAGE_URLS: "http://127.0.0.1:3298/ok.html,,http://127.0.0.1:3298/never",
      OTHER_URL: "https://ignored.example",
    });
    expect(origins).toEqual(["https://app.empresa.example", "https://alt.empresa.example", "http://127.0.0.1:3298"]);
  });

  it("keeps the base policy and allows only our own origin when nothing is configured", () => {
    expect(contentSecurityPolicy([])).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; frame-src 'self'");
    expect(contentSecurityPolicy(["https://a.example"])).toMatch(/; frame-src 'self' https:\/\/a\.example$/);
  });

  it("sets the policy on every response", () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
    let called = false;
    createSecurityHeaders({ frameOrigins: ["https://b.example"] })({ secure: false } as never, res as never, () => (called = true));
    expect(called).toBe(true);
    expect(headers["Content-Security-Policy"]).toContain("frame-src 'self' https://b.example");
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });
});
