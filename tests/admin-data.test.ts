// @db-engines: sqlite libsql
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { aiUsageEvents, journeyProgress, partnerVisits, savedBusinesses, securityLog, userProfiles, users } from "#db/schema";
import { getAdminStats, getAnalytics, getJourneyStats } from "~/models/admin-stats.server";
import { createClient } from "~/models/business-clients.server";
import { recordAiUsage } from "~/models/ai-usage.server";
import { createDemoUser } from "~/models/user.server";
import { loader as empresaLoader } from "~/routes/_app.empresa-ai";
import { loader as graficaLoader } from "~/routes/_app.grafica";
import { loader as usersPageLoader } from "~/routes/admin.usuarios";
import { loader as userPageLoader } from "~/routes/admin.usuarios.$id";
import { action as backupAction, loader as backupLoader } from "~/routes/admin.sistema.backup";
import { loader as systemLoader } from "~/routes/admin.sistema";
import { loader as logsLoader } from "~/routes/admin.sistema.logs";
import { loader as usersApi } from "~/routes/api.admin.users";
import { loader as profileApi } from "~/routes/api.admin.user-profile.$id";
import { adminToken, createAdmin, get, responseOf } from "./admin-helpers";
import { BASE, formRequest, routeArgs, signedInUser } from "./request-helpers";

const day = 24 * 3600_000;

async function insertUser(id: string, createdAt: Date, lastActiveAt: Date, extra: Partial<typeof users.$inferInsert> = {}) {
  await getDb()
    .insert(users)
    .values({ id, email: `${id}@example.com`, authProvider: "demo", createdAt, lastActiveAt, ...extra })
    .run();
}

async function adminHeaders() {
  const { email } = await createAdmin();
  return { Authorization: `Bearer ${await adminToken(email)}` };
}

describe("admin stats on a seeded database", () => {
  it("counts total, active (30 days), new this month in São Paulo, and ideas generated", async () => {
    const db = getDb();
    await db.delete(users).run();
    await db.delete(aiUsageEvents).run();
    // 01/04/2031 01:00 UTC is still 31/03 22:00 in São Paulo: the month is March.
    const now = new Date("2031-04-01T01:00:00Z");
    await insertUser("marco-inicio", new Date("2031-03-01T03:00:00Z"), now); // 01/03 00:00 SP → this month
    await insertUser("fevereiro-fim", new Date("2031-03-01T02:59:59Z"), new Date(now.getTime() - 29 * day)); // 28/02 23:59:59 SP
    await insertUser("marco-fim", new Date("2031-04-01T00:30:00Z"), now); // 31/03 21:30 SP → this month, April in UTC
    await insertUser("janeiro", new Date("2031-02-01T02:00:00Z"), new Date(now.getTime() - 31 * day)); // 31/01 23:00 SP
    await insertUser("fevereiro-meio", new Date("2031-02-15T12:00:00Z"), new Date(now.getTime() - 30 * day - 1));
    for (const kind of ["suggestions", "suggestions", "analysis", "chat", "chat", "transcription"] as const) {
      await recordAiUsage(kind === "chat" ? null : "marco-inicio", kind, "offline");
    }

    expect(await getAdminStats(now)).toEqual({
      totalUsers: 5,
      activeUsers: 3,
      newUsersThisMonth: 2,
      businessIdeasGenerated: 3,
    });
    const analytics = await getAnalytics(now);
    expect(analytics.newUsers).toEqual({ thisMonth: 2, lastMonth: 2, growthPercent: 0 });
    expect(analytics.aiUsage.find((a) => a.kind === "chat")?.count).toBe(2);
    // Three hours later it is April in São Paulo too.
    const april = await getAdminStats(new Date("2031-04-01T03:00:00Z"));
    expect(april.newUsersThisMonth).toBe(0);
    expect((await getAnalytics(new Date("2031-04-01T03:00:00Z"))).newUsers).toEqual({ thisMonth: 0, lastMonth: 2, growthPercent: -100 });
  });
});

describe("journey and partner analytics", () => {
  it("records partner visits from the partner pages and reports the share of users per tool", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    await empresaLoader(routeArgs(get("/empresa-ai", { Cookie: a.cookie })));
    await empresaLoader(routeArgs(get("/empresa-ai", { Cookie: a.cookie })));
    await graficaLoader(routeArgs(get("/grafica", { Cookie: b.cookie })));
    const signedOut = await responseOf(() => empresaLoader(routeArgs(get("/empresa-ai"))));
    expect(signedOut.status).toBe(302);
    const visits = await getDb().select().from(partnerVisits).where(eq(partnerVisits.userId, a.user.id)).all();
    expect(visits.map((v) => v.platform)).toEqual(["empresa-ai", "empresa-ai"]);
    const { partners, totalUsers } = await getAnalytics();
    const empresa = partners.find((p) => p.platform === "empresa-ai")!;
    expect(empresa).toMatchObject({ users: 1, visits: 2, percent: Math.round((1 / totalUsers) * 100) });
    expect(partners.find((p) => p.platform === "posta-ai")).toMatchObject({ users: 0, visits: 0, percent: 0 });
  });

  it("gestão: how many people use each tool, as counts only (no one's clients)", async () => {
    const before = (await getAnalytics()).gestao;
    const a = await signedInUser();
    const b = await signedInUser();
    await createClient(a.user.id, { name: "Cliente Secreto", phone: null, email: null, notes: null, tags: [] });
    await createClient(a.user.id, { name: "Outro", phone: null, email: null, notes: null, tags: [] });
    await createClient(b.user.id, { name: "Do B", phone: null, email: null, notes: null, tags: [] });
    const { gestao, totalUsers } = await getAnalytics();
    const clients = gestao.find((g) => g.tool === "clientes")!;
    const clientsBefore = before.find((g) => g.tool === "clientes")!.users;
    expect(clients).toEqual({ tool: "clientes", users: clientsBefore + 2, percent: Math.round(((clientsBefore + 2) / totalUsers) * 100) });
    expect(JSON.stringify(gestao)).not.toContain("Cliente Secreto");
    expect(gestao.map((g) => g.tool)).toEqual(["pedidos", "clientes", "produtos", "fornecedores", "caixa"]);
  });

  it("counts users per current phase and completions per step", async () => {
    const before = await getJourneyStats();
    const { user } = await signedInUser();
    for (const step of ["business_idea", "profile_completed", "business_plan", "add_clients"]) {
      await getDb().insert(journeyProgress).values({ userId: user.id, step, completed: true }).run();
    }
    await getDb().insert(journeyProgress).values({ userId: user.id, step: "first_posts", completed: false }).run();
    const after = await getJourneyStats();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.phases.estruturacao).toBe(before.phases.estruturacao + 1);
    const count = (stats: typeof after, id: string) => stats.steps.find((s) => s.step === id)!.count;
    expect(count(after, "add_clients")).toBe(count(before, "add_clients") + 1);
    expect(count(after, "first_posts")).toBe(count(before, "first_posts"));
    expect(after.steps).toHaveLength(21);
  });
});

describe("users search and profile", () => {
  it("searches first name, last name and e-mail case-insensitively (API and page, no JavaScript needed)", async () => {
    const headers = await adminHeaders();
    const tag = crypto.randomUUID().slice(0, 8);
    await createDemoUser({ name: `João Ávila${tag}`, email: `joao-${tag}@example.com` });
    await createDemoUser({ name: "Maria Souza", email: `MARIA.${tag}@Example.com` });
    const search = async (q: string) => {
      const response = await responseOf(() => usersApi(routeArgs(get(`/api/admin/users?q=${encodeURIComponent(q)}`, headers))));
      return ((await response.json()) as { email: string }[]).map((u) => u.email);
    };
    expect(await search(`ÁVILA${tag}`)).toEqual([`joao-${tag}@example.com`]);
    expect(await search(`avila${tag.toUpperCase()}`)).toEqual([`joao-${tag}@example.com`]);
    expect(await search(`maria.${tag}`)).toEqual([`maria.${tag}@example.com`]);
    expect(await search(`ninguem-${tag}`)).toEqual([]);
    const all = await responseOf(() => usersApi(routeArgs(get("/api/admin/users", headers))));
    expect(((await all.json()) as unknown[]).length).toBeGreaterThanOrEqual(2);

    const page = await usersPageLoader(routeArgs(get(`/admin/usuarios?q=JOAO-${tag}`, headers)));
    expect(page.users.map((u) => u.name)).toEqual([`João Ávila${tag}`]);
  });

  it("returns the admin profile view, and 404 for an unknown id", async () => {
    const headers = await adminHeaders();
    const { user } = await signedInUser();
    await getDb()
      .insert(userProfiles)
      .values({
        userId: user.id,
        name: "Ana Lima",
        phone: "(11) 99999-9999",
        hasCnpj: true,
        wantsPartnerInfo: false,
        profileCompleted: true,
      })
      .run();
    await getDb()
      .insert(savedBusinesses)
      .values({ id: crypto.randomUUID(), userId: user.id, businessName: "Bolos", analysisContent: "A" })
      .run();
    await getDb().insert(journeyProgress).values({ userId: user.id, step: "business_idea", completed: true }).run();

    const response = await responseOf(() => profileApi(routeArgs(get(`/api/admin/user-profile/${user.id}`, headers), { id: user.id })));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Ana Lima",
      email: user.email,
      phone: "(11) 99999-9999",
      hasCNPJ: true,
      hasBusinessExperience: false,
      wantsEntrepreneurshipInfo: true,
      wantsPartnerInfo: false,
      subscriptionPlan: "Gratuito",
      strategiesCount: 1,
      journey: { completed: 1, total: 21, percent: 5 },
    });
    const missing = await responseOf(() => profileApi(routeArgs(get("/api/admin/user-profile/x", headers), { id: "x" })));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Usuário não encontrado." });
    const page = await responseOf(() => userPageLoader(routeArgs(get("/admin/usuarios/x", headers), { id: "x" })));
    expect(page.status).toBe(404);
  });
});

describe("system tab", () => {
  const onLibsqlServer = process.env.TEST_DB_ENGINE === "libsql";

  it.skipIf(onLibsqlServer)("downloads a consistent SQLite backup holding the users, logs it and shows its time", async () => {
    const { email } = await createAdmin();
    const token = await adminToken(email);
    await signedInUser();
    const liveUsers = (await getDb().select().from(users).all()).length;
    expect((await responseOf(() => backupLoader())).headers.get("Location")).toBe("/admin/sistema");

    const request = new Request(`${BASE}/admin/sistema/backup`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "User-Agent": "vitest-agent" },
    });
    const response = await responseOf(() => backupAction(routeArgs(request)));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="empreenda-ai-backup-.*\.sqlite"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 16).toString("latin1")).toBe("SQLite format 3\0");
    const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
    try {
      const file = path.join(copyDir, "copy.sqlite");
      fs.writeFileSync(file, bytes);
      const copy = new Database(file, { readonly: true });
      try {
        expect((copy.prepare("SELECT count(*) AS n FROM users").get() as { n: number }).n).toBe(liveUsers);
        expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
      } finally {
        copy.close();
      }
    } finally {
      fs.rmSync(copyDir, { recursive: true, force: true });
    }

    const logged = await getDb().select().from(securityLog).where(eq(securityLog.event, "backup")).all();
    expect(logged.at(-1)).toMatchObject({ email, success: true, userAgent: "vitest-agent" });
    const system = await systemLoader(routeArgs(get("/admin/sistema", { Authorization: `Bearer ${token}` })));
    expect(system.database).toMatchObject({
      engine: "embedded",
      journalMode: "WAL",
      lastBackup: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}/),
    });
    expect(system.tables.find((t) => t.table === "users")?.rows).toBe(liveUsers);
    const logs = await logsLoader(routeArgs(get("/admin/sistema/logs", { Authorization: `Bearer ${token}` })));
    expect(logs.entries[0]).toMatchObject({ event: "Backup manual", email, success: true });
  });

  it.runIf(onLibsqlServer)(
    "on a libSQL server: shows the server's host without credentials, and the backup sends back with sqld's way",
    async () => {
      const { email } = await createAdmin();
      const token = await adminToken(email);
      await signedInUser();
      const liveUsers = (await getDb().select().from(users).all()).length;
      const system = await systemLoader(routeArgs(get("/admin/sistema", { Authorization: `Bearer ${token}` })));
      expect(system.database).toEqual({ engine: "libsql", host: new URL(process.env.DATABASE_URL!).host, tls: false });
      expect(system.tables.find((t) => t.table === "users")?.rows).toBe(liveUsers);

      const request = new Request(`${BASE}/admin/sistema/backup`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "User-Agent": "vitest-agent" },
      });
      const response = await responseOf(() => backupAction(routeArgs(request)));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/sistema");
      expect(response.headers.get("Set-Cookie")).toMatch(/^en_toast=/);
      // Nothing was made, so nothing is logged as a backup.
      expect(await getDb().select().from(securityLog).where(eq(securityLog.event, "backup")).all()).toEqual([]);
    },
  );

  it("refuses the backup without an admin session, even to a signed-in user", async () => {
    const { cookie } = await signedInUser();
    const response = await responseOf(() => backupAction(routeArgs(formRequest("/admin/sistema/backup", {}, cookie))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin-login");
  });
});
