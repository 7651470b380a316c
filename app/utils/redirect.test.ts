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
