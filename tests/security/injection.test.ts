// @db-engines: sqlite libsql
// Injection at the data layer: SQL metacharacters in every search and id parameter are harmless
// (normal answers, tables intact), and HTML/JS payloads are stored and returned exactly as typed,
// as data. That they are shown escaped on every page is checked in e2e/security.spec.ts.
import { describe, expect, it } from "vitest";
import { listRouteFiles } from "./route-inventory";
import { args, changedTables, digest, outcomeOf, personWithData, request, routeModule, signedInAdmin, tableNames } from "./fixtures";

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "%",
  "_",
  '"; DROP TABLE users; --',
  "1' UNION SELECT * FROM admin_users --",
  "\\",
  "' OR ''='",
];
export const HTML_PAYLOADS = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>'];

/** Routes with a `?q=` search. */
const SEARCHES = [
  "_app.meu-negocio.catalogo",
  "api.browse-businesses",
  "admin.usuarios",
  "api.admin.users",
  "_app.gestao.clientes._index",
  "api.clients",
  "_app.gestao.fornecedores._index",
  "api.suppliers",
  "_app.gestao.produtos._index",
  "api.products",
  "_app.gestao.pedidos._index",
  "api.orders",
];

describe("SQL metacharacters", () => {
  // Every route × every payload, each with a digest of every table before and after: ≈ 6 s on a
  // quiet machine, over 20 s (the default timeout) at load 20.
  it("in every search (?q=) and every id parameter: normal 200/302/404 answers, nothing changes, tables intact", async () => {
    const person = await personWithData();
    const admin = await signedInAdmin();
    const cookie = `${person.cookie}; ${admin.cookie}`;
    const tables = await tableNames();
    const users = (await digest()).users!.rows;
    const routes = listRouteFiles();
    for (const id of SEARCHES) expect(routes.find((r) => r.id === id)?.hasLoader, id).toBe(true);
    const withIds = routes.filter((r) => r.params.length > 0);
    expect(withIds.length).toBeGreaterThanOrEqual(12);

    for (const payload of SQL_PAYLOADS) {
      for (const id of SEARCHES) {
        const before = await digest();
        const module = await routeModule(`${id}.${id.startsWith("api.") ? "ts" : "tsx"}`);
        const outcome = await outcomeOf(() => module.loader!(args(request(`/x?${new URLSearchParams({ q: payload })}`, { cookie }))));
        expect(outcome.status, `${id} q=${payload}`).toBe(200);
        expect(changedTables(before, await digest())).toEqual([]);
      }
      for (const route of withIds) {
        const module = await routeModule(route.file);
        const params = Object.fromEntries(route.params.map((name) => [name, payload]));
        for (const [kind, fn] of [
          ["loader", module.loader],
          ["action", module.action],
        ] as const) {
          if (!fn) continue;
          const before = await digest();
          const method =
            kind === "loader"
              ? "GET"
              : [
                    "api.saved-businesses.$id",
                    "api.clients.$id",
                    "api.suppliers.$id",
                    "api.products.$id",
                    "api.cash-entries.$id",
                    "api.orders.$id",
                    "api.orders.$id.nfse",
                  ].includes(route.id)
                ? "DELETE"
                : route.id === "api.business-plan.$strategyId"
                  ? "PUT"
                  : route.id === "api.obligations.$id"
                    ? "PATCH"
                    : "POST";
          const req = request(`/x`, {
            cookie,
            method,
            form: method === "POST" ? { businessId: payload, matchReason: payload } : undefined,
          });
          const outcome = await outcomeOf(() => fn(args(req, params)));
          // 405: the GET of a route that only takes POST or DELETE.
          // 400: a JSON action that reads its body (64 KB cap, schema) before it looks the id up.
          const expected =
            kind === "loader" && outcome.status === 405
              ? [405]
              : ["api.orders.$id.status", "api.orders.$id.payments", "api.store.$slug.orders"].includes(route.id)
                ? [400, 404]
                : [200, 302, 404];
          expect(expected, `${kind} ${route.id} ${payload} → ${outcome.status}`).toContain(outcome.status);
          if (outcome.status === 302) expect(outcome.location, route.id).toMatch(/^\/(dashboard|jornada|admin|estrategias\/[^/]+$)/);
          expect(changedTables(before, await digest()), `${kind} ${route.id}`).toEqual([]);
        }
      }
      // The consultant's session id (a query parameter) is validated before any query.
      const consultor = await routeModule("_app.consultor.tsx");
      const chat = await outcomeOf(() =>
        consultor.loader!(args(request(`/consultor?${new URLSearchParams({ sessao: payload })}`, { cookie }))),
      );
      expect(chat.status).toBe(302);
    }
    expect(await tableNames()).toEqual(tables);
    expect((await digest()).users!.rows).toBe(users);
  }, 60_000);
});

describe("HTML/JS payloads are data", () => {
  it("are stored and returned exactly as typed (profile, strategy, chat, interests)", async () => {
    const person = await personWithData();
    const [script, img] = HTML_PAYLOADS as [string, string];
    const call = async (file: string, json: unknown) => {
      const module = await routeModule(file);
      return outcomeOf(() => module.action!(args(request("/x", { cookie: person.cookie, json }))));
    };
    // The phone must be a Brazilian number (issue 13 item 13): HTML there is refused, so the payload goes in the name.
    expect((await call("api.user-profile.ts", { name: script, phone: img, hasCNPJ: false, hasBusinessExperience: false })).status).toBe(
      400,
    );
    expect(
      (await call("api.user-profile.ts", { name: script, phone: "11 98888-7777", hasCNPJ: false, hasBusinessExperience: false })).status,
    ).toBe(200);
    const saved = await call("api.saved-businesses.ts", {
      businessName: script,
      businessCategory: img,
      analysisContent: `## ${script}\n${img}`,
      matchReason: img,
      userInput: script,
    });
    expect(saved.status).toBe(201);
    expect((await call("api.ai-chat-smart.ts", { message: script, sessionId: "injecao01" })).status).toBe(200);
    const run = await call("api.analyze-interests.ts", { interests: `${script} ${img}` });
    expect(run.status).toBe(200);

    const profile = await routeModule("api.user-profile.ts");
    const stored = (await outcomeOf(() => profile.loader!(args(request("/api/user-profile", { cookie: person.cookie }))))).body as {
      name: string;
      phone: string;
    };
    expect(stored).toMatchObject({ name: script, phone: "(11) 98888-7777" });
    const list = await routeModule("api.saved-businesses.ts");
    const strategies = (await outcomeOf(() => list.loader!(args(request("/api/saved-businesses", { cookie: person.cookie }))))).body as {
      businessName: string;
      businessCategory: string;
      matchReason: string;
    }[];
    expect(strategies.find((s) => s.businessName === script)).toMatchObject({ businessCategory: img, matchReason: img });
    const suggestions = await routeModule("_app.meu-negocio.sugestoes.$runId.tsx");
    const page = (
      await outcomeOf(() =>
        suggestions.loader!(args(request("/x", { cookie: person.cookie }), { runId: (run.body as { runId: string }).runId })),
      )
    ).body as { input: string };
    expect(page.input).toBe(`${script} ${img}`);
  });
});
