// @db-engines: sqlite libsql
// Finding 4 (open redirect): what safeRedirect returns is checked, on the sign-in pages and on the
// popup page that navigates its opener.
import { describe, expect, it } from "vitest";
import { args, outcomeOf, request, routeModule, signedInUser } from "./fixtures";

const ATTACKS = ["/.//evil.example", "/..//evil.example", "/./\\evil.example", "/a/../..//evil.example"];

const offSite = (location: string | null) => location === null || new URL(location, "https://app.example").origin !== "https://app.example";

describe("open redirect", () => {
  it("/login?redirectTo=… signed in never answers a Location off our origin", async () => {
    const { cookie } = await signedInUser();
    const login = await routeModule("login.tsx");
    for (const attack of ATTACKS) {
      const outcome = await outcomeOf(() =>
        login.loader!(args(request(`/login?${new URLSearchParams({ redirectTo: attack })}`, { cookie }))),
      );
      expect(outcome.status, attack).toBe(302);
      expect(offSite(outcome.location), `${attack} → ${outcome.location}`).toBe(false);
      expect(outcome.location).toBe("/dashboard");
    }
  });

  it("/auth/popup-complete hands its opener only a path on our origin (no session needed)", async () => {
    const popup = await routeModule("auth.popup-complete.tsx");
    for (const attack of [...ATTACKS, "%2F.%2F%2Fevil.example"]) {
      const outcome = await outcomeOf(() =>
        popup.loader!(args(request(`/auth/popup-complete?redirectTo=${attack.startsWith("%") ? attack : encodeURIComponent(attack)}`))),
      );
      const { redirectTo } = outcome.body as { redirectTo: string };
      expect(redirectTo, attack).toBe("/dashboard");
    }
  });
});
