// @db-engines: sqlite libsql
import { sqlAll, sqlRun } from "../sql";
// Finding 1 (sign-in as anyone from their e-mail): demo sign-in never opens an account with a
// Google identity, and an e-mail alone never re-opens a demo account from another browser.
import { afterEach, describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import { resetDemoModeForTests } from "~/models/demo-mode.server";
import { upsertGoogleUser } from "~/models/user.server";
import { resetEnvForTests } from "~/utils/env.server";
import { ACCOUNT_EXISTS_MESSAGE } from "~/routes/auth.demo";
import { getToast } from "~/utils/toast.server";
import { args, changedTables, digest, outcomeOf, request, routeModule, signedInAdmin } from "./fixtures";

afterEach(() => {
  delete process.env.ALLOW_DEMO_LOGIN;
  resetEnvForTests();
  resetDemoModeForTests();
});

async function demoSignIn(fields: { name: string; email: string }, cookie?: string) {
  const demo = await routeModule("auth.demo.tsx");
  const outcome = await outcomeOf(() => demo.action!(args(request("/auth/demo", { form: fields, cookie }))));
  const cookies = Object.fromEntries(
    outcome.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair]),
  );
  return { ...outcome, cookies };
}

async function toastDescription(setCookies: Record<string, string>) {
  const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: setCookies.en_toast ?? "" } }));
  return toast?.description;
}

describe("demo sign-in cannot take over an account", () => {
  it("an e-mail with a Google identity (any case, padded) is refused and nothing changes", async () => {
    const email = `google-${crypto.randomUUID()}@example.com`;
    await upsertGoogleUser({ googleId: `sub-${crypto.randomUUID()}`, email, name: "Gina Souza" });
    for (const variant of [email, email.toUpperCase(), `  ${email} `]) {
      const before = await digest();
      const outcome = await demoSignIn({ name: "Atacante", email: variant });
      expect(outcome.status, variant).toBe(303);
      expect(outcome.location).toMatch(/^\/login\?/);
      expect(outcome.cookies.en_session, variant).toBeUndefined();
      expect(await toastDescription(outcome.cookies)).toBe(ACCOUNT_EXISTS_MESSAGE);
      expect(changedTables(before, await digest()), variant).toEqual([]);
    }
  });

  it("a demo account re-opens only in the browser that created it (its en_demo key)", async () => {
    const email = `demo-${crypto.randomUUID()}@example.com`;
    const created = await demoSignIn({ name: "Dora Lima", email });
    expect(created.status).toBe(302);
    const browserA = created.cookies.en_demo!;
    expect(browserA).toBeDefined();

    // Another browser (no key, or its own key) with the same e-mail: refused, nothing written.
    const otherBrowser = (await demoSignIn({ name: "Outra", email: `outra-${crypto.randomUUID()}@example.com` })).cookies.en_demo!;
    for (const cookie of [undefined, otherBrowser, "en_demo=forjado"]) {
      const before = await digest();
      const outcome = await demoSignIn({ name: "Atacante", email: email.toUpperCase() }, cookie);
      expect(outcome.cookies.en_session, String(cookie)).toBeUndefined();
      expect(await toastDescription(outcome.cookies)).toBe(ACCOUNT_EXISTS_MESSAGE);
      // A browser without a key is given none: nothing at all is stored for it.
      expect(changedTables(before, await digest()), String(cookie)).toEqual([]);
    }

    // The creating browser signs in again.
    const again = await demoSignIn({ name: "Dora Lima", email }, browserA);
    expect(again.status).toBe(302);
    expect(again.cookies.en_session).toBeDefined();
  });
});

describe("npm start's demo mode (ALLOW_DEMO_LOGIN=auto, decision 015)", () => {
  it("is open while no Google account exists and closed (404, no form) once one does", async () => {
    process.env.ALLOW_DEMO_LOGIN = "auto";
    resetEnvForTests();
    await sqlRun("UPDATE users SET google_id = NULL, auth_provider = 'demo'");
    resetDemoModeForTests();
    expect((await demoSignIn({ name: "Nina", email: `nina-${crypto.randomUUID()}@example.com` })).status).toBe(302);

    await upsertGoogleUser({ googleId: `sub-${crypto.randomUUID()}`, email: `g-${crypto.randomUUID()}@example.com` });
    resetDemoModeForTests(); // a restart
    expect((await demoSignIn({ name: "Nina", email: `nina-${crypto.randomUUID()}@example.com` })).status).toBe(404);
    const login = await routeModule("login.tsx");
    const page = await outcomeOf(() => login.loader!(args(request("/login"))));
    expect(page.body).toMatchObject({ demoEnabled: false, googleEnabled: false });
  });
});

describe("demo accounts for the admin", () => {
  it("are marked in the list and purged by a POST form (confirmation required); Google accounts stay", async () => {
    const admin = await signedInAdmin();
    const google = await upsertGoogleUser({ googleId: `sub-${crypto.randomUUID()}`, email: `keep-${crypto.randomUUID()}@example.com` });
    await demoSignIn({ name: "Demo Um", email: `um-${crypto.randomUUID()}@example.com` });
    const users = await routeModule("admin.usuarios.tsx");
    const list = await outcomeOf(() => users.loader!(args(request("/admin/usuarios", { cookie: admin.cookie }))));
    const rows = (list.body as { users: { email: string; demo: boolean }[] }).users;
    expect(rows.find((u) => u.email === google.user.email)?.demo).toBe(false);
    expect(rows.some((u) => u.demo)).toBe(true);

    const before = await digest();
    const unconfirmed = await outcomeOf(() =>
      users.action!(args(request("/admin/usuarios", { cookie: admin.cookie, form: { intent: "purge-demo", inactiveDays: "0" } }))),
    );
    expect(unconfirmed.status).toBe(303);
    expect(changedTables(before, await digest())).toEqual([]);

    const purged = await outcomeOf(() =>
      users.action!(
        args(request("/admin/usuarios", { cookie: admin.cookie, form: { intent: "purge-demo", inactiveDays: "0", confirm: "sim" } })),
      ),
    );
    expect(purged.status).toBe(303);
    const left = (await sqlAll("SELECT auth_provider AS p, count(*) AS n FROM users GROUP BY auth_provider")) as { p: string; n: number }[];
    expect(left.find((r) => r.p === "demo")).toBeUndefined();
    expect(left.find((r) => r.p === "google")?.n).toBeGreaterThan(0);
    const logged = await sqlAll("SELECT email FROM security_log WHERE event = 'demo_purge'");
    expect(logged).toEqual([{ email: admin.email }]);

    // Without an admin session the form does nothing.
    const anonymous = await outcomeOf(() =>
      users.action!(args(request("/admin/usuarios", { form: { intent: "purge-demo", inactiveDays: "0", confirm: "sim" } }))),
    );
    expect(anonymous.status).toBe(302);
  });
});
