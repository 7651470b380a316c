// @db-engines: sqlite libsql
import { sqlRun } from "../sql";
// "No GET changes data": every loader, called with GET by a signed-in person (and an admin), leaves
// every table as it was, except the writes listed below, each a rule of the product.
import { describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import * as root from "~/root";
import { listRouteFiles } from "./route-inventory";
import { args, changedTables, digest, outcomeOf, personWithData, request, routeModule, signedInAdmin } from "./fixtures";

/** Loaders that legitimately write on GET, with the tables they may touch and why. */
const GET_WRITES: Record<string, { tables: string[]; reason: string }> = {
  "_app.dashboard": {
    tables: ["journey_progress"],
    reason: "spec: 'Ideia de Negócio' is completed once automatically when an active strategy exists",
  },
  "_app.jornada": { tables: ["journey_progress"], reason: "same journey rule (business_idea auto-completion)" },
  "api.journey-progress": { tables: ["journey_progress"], reason: "same journey rule (the API returns the records with it applied)" },
  "api.achievements": { tables: ["journey_progress"], reason: "same journey rule (achievements count the auto-completed step)" },
  "_app.gestao.relatorio": {
    tables: ["journey_progress"],
    reason: "decision 034: opening the sales report with 20 paid orders completes 'Otimizar Vendas'",
  },
  "api.sales-report": { tables: ["journey_progress"], reason: "same journey rule (the API gives the report's figures)" },
  "_app.empresa-ai": { tables: ["partner_visits"], reason: "a visit to a partner tool is counted for the admin Analytics tab" },
  "_app.posta-ai": { tables: ["partner_visits"], reason: "partner visit counted for Analytics" },
  "_app.grafica": { tables: ["partner_visits"], reason: "partner visit counted for Analytics" },
};
// Not listed because they only happen in rare states, each tested elsewhere: users.last_active_at
// (at most once an hour, session.server), an expired session or admin session deleted when presented
// (sessions.test.ts here).

describe("no GET changes data", () => {
  it("every loader (and the root loader) writes nothing but the listed exceptions", async () => {
    const person = await personWithData();
    const admin = await signedInAdmin();
    const cookie = `${person.cookie}; ${admin.cookie}`;
    const params: Record<string, string> = {
      id: person.strategy.id,
      analysisId: person.analysis.id,
      runId: person.run.id,
      phase: "estruturacao",
      "*": "nao-existe",
    };
    const queries: Record<string, string> = {
      "_app.consultor": `?sessao=${person.chatSession}`,
      "login-necessario": "?agora=1",
      "admin.usuarios": "?q=ana",
      "api.admin.users": "?q=ana",
      "_app.meu-negocio.catalogo": "?q=bolo",
      "api.browse-businesses": "?q=bolo",
    };
    // Twenty paid orders, so the sales report's journey rule applies (decision 034).
    for (let n = 1; n <= 20; n++) {
      await sqlRun(
        `INSERT INTO business_orders (id, user_id, number, status, payment_method, test, subtotal_cents, discount_cents, delivery_cents, total_cents, created_at)
         VALUES (?, ?, ?, 'pago', 'pix', 0, 1000, 0, 0, 1000, ?)`,
        crypto.randomUUID(),
        person.user.id,
        9000 + n,
        Date.now(),
      );
    }
    const seen: string[] = [];
    const wrote: Record<string, string[]> = {};
    const loaders = listRouteFiles().filter((r) => r.hasLoader);
    expect(loaders.length).toBeGreaterThan(50);
    for (const route of loaders) {
      // Put the journey rule back in its 'not yet applied' state before each call.
      await sqlRun("DELETE FROM journey_progress WHERE user_id = ? AND step IN ('business_idea', 'sales_optimization')", person.user.id);
      const routeParams =
        route.id.startsWith("admin.usuarios") || route.id.startsWith("api.admin.user-profile") ? { id: person.user.id } : params;
      const before = await digest();
      const module = await routeModule(route.file);
      await outcomeOf(() => module.loader!(args(request(`/x${queries[route.id] ?? ""}`, { cookie }), routeParams)));
      const changed = changedTables(before, await digest());
      if (changed.length > 0) wrote[route.id] = changed;
      seen.push(route.id);
    }
    const before = await digest();
    await outcomeOf(() => root.loader(args(request("/", { cookie }))));
    expect(changedTables(before, await digest())).toEqual([]);

    expect(seen.length).toBe(loaders.length);
    // Exactly the listed exceptions wrote, and only to their tables.
    expect(wrote).toEqual(Object.fromEntries(Object.entries(GET_WRITES).map(([id, { tables }]) => [id, tables])));
  });

  it("the exceptions list names only real loaders and gives a reason", () => {
    const ids = new Set(
      listRouteFiles()
        .filter((r) => r.hasLoader)
        .map((r) => r.id),
    );
    for (const [id, { reason }] of Object.entries(GET_WRITES)) {
      expect(ids.has(id), id).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
