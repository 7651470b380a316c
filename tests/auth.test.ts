// @db-engines: sqlite libsql
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { sessions, users } from "#db/schema";
import { createDemoUser, upsertGoogleUser } from "~/models/user.server";
import { action as demoAction, loader as demoLoader } from "~/routes/auth.demo";
import { action as logoutAction } from "~/routes/auth.logout";
import { loader as currentUserLoader } from "~/routes/api.auth.user";
import { loader as shellLoader } from "~/routes/_app";
import { loader as loginLoader } from "~/routes/login";
import { resetEnvForTests } from "~/utils/env.server";
import { createUserSession, getSessionId, getUser, SESSION_MAX_AGE_MS } from "~/utils/session.server";
import { BASE, formRequest, routeArgs, setCookies, signedInUser } from "./request-helpers";

afterEach(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
  resetEnvForTests();
});

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    const value = await promise;
    if (value instanceof Response) return value;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a Response");
}

describe("sessions", () => {
  it("creates a database session that lasts 30 days; the cookie holds only its id", async () => {
    const { session, cookie, user } = await signedInUser();
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_MAX_AGE_MS - 5_000);
    const row = await getDb().select().from(sessions).where(eq(sessions.id, session.id)).get();
    expect(row?.userId).toBe(user.id);
    expect(cookie).not.toContain(user.email);
    const found = await getUser(new Request(BASE, { headers: { Cookie: cookie } }));
    expect(found?.id).toBe(user.id);
  });

  it("refuses and deletes an expired session", async () => {
    const { session, cookie } = await signedInUser();
    const later = new Date(Date.now() + SESSION_MAX_AGE_MS + 1000);
    expect(await getUser(new Request(BASE, { headers: { Cookie: cookie } }), later)).toBeNull();
    expect(await getDb().select().from(sessions).where(eq(sessions.id, session.id)).get()).toBeUndefined();
  });

  it("refuses a tampered cookie", async () => {
    const { cookie } = await signedInUser();
    const tampered = cookie.slice(0, -3) + "abc";
    expect(await getUser(new Request(BASE, { headers: { Cookie: tampered } }))).toBeNull();
  });

  it("remembers a verified cookie but still checks its session in the database every time", async () => {
    const { cookie, session, user } = await signedInUser();
    const request = () => new Request(BASE, { headers: { Cookie: cookie } });
    expect(await getSessionId(request())).toBe(session.id);
    expect(await getSessionId(request())).toBe(session.id);
    expect((await getUser(request()))?.id).toBe(user.id);
    // Signed out elsewhere: the remembered signature does not bring the session back.
    await getDb().delete(sessions).where(eq(sessions.id, session.id)).run();
    expect(await getUser(request())).toBeNull();
    // A forged value is never remembered.
    const forged = `${cookie.split("=")[0]}=${encodeURIComponent(btoa(JSON.stringify(session.id)))}`;
    expect(await getSessionId(new Request(BASE, { headers: { Cookie: forged } }))).toBeNull();
    expect(await getSessionId(new Request(BASE, { headers: { Cookie: forged } }))).toBeNull();
  });

  it("updates lastActiveAt at most once an hour", async () => {
    const { user, cookie } = await signedInUser();
    const request = () => new Request(BASE, { headers: { Cookie: cookie } });
    const t0 = user.lastActiveAt.getTime();
    await getUser(request(), new Date(t0 + 30 * 60_000));
    expect((await getDb().select().from(users).where(eq(users.id, user.id)).get())!.lastActiveAt.getTime()).toBe(t0);
    const twoHoursLater = new Date(t0 + 2 * 3600_000);
    await getUser(request(), twoHoursLater);
    expect((await getDb().select().from(users).where(eq(users.id, user.id)).get())!.lastActiveAt.getTime()).toBe(twoHoursLater.getTime());
  });
});

describe("demo sign-in", () => {
  it("signs in by e-mail, creating the user once, and redirects with the session and toast", async () => {
    const email = `demo-${crypto.randomUUID()}@example.com`;
    const response = await thrownResponse(
      demoAction(routeArgs(formRequest("/auth/demo", { name: "Bruno Costa", email, redirectTo: "/jornada" }))),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jornada");
    const cookies = setCookies(response);
    expect(cookies.en_session).toBeDefined();
    expect(cookies.en_toast).toBeDefined();
    expect(response.headers.getSetCookie().find((c) => c.startsWith("en_session"))).toMatch(/HttpOnly/i);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("en_session"))).toMatch(/SameSite=Lax/i);

    expect(cookies.en_demo).toBeDefined();
    // The same browser (its en_demo key) signs in again to the same account.
    const again = await thrownResponse(demoAction(routeArgs(formRequest("/auth/demo", { name: "Bruno Costa", email }, cookies.en_demo))));
    expect(setCookies(again).en_session).toBeDefined();
    const rows = await getDb().select().from(users).where(eq(users.email, email)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Bruno", lastName: "Costa", authProvider: "demo" });
  });

  it("never redirects off-site after sign-in", async () => {
    const response = await thrownResponse(
      demoAction(routeArgs(formRequest("/auth/demo", { name: "Eva", email: "eva@example.com", redirectTo: "//evil.example" }))),
    );
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("rejects bad input with a pt-BR message and creates nothing", async () => {
    const before = (await getDb().select().from(users).all()).length;
    const response = await thrownResponse(demoAction(routeArgs(formRequest("/auth/demo", { name: "  ", email: "nao-e-email" }))));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/login/);
    expect((await getDb().select().from(users).all()).length).toBe(before);
  });

  it("answers 404 when Google is configured", async () => {
    process.env.GOOGLE_CLIENT_ID = "id";
    process.env.GOOGLE_CLIENT_SECRET = "secret";
    resetEnvForTests();
    const post = await thrownResponse(demoAction(routeArgs(formRequest("/auth/demo", { name: "Ana", email: "ana@example.com" }))));
    expect(post.status).toBe(404);
    const get = await thrownResponse(demoLoader());
    expect(get.status).toBe(404);
  });
});

describe("Google identities", () => {
  it("links an earlier demo account with the same e-mail and keeps one user", async () => {
    const email = `link-${crypto.randomUUID()}@example.com`;
    const demo = { user: await createDemoUser({ name: "Caio Prado", email }) };
    const demoSession = await createUserSession(demo.user.id);
    const google = await upsertGoogleUser({ googleId: "sub-1", email, name: "Caio Prado", picture: "https://x/y.png" });
    expect(google.isNew).toBe(false);
    expect(google.user.id).toBe(demo.user.id);
    expect(google.user.authProvider).toBe("google");
    // Whoever was signed in to the demo account is not signed in to the Google account.
    expect(await getDb().select().from(sessions).where(eq(sessions.id, demoSession.id)).get()).toBeUndefined();
    const again = await upsertGoogleUser({ googleId: "sub-1", email, name: "Caio Prado" });
    expect(again.user.id).toBe(demo.user.id);
  });

  it("reports a first sign-in as new", async () => {
    const result = await upsertGoogleUser({ googleId: `sub-${crypto.randomUUID()}`, email: `${crypto.randomUUID()}@example.com` });
    expect(result.isNew).toBe(true);
  });
});

describe("routes that need a user", () => {
  it("redirects a signed-out visitor of the shell to the login with redirectTo", async () => {
    const response = await thrownResponse(shellLoader(routeArgs(new Request(`${BASE}/grafica?x=1`))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fgrafica%3Fx%3D1");
  });

  it("GET /api/auth/user: 401 signed out, the user's fields signed in", async () => {
    const anonymous = await currentUserLoader(routeArgs(new Request(`${BASE}/api/auth/user`)));
    expect(anonymous.status).toBe(401);
    const { cookie, user } = await signedInUser(undefined, "Lia Moura");
    const response = await currentUserLoader(routeArgs(new Request(`${BASE}/api/auth/user`, { headers: { Cookie: cookie } })));
    const body = await response.json();
    expect(body).toMatchObject({
      id: user.id,
      firstName: "Lia",
      lastName: "Moura",
      name: "Lia Moura",
      email: user.email,
      subscriptionPlan: "Gratuito",
      subscriptionStatus: "free",
      platformConnections: { google: false },
    });
  });

  it("the login page sends a signed-in user on to the sanitised destination", async () => {
    const { cookie } = await signedInUser();
    const response = await thrownResponse(
      loginLoader(routeArgs(new Request(`${BASE}/login?redirectTo=https://evil.example`, { headers: { Cookie: cookie } }))),
    );
    expect(response.headers.get("Location")).toBe("/dashboard");
  });
});

describe("logout", () => {
  it("ends the session on the server: the old cookie no longer works", async () => {
    const { cookie, session } = await signedInUser();
    const response = await thrownResponse(
      logoutAction(routeArgs(new Request(`${BASE}/auth/logout`, { method: "POST", headers: { Cookie: cookie } }))),
    );
    expect(response.headers.get("Location")).toBe("/");
    expect(setCookies(response).en_toast).toBeDefined();
    expect(await getDb().select().from(sessions).where(eq(sessions.id, session.id)).get()).toBeUndefined();
    expect(await getUser(new Request(BASE, { headers: { Cookie: cookie } }))).toBeNull();
  });

  it("a session row for a deleted user disappears with it", async () => {
    const user = await createDemoUser({ name: "Temp", email: `${crypto.randomUUID()}@example.com` });
    const session = await createUserSession(user.id);
    await getDb().delete(users).where(eq(users.id, user.id)).run();
    expect(await getDb().select().from(sessions).where(eq(sessions.id, session.id)).get()).toBeUndefined();
  });
});
