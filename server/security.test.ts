import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./security.js";

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
