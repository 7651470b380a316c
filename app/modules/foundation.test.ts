import { describe, expect, it } from "vitest";
import { isInAppBrowser } from "./auth/in-app-browser";
import { formatLongDate } from "./dates";
import { firstNameOrDefault, profileView } from "./profile-display";

describe("formatLongDate", () => {
  it("uses the São Paulo calendar day, not UTC", () => {
    // 02:30 UTC on 1 March is still 28 February in São Paulo (UTC−3).
    expect(formatLongDate(new Date("2026-03-01T02:30:00Z"))).toBe("sábado, 28 de fevereiro de 2026");
    expect(formatLongDate(new Date("2026-11-22T12:00:00Z"))).toBe("domingo, 22 de novembro de 2026");
  });
});

describe("isInAppBrowser", () => {
  it.each([
    ["Mozilla/5.0 (iPhone) Instagram 300.0", true],
    ["Mozilla/5.0 [FBAN/FBIOS;FBAV/400.0]", true],
    ["Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile", false],
    [null, false],
  ])("%s → %s", (ua, expected) => {
    expect(isInAppBrowser(ua)).toBe(expected);
  });
});

describe("profileView", () => {
  const user = { firstName: "Ana", lastName: "Lima", email: "ana@example.com" };
  it("prefers the profile name, then first + last name, then the spec's fallback", () => {
    expect(profileView(user, null).displayName).toBe("Ana Lima");
    expect(profileView({ firstName: null, lastName: null, email: null }, null)).toMatchObject({
      displayName: "Nome não informado",
      email: "E-mail não informado",
      profileExists: false,
    });
    const profile = { name: "Ana Paula Lima", phone: "(11) 98888-7777", hasCnpj: true, hasBusinessExperience: false };
    expect(profileView(user, profile)).toMatchObject({
      displayName: "Ana Paula Lima",
      phone: "(11) 98888-7777",
      hasCnpj: true,
      profileExists: true,
    });
  });
  it("shows 'Usuario' without a first name", () => {
    expect(firstNameOrDefault(null)).toBe("Usuário");
    expect(firstNameOrDefault("  ")).toBe("Usuário");
    expect(firstNameOrDefault("Ana")).toBe("Ana");
  });
});
