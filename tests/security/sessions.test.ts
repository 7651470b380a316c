// @db-engines: sqlite libsql
import { sqlGet, sqlRun } from "../sql";
// Sessions: expired ones are refused (and removed); signing out ends the session on the server, so
// the old cookie (or bearer token) no longer works.
import { describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import { args, outcomeOf, request, routeModule, signedInAdmin, signedInUser } from "./fixtures";

const whoAmI = async (cookie: string) => (await routeModule("api.auth.user.ts")).loader!(args(request("/api/auth/user", { cookie })));

describe("user sessions", () => {
  it("an expired session is refused by pages and APIs, and deleted", async () => {
    const { cookie, session } = await signedInUser();
    expect((await outcomeOf(() => whoAmI(cookie))).status).toBe(200);
    await sqlRun("UPDATE sessions SET expires_at = ? WHERE id = ?", Date.now() - 1000, session.id);
    expect((await outcomeOf(() => whoAmI(cookie))).status).toBe(401);
    expect(await sqlGet("SELECT id FROM sessions WHERE id = ?", session.id)).toBeUndefined();
    const dashboard = await routeModule("_app.dashboard.tsx");
    const page = await outcomeOf(() => dashboard.loader!(args(request("/dashboard", { cookie }))));
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("a forged or tampered cookie is refused", async () => {
    const { cookie } = await signedInUser();
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await outcomeOf(() => whoAmI(tampered))).status).toBe(401);
    expect((await outcomeOf(() => whoAmI("en_session=qualquer-coisa"))).status).toBe(401);
  });

  it("signing out deletes the session: the old cookie no longer works", async () => {
    const { cookie, session } = await signedInUser();
    const logout = await routeModule("auth.logout.tsx");
    const out = await outcomeOf(() => logout.action!(args(request("/auth/logout", { cookie, form: {} }))));
    expect(out.status).toBe(302);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("en_session=;"))).toBe(true);
    expect(await sqlGet("SELECT id FROM sessions WHERE id = ?", session.id)).toBeUndefined();
    expect((await outcomeOf(() => whoAmI(cookie))).status).toBe(401);
  });

  it("a GET to the sign-out address ends nothing", async () => {
    const { cookie } = await signedInUser();
    const logout = await routeModule("auth.logout.tsx");
    await outcomeOf(() => logout.loader!(args(request("/auth/logout", { cookie }))));
    expect((await outcomeOf(() => whoAmI(cookie))).status).toBe(200);
  });
});

describe("admin sessions", () => {
  const stats = async (headers: Record<string, string>) =>
    (await routeModule("api.admin.stats.ts")).loader!(args(request("/api/admin/stats", { headers })));

  it("an expired admin session is refused (401) and deleted", async () => {
    const admin = await signedInAdmin();
    expect((await outcomeOf(() => stats({ Authorization: `Bearer ${admin.token}` }))).status).toBe(200);
    await sqlRun("UPDATE admin_sessions SET expires_at = ?", Date.now() - 1000);
    expect((await outcomeOf(() => stats({ Authorization: `Bearer ${admin.token}` }))).status).toBe(401);
    expect((await outcomeOf(() => stats({ Cookie: admin.cookie }))).status).toBe(401);
    const panel = await routeModule("admin.tsx");
    expect((await outcomeOf(() => panel.loader!(args(request("/admin", { cookie: admin.cookie }))))).location).toBe("/admin-login");
  });

  it("POST /api/admin/logout ends the token's session", async () => {
    const admin = await signedInAdmin();
    const logout = await routeModule("api.admin.logout.ts");
    const out = await outcomeOf(() =>
      logout.action!(args(request("/api/admin/logout", { method: "POST", headers: { Authorization: `Bearer ${admin.token}` } }))),
    );
    expect(out.status).toBe(204);
    expect((await outcomeOf(() => stats({ Authorization: `Bearer ${admin.token}` }))).status).toBe(401);
    expect((await outcomeOf(() => stats({ Cookie: admin.cookie }))).status).toBe(401);
  });

  it("the panel's sign-out ends the cookie's session", async () => {
    const admin = await signedInAdmin();
    const logout = await routeModule("admin.logout.tsx");
    const out = await outcomeOf(() => logout.action!(args(request("/admin/logout", { cookie: admin.cookie, form: {} }))));
    expect(out.location).toBe("/admin-login");
    expect((await outcomeOf(() => stats({ Cookie: admin.cookie }))).status).toBe(401);
  });
});
