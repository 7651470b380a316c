// @db-engines: sqlite libsql
import { sqlGet } from "../sql";
// Finding 6 (security log flooded): repeated failures fold into one row with a count, so a flood
// of bad admin sign-ins cannot push real events out; the admin view pages through everything and
// filters by kind.
import { describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import { logSecurityEvent } from "~/models/security-log.server";
import { action as apiLogin } from "~/routes/api.admin.login";
import { args, outcomeOf, request, routeModule, signedInAdmin } from "./fixtures";

const rowCount = async () => ((await sqlGet("SELECT count(*) AS n FROM security_log")) as { n: number }).n;

describe("security log under a flood", () => {
  it("500 invalid sign-in bodies from one address add one row (count 500), not 500", async () => {
    const before = await rowCount();
    for (let i = 0; i < 500; i++) {
      const body = i % 2 ? { email: `lixo-${i}@x`, password: 1 } : { nada: i };
      const req = new Request("http://localhost/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const response = (await apiLogin({ request: req, params: {}, context: { ip: "203.0.113.77" } } as never)) as Response;
      expect(response.status).toBe(400);
    }
    expect((await rowCount()) - before).toBe(1);
    const row = await sqlGet("SELECT count, reason FROM security_log WHERE ip = '203.0.113.77'");
    expect(row).toEqual({ count: 500, reason: "invalid_input" });
  });

  it("a real success is still its own row, and the admin pages back to the oldest and filters by kind", async () => {
    const admin = await signedInAdmin();
    const t0 = Date.now() - 3 * 3600_000;
    await logSecurityEvent({ event: "backup", email: admin.email, success: true, ip: "10.9.9.9", createdAt: new Date(t0 - 60_000) });
    for (let i = 0; i < 120; i++) {
      // Spread out in time and over addresses: each is its own row.
      await logSecurityEvent({
        event: "admin_login",
        email: "alvo@example.com",
        success: false,
        reason: "invalid_credentials",
        ip: `10.0.${i >> 8}.${i & 255}`,
        createdAt: new Date(t0 + i * 60_000),
      });
    }
    const logs = await routeModule("admin.sistema.logs.tsx");
    type Page = { total: number; entries: { event: string; ip: string }[]; nextPageHref: string | null };
    const page = async (query: string) =>
      (await outcomeOf(() => logs.loader!(args(request(`/admin/sistema/logs${query}`, { cookie: admin.cookie }))))).body as Page;

    let seen: Page["entries"] = [];
    let href: string | null = "";
    while (href !== null) {
      const current: Page = await page(href);
      seen = seen.concat(current.entries);
      href = current.nextPageHref;
    }
    const total = (await page("")).total;
    expect(seen).toHaveLength(total);
    // An event followed by 120 others is off the first page but reachable.
    expect((await page("")).entries.some((e) => e.event === "Backup manual")).toBe(false);
    expect(seen.filter((e) => e.event === "Backup manual")).toHaveLength(1);

    const backups = await page("?tipo=backup");
    expect(backups.total).toBe(1);
    expect(backups.entries.map((e) => e.ip)).toEqual(["10.9.9.9"]);
    expect((await page("?tipo=nada")).total).toBe(total);
  });
});
