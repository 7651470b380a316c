import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps same-origin paths with query and hash", () => {
    expect(safeRedirect("/meu-negocio")).toBe("/meu-negocio");
    expect(safeRedirect("/dashboard/marketing?x=1#passo")).toBe("/dashboard/marketing?x=1#passo");
  });

  it.each([
    ["https://evil.example/phish"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["dashboard"],
    ["/\u0000x"],
    [""],
    [null],
    [undefined],
  ])("falls back to /dashboard for %j", (value) => {
    expect(safeRedirect(value as string | null | undefined)).toBe("/dashboard");
  });

  it.each([
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/a/../..//evil.example"],
    ["/./\\evil.example"],
    ["/.%2F/evil.example".replace("%2F", "/")],
    ["/\t/evil.example"],
    ["/%09/evil.example".replace("%09", "\t")],
    ["/\u000b/evil.example"],
    ["/\u007f/evil.example"],
  ])("never returns a protocol-relative path for %j", (value) => {
    const result = safeRedirect(value);
    expect(result).toBe("/dashboard");
    expect(new URL(result, "https://app.example").origin).toBe("https://app.example");
  });

  it("the redirectTo of /login?redirectTo=%2F.%2F%2Fevil.example stays on our site", () => {
    const value = new URL("http://x/login?redirectTo=%2F.%2F%2Fevil.example").searchParams.get("redirectTo");
    expect(safeRedirect(value)).toBe("/dashboard");
  });

  it.each([
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    ["/\uff0f\uff0fevil.example", "/%EF%BC%8F%EF%BC%8Fevil.example"],
    ["/\u2215evil.example", "/%E2%88%95evil.example"],
    ["/caf\u00e9/../dashboard", "/dashboard"],
  ])("encoded and unicode look-alikes stay paths on our origin: %j", (value, expected) => {
    const result = safeRedirect(value);
    expect(result).toBe(expected);
    expect(new URL(result, "https://app.example").origin).toBe("https://app.example");
  });

  it("keeps encoded control characters encoded, so no header can be injected", () => {
    expect(safeRedirect("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://x.y", "/")).toBe("/");
  });
});

describe("loginPathFor", () => {
  it("sends the current path and query as redirectTo", () => {
    expect(loginPathFor(new Request("http://localhost/grafica?a=1"))).toBe("/login?redirectTo=%2Fgrafica%3Fa%3D1");
  });
});
