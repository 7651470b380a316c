// @db-engines: sqlite libsql
import { sqlAll, sqlGet } from "../sql";
// Access control: another person's ids get 404 and change nothing; admin routes need an admin.
import { describe, expect, it } from "vitest";
import { listRouteFiles } from "./route-inventory";
import { defaultPlanFrom } from "~/modules/plan/defaults";
import { args, changedTables, digest, outcomeOf, personWithData, request, routeModule, signedInAdmin, signedInUser } from "./fixtures";

type Attempt = {
  file: string;
  kind: "loader" | "action";
  path: string;
  params: Record<string, string>;
  method?: string;
  form?: Record<string, string>;
  json?: unknown;
};

/** Every route that takes an id of a person's data, tried by a stranger with the owner's ids. */
function attempts(owner: Awaited<ReturnType<typeof personWithData>>): Attempt[] {
  const strategy = { id: owner.strategy.id };
  return [
    { file: "_app.estrategias.$id._index.tsx", kind: "loader", path: `/estrategias/${strategy.id}`, params: strategy },
    // Obligations (issue 31): ids are the person's own calendar; a stranger without one gets 404.
    {
      file: "api.obligations.$id.ts",
      kind: "action",
      path: "/api/obligations/das-2026-03",
      params: { id: "das-2026-03" },
      method: "PATCH",
      json: { paid: true },
    },
    { file: "_app.estrategias.$id.ativar.tsx", kind: "action", path: `/estrategias/${strategy.id}/ativar`, params: strategy, form: {} },
    { file: "_app.estrategias.$id.remover.tsx", kind: "loader", path: `/estrategias/${strategy.id}/remover`, params: strategy },
    { file: "_app.estrategias.$id.remover.tsx", kind: "action", path: `/estrategias/${strategy.id}/remover`, params: strategy, form: {} },
    { file: "estrategias.$id.baixar.ts", kind: "loader", path: `/estrategias/${strategy.id}/baixar`, params: strategy },
    { file: "estrategias.$id.plano[.]pdf.ts", kind: "loader", path: `/estrategias/${strategy.id}/plano.pdf`, params: strategy },
    { file: "estrategias.$id.plano[.]xlsx.ts", kind: "loader", path: `/estrategias/${strategy.id}/plano.xlsx`, params: strategy },
    // Plano de Negócio (issue 17): overview, a section form (a valid save) and the JSON API.
    { file: "_app.estrategias.$id.plano._index.tsx", kind: "loader", path: `/estrategias/${strategy.id}/plano`, params: strategy },
    {
      file: "_app.estrategias.$id.plano.$secao.tsx",
      kind: "loader",
      path: `/estrategias/${strategy.id}/plano/mercado`,
      params: { ...strategy, secao: "mercado" },
    },
    {
      file: "_app.estrategias.$id.plano.$secao.tsx",
      kind: "action",
      path: `/estrategias/${strategy.id}/plano/mercado`,
      params: { ...strategy, secao: "mercado" },
      form: { intent: "save", version: "0", customers: "Trocado" },
    },
    {
      file: "api.business-plan.$strategyId.ts",
      kind: "loader",
      path: `/api/business-plan/${strategy.id}`,
      params: { strategyId: strategy.id },
    },
    {
      file: "api.business-plan.$strategyId.ts",
      kind: "action",
      path: `/api/business-plan/${strategy.id}`,
      params: { strategyId: strategy.id },
      method: "PUT",
      json: { version: 0, plan: defaultPlanFrom(null, { title: "Trocado", description: "x" }, null) },
    },
    {
      file: "api.saved-businesses.$id.set-active.ts",
      kind: "action",
      path: `/api/saved-businesses/${strategy.id}/set-active`,
      params: strategy,
      method: "POST",
    },
    {
      file: "api.saved-businesses.$id.ts",
      kind: "action",
      path: `/api/saved-businesses/${strategy.id}`,
      params: strategy,
      method: "DELETE",
    },
    {
      file: "_app.meu-negocio.analise.$analysisId.tsx",
      kind: "loader",
      path: `/meu-negocio/analise/${owner.analysis.id}`,
      params: { analysisId: owner.analysis.id },
    },
    {
      file: "_app.meu-negocio.analise.$analysisId.tsx",
      kind: "action",
      path: `/meu-negocio/analise/${owner.analysis.id}`,
      params: { analysisId: owner.analysis.id },
      form: { matchReason: "x" },
    },
    {
      file: "_app.meu-negocio.sugestoes.$runId.tsx",
      kind: "loader",
      path: `/meu-negocio/sugestoes/${owner.run.id}`,
      params: { runId: owner.run.id },
    },
    {
      file: "_app.meu-negocio.sugestoes.$runId.tsx",
      kind: "action",
      path: `/meu-negocio/sugestoes/${owner.run.id}`,
      params: { runId: owner.run.id },
      form: { businessId: owner.idea.id },
    },
    { file: "_app.consultor.tsx", kind: "loader", path: `/consultor?sessao=${owner.chatSession}`, params: {} },
    { file: "_app.consultor.tsx", kind: "action", path: "/consultor", params: {}, form: { sessionId: owner.chatSession, message: "Olá" } },
    {
      file: "api.ai-chat-smart.ts",
      kind: "action",
      path: "/api/ai-chat-smart",
      params: {},
      json: { sessionId: owner.chatSession, message: "Olá" },
    },
    // Sua marca (issue 32): a post image of one of the owner's products.
    {
      file: "marca.posts.$file.ts",
      kind: "loader",
      path: `/marca/posts/${owner.product.id}.png`,
      params: { file: `${owner.product.id}.png` },
    },
    ...gestaoAttempts("clientes", "clients", owner.client.id),
    ...gestaoAttempts("fornecedores", "suppliers", owner.supplier.id),
    ...gestaoAttempts("produtos", "products", owner.product.id),
    ...gestaoAttempts("caixa", "cash-entries", owner.cashEntry.id),
    ...orderAttempts(owner.order.id, owner.product.id),
    {
      file: "_app.gestao.importar.$id.tsx",
      kind: "loader",
      path: `/gestao/importar/${owner.pendingImport.id}`,
      params: { id: owner.pendingImport.id },
    },
    {
      file: "_app.gestao.importar.$id.tsx",
      kind: "action",
      path: `/gestao/importar/${owner.pendingImport.id}`,
      params: { id: owner.pendingImport.id },
      form: { intent: "confirmar" },
    },
    {
      file: "_app.gestao.importar.$id.tsx",
      kind: "action",
      path: `/gestao/importar/${owner.pendingImport.id}`,
      params: { id: owner.pendingImport.id },
      form: { intent: "cancelar" },
    },
  ];
}

const NFSE_KEY = "35503082211222333000181000000000000126031234567897";

/** Pedidos: every page, form and API of one of the owner's orders, with input valid for the stranger. */
function orderAttempts(id: string, productId: string): Attempt[] {
  const params = { id };
  const form = { intent: "save", productId, quantity: "1", paymentMethod: "pix", version: "1", to: "cancelado" };
  return [
    { file: "_app.gestao.pedidos.$id._index.tsx", kind: "loader", path: `/gestao/pedidos/${id}`, params },
    { file: "_app.gestao.pedidos.$id._index.tsx", kind: "action", path: `/gestao/pedidos/${id}`, params, form },
    { file: "_app.gestao.pedidos.$id.editar.tsx", kind: "loader", path: `/gestao/pedidos/${id}/editar`, params },
    { file: "_app.gestao.pedidos.$id.editar.tsx", kind: "action", path: `/gestao/pedidos/${id}/editar`, params, form },
    { file: "_app.gestao.pedidos.$id.recibo.tsx", kind: "loader", path: `/gestao/pedidos/${id}/recibo`, params },
    { file: "_app.gestao.pedidos.$id.remover.tsx", kind: "loader", path: `/gestao/pedidos/${id}/remover`, params },
    { file: "_app.gestao.pedidos.$id.parcelas.tsx", kind: "loader", path: `/gestao/pedidos/${id}/parcelas`, params },
    {
      file: "_app.gestao.pedidos.$id.parcelas.tsx",
      kind: "action",
      path: `/gestao/pedidos/${id}/parcelas`,
      params,
      form: { count: "3", firstDueDate: "2099-01-10" },
    },
    { file: "_app.gestao.pedidos.$id.remover.tsx", kind: "action", path: `/gestao/pedidos/${id}/remover`, params, form: {} },
    { file: "api.orders.$id.ts", kind: "loader", path: `/api/orders/${id}`, params },
    {
      file: "api.orders.$id.ts",
      kind: "action",
      path: `/api/orders/${id}`,
      params,
      method: "PUT",
      json: { version: 1, items: [{ productId, quantity: 1 }], paymentMethod: "pix" },
    },
    { file: "api.orders.$id.ts", kind: "action", path: `/api/orders/${id}`, params, method: "DELETE" },
    {
      file: "api.orders.$id.status.ts",
      kind: "action",
      path: `/api/orders/${id}/status`,
      params,
      method: "POST",
      json: { status: "cancelado" },
    },
    {
      file: "api.orders.$id.payments.ts",
      kind: "action",
      path: `/api/orders/${id}/payments`,
      params,
      method: "POST",
      json: { amountCents: 100, method: "pix" },
    },
    // The nota fiscal assistant (decision 033): page, its forms, the PDF and the API.
    { file: "_app.gestao.pedidos.$id.nota-fiscal.tsx", kind: "loader", path: `/gestao/pedidos/${id}/nota-fiscal`, params },
    {
      file: "_app.gestao.pedidos.$id.nota-fiscal.tsx",
      kind: "action",
      path: `/gestao/pedidos/${id}/nota-fiscal`,
      params,
      form: { intent: "chave", accessKey: NFSE_KEY, issuedAt: "2026-01-10" },
    },
    {
      file: "_app.gestao.pedidos.$id.nota-fiscal.tsx",
      kind: "action",
      path: `/gestao/pedidos/${id}/nota-fiscal`,
      params,
      form: { intent: "remover", o: "tudo" },
    },
    { file: "_app.gestao.pedidos.$id.nota-fiscal[.pdf].ts", kind: "loader", path: `/gestao/pedidos/${id}/nota-fiscal.pdf`, params },
    { file: "api.orders.$id.nfse.ts", kind: "loader", path: `/api/orders/${id}/nfse`, params },
    {
      file: "api.orders.$id.nfse.ts",
      kind: "action",
      path: `/api/orders/${id}/nfse`,
      params,
      method: "PUT",
      json: { accessKey: NFSE_KEY },
    },
    { file: "api.orders.$id.nfse.ts", kind: "action", path: `/api/orders/${id}/nfse`, params, method: "DELETE" },
  ];
}

/** Gestão: a record of the owner, read, edited and removed by a stranger (page, form and API), with valid input. */
function gestaoAttempts(page: string, api: string, id: string): Attempt[] {
  const params = { id };
  const form = {
    name: "Trocado",
    unit: "un",
    kind: "revenda",
    cost: "1,00",
    price: "2,00",
    occurredOn: "2026-03-11",
    direction: "out",
    category: "outra_saida",
    amount: "5,00",
  };
  const json = {
    name: "Trocado",
    unit: "un",
    costCents: 100,
    priceCents: 200,
    occurredOn: "2026-03-11",
    direction: "out",
    category: "outra_saida",
    amountCents: 500,
    // Products are saved at the version read (issue 27 item 8); the others ignore it.
    version: 1,
  };
  return [
    { file: `_app.gestao.${page}.$id._index.tsx`, kind: "loader", path: `/gestao/${page}/${id}`, params },
    { file: `_app.gestao.${page}.$id._index.tsx`, kind: "action", path: `/gestao/${page}/${id}`, params, form },
    { file: `_app.gestao.${page}.$id.remover.tsx`, kind: "loader", path: `/gestao/${page}/${id}/remover`, params },
    { file: `_app.gestao.${page}.$id.remover.tsx`, kind: "action", path: `/gestao/${page}/${id}/remover`, params, form: {} },
    { file: `api.${api}.$id.ts`, kind: "loader", path: `/api/${api}/${id}`, params },
    { file: `api.${api}.$id.ts`, kind: "action", path: `/api/${api}/${id}`, params, method: "PUT", json },
    { file: `api.${api}.$id.ts`, kind: "action", path: `/api/${api}/${id}`, params, method: "DELETE" },
  ];
}

/** Id-less routes of a person's own data: they act on the signed-in person only (checked below). */
const OWN_DATA_ONLY = [
  "api.user-profile.ts",
  "api.journey-progress.ts",
  "_app.dashboard_.perfil.tsx",
  "_app.dashboard._index.tsx",
  "_app.dashboard.$phase.tsx",
  "_app.jornada._index.tsx",
  "_app.jornada.$phase.tsx",
];

/**
 * Public by design (issue 30), tried in tests/store-*.test.ts instead: the published shop by its
 * address, a shop order's page by its unguessable token, a product photo by its id.
 */
const PUBLIC_BY_DESIGN = [
  "loja.$slug.tsx",
  "loja.$slug_.pedido.$token.tsx",
  "loja.foto.$id.$version.$size.ts",
  "api.store.$slug.orders.ts",
];

describe("another person's ids", () => {
  it("every user-data route with an id is tried (a new one must be added here)", async () => {
    const owner = await personWithData();
    const tried = new Set(attempts(owner).map((a) => a.file));
    const withIds = listRouteFiles().filter(
      (r) => r.params.length > 0 && !r.isAdmin && !["phase"].includes(r.params[0]!) && !PUBLIC_BY_DESIGN.includes(r.file),
    );
    expect(withIds.map((r) => r.file).filter((file) => !tried.has(file))).toEqual([]);
  });

  it("get 404 and change nothing (pages, forms and JSON API)", async () => {
    const owner = await personWithData("Ana Dona");
    const stranger = await signedInUser();
    for (const attempt of attempts(owner)) {
      const before = await digest();
      const module = await routeModule(attempt.file);
      const fn = attempt.kind === "loader" ? module.loader! : module.action!;
      const req = request(attempt.path, { cookie: stranger.cookie, method: attempt.method, form: attempt.form, json: attempt.json });
      const outcome = await outcomeOf(() => fn(args(req, attempt.params)));
      expect(outcome.status, `${attempt.kind} ${attempt.path}`).toBe(404);
      expect(changedTables(before, await digest()), `${attempt.kind} ${attempt.path}`).toEqual([]);
    }
  });

  it("the owner still reaches each of them (the ids are real)", async () => {
    const owner = await personWithData("Ana Dona");
    for (const attempt of attempts(owner).filter((a) => a.kind === "loader")) {
      const module = await routeModule(attempt.file);
      const outcome = await outcomeOf(() => module.loader!(args(request(attempt.path, { cookie: owner.cookie }), attempt.params)));
      expect(outcome.status, attempt.path).toBe(200);
    }
  });

  it("profile and progress routes take no id and only ever touch the signed-in person", async () => {
    const owner = await personWithData("Ana Dona");
    const stranger = await signedInUser();
    const before = await digest();
    const profile = await routeModule("api.user-profile.ts");
    const saved = await outcomeOf(() =>
      profile.action!(
        args(
          request("/api/user-profile", {
            cookie: stranger.cookie,
            json: { name: "Outra", phone: "21 3333-4444", hasCNPJ: true, hasBusinessExperience: true, userId: owner.user.id },
          }),
        ),
      ),
    );
    expect(saved.status).toBe(200);
    const progress = await routeModule("api.journey-progress.ts");
    const toggled = await outcomeOf(() =>
      progress.action!(
        args(
          request("/api/journey-progress", {
            cookie: stranger.cookie,
            json: { step: "business_idea", completed: false, userId: owner.user.id },
          }),
        ),
      ),
    );
    expect([200, 400, 409]).toContain(toggled.status);
    const { getSqlite } = await import("#db/client.server");
    const ownerProfile = (await sqlGet("SELECT name FROM user_profiles WHERE user_id = ?", owner.user.id)) as { name: string };
    expect(ownerProfile.name).toBe("Ana Dona");
    const ownerStep = (await sqlGet(
      "SELECT completed FROM journey_progress WHERE user_id = ? AND step = 'business_idea'",
      owner.user.id,
    )) as { completed: number };
    expect(ownerStep.completed).toBe(1);
    expect(changedTables(before, await digest()).every((t) => ["user_profiles", "journey_progress"].includes(t))).toBe(true);
    for (const file of OWN_DATA_ONLY)
      expect(
        listRouteFiles().some((r) => r.file === file),
        file,
      ).toBe(true);
  });
});

describe("gestão lists take no id", () => {
  it("list and create only ever see and write the signed-in person's clients", async () => {
    const owner = await personWithData("Ana Dona");
    const stranger = await signedInUser();
    const page = await routeModule("_app.gestao.clientes._index.tsx");
    const listed = await outcomeOf(() => page.loader!(args(request("/gestao/clientes?q=Cliente", { cookie: stranger.cookie }))));
    expect((listed.body as { total: number }).total).toBe(0);
    const api = await routeModule("api.clients.ts");
    const apiList = await outcomeOf(() => api.loader!(args(request("/api/clients", { cookie: stranger.cookie }))));
    expect((apiList.body as { items: unknown[] }).items).toEqual([]);
    const created = await outcomeOf(() =>
      api.action!(args(request("/api/clients", { cookie: stranger.cookie, json: { name: "Meu", userId: owner.user.id } }))),
    );
    expect(created.status).toBe(201);
    const { getSqlite } = await import("#db/client.server");
    const rows = (await sqlAll("SELECT user_id FROM business_clients WHERE name = 'Meu'")) as { user_id: string }[];
    expect(rows.map((r) => r.user_id)).toEqual([stranger.user.id]);
    const ownerList = await outcomeOf(() => api.loader!(args(request("/api/clients", { cookie: owner.cookie }))));
    expect((ownerList.body as { items: { name: string }[] }).items.map((c) => c.name)).toEqual(["Cliente da Ana"]);
  });
});

describe("admin routes", () => {
  const adminApi = () => listRouteFiles().filter((r) => r.id.startsWith("api.admin.") && r.id !== "api.admin.login");
  const adminPages = () => listRouteFiles().filter((r) => r.isAdmin && !r.isApi);

  it("every /api/admin/* route (but login) answers 401 without admin credentials, and with a user session", async () => {
    const user = await signedInUser();
    expect(adminApi().length).toBeGreaterThanOrEqual(4);
    for (const route of adminApi()) {
      const module = await routeModule(route.file);
      for (const fn of [module.loader, module.action]) {
        if (!fn) continue;
        const headerSets: Record<string, string>[] = [{}, { Cookie: user.cookie }, { Authorization: "Bearer token-falso" }];
        for (const headers of headerSets) {
          const before = await digest();
          const method = fn === module.action ? "POST" : "GET";
          const outcome = await outcomeOf(() => fn(args(request(`/api/admin/x`, { method, headers }), { id: "x" })));
          if (fn === module.loader && [405].includes(outcome.status)) continue; // a POST-only route's GET changes nothing either
          expect(outcome.status, `${method} ${route.id} ${JSON.stringify(Object.keys(headers))}`).toBe(401);
          expect((outcome.body as { message: string }).message).toMatch(/administrador/);
          expect(changedTables(before, await digest())).toEqual([]);
        }
      }
    }
  });

  it("admin pages send a signed-in user (no admin session) to /admin-login, and a real admin gets in", async () => {
    const user = await signedInUser();
    const admin = await signedInAdmin();
    for (const route of adminPages()) {
      const module = await routeModule(route.file);
      for (const [kind, fn] of [
        ["loader", module.loader],
        ["action", module.action],
      ] as const) {
        if (!fn) continue;
        const method = kind === "action" ? "POST" : "GET";
        const asUser = await outcomeOf(() =>
          fn(args(request("/admin/x", { method, cookie: user.cookie, form: method === "POST" ? {} : undefined }), { id: "x" })),
        );
        if (route.id === "admin.logout" && kind === "action") {
          // Logging out without a session only clears the cookie and goes to the sign-in page.
          expect(asUser.location).toBe("/admin-login");
          continue;
        }
        if (kind === "loader" && asUser.location && asUser.location !== "/admin-login") continue; // GET redirect-only routes (logout, backup)
        expect(asUser.status, `${kind} ${route.id}`).toBe(302);
        expect(asUser.location, `${kind} ${route.id}`).toBe("/admin-login");
      }
    }
    const panel = await routeModule("admin.tsx");
    expect((await outcomeOf(() => panel.loader!(args(request("/admin", { cookie: admin.cookie }))))).status).toBe(200);
  });
});
