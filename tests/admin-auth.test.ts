// @db-engines: sqlite libsql
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { adminSessions, adminUsers, securityLog } from "#db/schema";
import { verifyPassword } from "../server/password.js";
import { ADMIN_SESSION_MAX_AGE_MS, attemptAdminLogin, ensureAdminFromEnv, hashToken } from "~/models/admin-auth.server";
import { action as loginPageAction, loader as loginPageLoader } from "~/routes/admin-login";
import { action as loginSessionAction } from "~/routes/admin-login.session";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { action as logoutAction } from "~/routes/admin.logout";
import { loader as statsLoader } from "~/routes/api.admin.stats";
import { loader as usersLoader } from "~/routes/api.admin.users";
import { loader as profileLoader } from "~/routes/api.admin.user-profile.$id";
import { action as apiLogoutAction } from "~/routes/api.admin.logout";
import { parseEnv } from "~/utils/env.server";
import { getAdmin } from "~/utils/admin-session.server";
import { ADMIN_PASSWORD, adminToken, apiLoginResponse, createAdmin, get, responseOf } from "./admin-helpers";
import { formRequest, routeArgs, setCookies, signedInUser } from "./request-helpers";

async function pageLogin(email: string, password: string, enhanced = false) {
  return responseOf(() =>
    loginPageAction(routeArgs(formRequest("/admin-login", { email, password, ...(enhanced ? { enhanced: "1" } : {}) }))),
  );
}

describe("admin accounts", () => {
  it("creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, idempotently, and updates a changed password", async () => {
    const env = parseEnv({ ADMIN_EMAIL: "Env.Admin@Example.com", ADMIN_PASSWORD: "primeira-senha-longa" });
    expect(await ensureAdminFromEnv(env)).toBe("created");
    expect(await ensureAdminFromEnv(env)).toBe("unchanged");
    const row = (await getDb().select().from(adminUsers).where(eq(adminUsers.email, "env.admin@example.com")).get())!;
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("primeira-senha-longa", row.passwordHash)).toBe(true);

    const token = await adminToken("env.admin@example.com", "primeira-senha-longa");
    const changed = parseEnv({ ADMIN_EMAIL: "env.admin@example.com", ADMIN_PASSWORD: "segunda-senha-longa" });
    expect(await ensureAdminFromEnv(changed)).toBe("updated");
    // A new password ends the sessions opened with the old one.
    expect(await getAdmin(get("/", { Authorization: `Bearer ${token}` }))).toBeNull();
    expect(await ensureAdminFromEnv(parseEnv({}))).toBe("not-configured");
  });
});

describe("POST /api/admin/login", () => {
  it("returns a random token, stored only as its hash, valid for 8 hours", async () => {
    const { email } = await createAdmin();
    const response = await apiLoginResponse(email.toUpperCase(), ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; expiresAt: string };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await getDb().select().from(adminSessions).where(eq(adminSessions.tokenHash, body.token)).get()).toBeUndefined();
    const session = (await getDb()
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(body.token)))
      .get())!;
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(ADMIN_SESSION_MAX_AGE_MS - 10_000);
    expect(session.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(ADMIN_SESSION_MAX_AGE_MS);
  });

  it("answers 401 { message } for a wrong password or an unknown e-mail, 400 for bad input", async () => {
    const { email } = await createAdmin();
    const wrong = await apiLoginResponse(email, "senha-errada-mas-longa");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Credenciais inválidas" });
    const unknown = await apiLoginResponse(`ninguem-${crypto.randomUUID()}@example.com`, ADMIN_PASSWORD);
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { message: string }).message).toBe("Credenciais inválidas");
    const bad = await apiLoginResponse("nao-e-email", "");
    expect(bad.status).toBe(400);
  });

  it("logs every attempt with time, e-mail, result and user agent", async () => {
    const { email } = await createAdmin();
    await apiLoginResponse(email, "senha-errada-mas-longa");
    await apiLoginResponse(email, ADMIN_PASSWORD);
    const rows = await getDb().select().from(securityLog).where(eq(securityLog.email, email)).all();
    expect(rows.map((r) => [r.event, r.success, r.reason])).toEqual([
      ["admin_login", false, "invalid_credentials"],
      ["admin_login", true, null],
    ]);
    expect(rows.every((r) => r.userAgent === "vitest-agent" && r.createdAt instanceof Date)).toBe(true);
  });
});

describe("brute-force lockout", () => {
  it("refuses the sixth attempt within 15 minutes with 429, even with the right password, until the window passes", async () => {
    const { email } = await createAdmin();
    const t0 = new Date();
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const attempt = (password: string, now: Date) => attemptAdminLogin({ email, password, userAgent: "ua", ip: null, now });
    for (let i = 0; i < 5; i += 1) {
      expect(await attempt("senha-errada-mas-longa", at(i))).toMatchObject({ ok: false, status: 401 });
    }
    const locked = await attempt(ADMIN_PASSWORD, at(5));
    expect(locked).toMatchObject({ ok: false, status: 429 });
    if (!locked.ok) expect(locked.message).toMatch(/Muitas tentativas.*tente novamente em 10 minutos/);
    // Locked attempts are logged but do not extend the lock: free 15 minutes after the first failure.
    expect(await attempt(ADMIN_PASSWORD, at(14))).toMatchObject({ ok: false, status: 429 });
    expect(await attempt(ADMIN_PASSWORD, at(15.01))).toMatchObject({ ok: true });
    const logged = await getDb()
      .select()
      .from(securityLog)
      .where(and(eq(securityLog.email, email), eq(securityLog.reason, "locked")))
      .all();
    // The lock is logged when it starts; the refusals that repeat it cost no write (a flood of
    // refused attempts must not become a flood of writes).
    expect(logged.reduce((sum, row) => sum + row.count, 0)).toBe(1);
  });

  it("counts only failures after the last success, and per e-mail", async () => {
    const { email } = await createAdmin();
    const other = await createAdmin();
    const t0 = new Date();
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const attempt = (who: string, password: string, now: Date) =>
      attemptAdminLogin({ email: who, password, userAgent: null, ip: null, now });
    for (let i = 0; i < 4; i += 1) await attempt(email, "senha-errada-mas-longa", at(i * 0.1));
    expect(await attempt(email, ADMIN_PASSWORD, at(1))).toMatchObject({ ok: true });
    for (let i = 0; i < 4; i += 1) await attempt(email, "senha-errada-mas-longa", at(2 + i * 0.1));
    expect(await attempt(email, ADMIN_PASSWORD, at(3))).toMatchObject({ ok: true });
    expect(await attempt(other.email, ADMIN_PASSWORD, at(3))).toMatchObject({ ok: true });
  });

  it("the API answers 429 with a pt-BR message and Retry-After", async () => {
    const email = `alvo-${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < 5; i += 1) expect((await apiLoginResponse(email, "tentativa-qualquer")).status).toBe(401);
    const refused = await apiLoginResponse(email, "tentativa-qualquer");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Muitas tentativas de login/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
  });
});

describe("access to /api/admin/*", () => {
  const routes = [
    (request: Request) => statsLoader(routeArgs(request)),
    (request: Request) => usersLoader(routeArgs(request)),
    (request: Request) => profileLoader(routeArgs(request, { id: "desconhecido" })),
  ];

  it("answers 401 without a token or admin cookie, and with a user session", async () => {
    const { cookie } = await signedInUser();
    for (const route of routes) {
      expect((await responseOf(() => route(get("/api/admin/stats")))).status).toBe(401);
      expect((await responseOf(() => route(get("/api/admin/stats", { Cookie: cookie })))).status).toBe(401);
      expect((await responseOf(() => route(get("/api/admin/stats", { Authorization: "Bearer inventado" })))).status).toBe(401);
    }
  });

  it("accepts the bearer token", async () => {
    const { email } = await createAdmin();
    const token = await adminToken(email);
    const response = await responseOf(() => statsLoader(routeArgs(get("/api/admin/stats", { Authorization: `Bearer ${token}` }))));
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object).sort()).toEqual([
      "activeUsers",
      "businessIdeasGenerated",
      "newUsersThisMonth",
      "totalUsers",
    ]);
  });

  it("accepts the admin cookie set by /admin-login, which is httpOnly, strict and separate from the user session", async () => {
    const { email } = await createAdmin();
    const response = await pageLogin(email, ADMIN_PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin");
    const header = response.headers.getSetCookie().find((c) => c.startsWith("en_admin="))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Max-Age=28800/);
    expect(setCookies(response).en_session).toBeUndefined();
    const cookie = setCookies(response).en_admin!;
    expect((await responseOf(() => usersLoader(routeArgs(get("/api/admin/users", { Cookie: cookie }))))).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const { email } = await createAdmin();
    const token = await adminToken(email);
    const later = new Date(Date.now() + ADMIN_SESSION_MAX_AGE_MS + 1000);
    expect(await getAdmin(get("/", { Authorization: `Bearer ${token}` }), later)).toBeNull();
    expect(
      await getDb()
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.tokenHash, hashToken(token)))
        .get(),
    ).toBeUndefined();
  });

  it("POST /api/admin/logout ends the token's session", async () => {
    const { email } = await createAdmin();
    const token = await adminToken(email);
    const auth = { Authorization: `Bearer ${token}` };
    const out = await responseOf(() =>
      apiLogoutAction(routeArgs(new Request("http://localhost/api/admin/logout", { method: "POST", headers: auth }))),
    );
    expect(out.status).toBe(204);
    expect((await responseOf(() => statsLoader(routeArgs(get("/api/admin/stats", auth))))).status).toBe(401);
  });
});

describe("admin pages", () => {
  it("send visitors, users and expired admins to /admin-login", async () => {
    const { cookie } = await signedInUser();
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      const response = await responseOf(() => adminLayoutLoader(routeArgs(get("/admin", headers))));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin-login");
    }
  });

  it("the login page shows 'Credenciais inválidas' on failure; its JavaScript endpoint answers JSON and sets the cookie", async () => {
    const { email } = await createAdmin();
    const failed = (await loginPageAction(
      routeArgs(formRequest("/admin-login", { email, password: "senha-errada-mas-longa" })),
    )) as unknown as {
      data: { outcome: { type: string; message: string } };
      init: { status: number };
    };
    expect(failed.init.status).toBe(401);
    expect(failed.data.outcome).toEqual({ type: "error", message: "Credenciais inválidas" });

    // With JavaScript the form posts to /admin-login/session: JSON, and the cookie on success.
    const wrong = await responseOf(() =>
      loginSessionAction(routeArgs(formRequest("/admin-login/session", { email, password: "senha-errada-mas-longa" }))),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Credenciais inválidas" });
    const enhanced = await responseOf(() =>
      loginSessionAction(routeArgs(formRequest("/admin-login/session", { email, password: ADMIN_PASSWORD }))),
    );
    expect(enhanced.status).toBe(200);
    expect(await enhanced.json()).toEqual({ ok: true });
    const cookie = setCookies(enhanced).en_admin!;
    expect((await adminLayoutLoader(routeArgs(get("/admin", { Cookie: cookie })))).admin.email).toBe(email);
    // Signed in already: the login page goes to the panel.
    expect((await responseOf(() => loginPageLoader(routeArgs(get("/admin-login", { Cookie: cookie }))))).headers.get("Location")).toBe(
      "/admin",
    );

    const out = await responseOf(() => logoutAction(routeArgs(formRequest("/admin/logout", {}, cookie))));
    expect(out.headers.get("Location")).toBe("/admin-login");
    expect(await getAdmin(get("/", { Cookie: cookie }))).toBeNull();
  });
});
