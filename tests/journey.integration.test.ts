// @db-engines: sqlite libsql
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { journeyProgress } from "#db/schema";
import { createClient, deleteClient } from "~/models/business-clients.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { getJourneyState } from "~/models/journey.server";
import { loader as dashboardLoader } from "~/routes/_app.dashboard";
import { action as discoveryTabAction } from "~/routes/_app.dashboard._index";
import { action as phaseTabAction, loader as phaseTabLoader } from "~/routes/_app.dashboard.$phase";
import { action as jornadaPhaseAction } from "~/routes/_app.jornada.$phase";
import { loader as achievementsLoader } from "~/routes/api.achievements";
import { action as progressApiAction, loader as progressApiLoader } from "~/routes/api.journey-progress";
import { formRequest, getRequest, giveActiveBusiness, jsonRequest, signedInUser, toastOf, unwrapData } from "./journey-helpers";

async function rowOf(userId: string, step: string) {
  return getDb()
    .select()
    .from(journeyProgress)
    .where(and(eq(journeyProgress.userId, userId), eq(journeyProgress.step, step)))
    .get();
}

async function call<T>(fn: (args: never) => Promise<T>, request: Request, params: Record<string, string> = {}) {
  return fn({ request, params, context: {} } as never);
}

describe("toggle pelo formulário da página (sem JavaScript)", () => {
  it("marca e desmarca um passo e volta 303 para a mesma aba com o toast", async () => {
    const { user, cookie } = await signedInUser();
    const response = (await call(
      phaseTabAction,
      formRequest("/dashboard/estruturacao", cookie, { intent: "toggle-step", step: "add_clients", completed: "true" }),
      { phase: "estruturacao" },
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard/estruturacao#passo-add_clients");
    expect(toastOf(response.headers)).toEqual({
      title: "Progresso atualizado!",
      description: "Sua jornada foi atualizada com sucesso.",
      type: "success",
    });
    expect((await rowOf(user.id, "add_clients"))?.completed).toBe(true);

    const undo = (await call(
      phaseTabAction,
      formRequest("/dashboard/estruturacao", cookie, { intent: "toggle-step", step: "add_clients", completed: "false" }),
      { phase: "estruturacao" },
    )) as Response;
    expect(undo.status).toBe(303);
    expect((await rowOf(user.id, "add_clients"))?.completed).toBe(false);
    expect((await getJourneyState(user.id)).completedCount).toBe(0);
  });

  it("o envio com JavaScript recebe dados (sem redirecionar) e o cookie do toast", async () => {
    const { user, cookie } = await signedInUser();
    const result = await call(
      jornadaPhaseAction,
      formRequest("/jornada/marketing", cookie, { step: "first_posts", completed: "true", _enhanced: "1" }),
      { phase: "marketing" },
    );
    const { data, status, headers } = unwrapData<{ ok: boolean }>(result);
    expect(status).toBe(200);
    expect(data.ok).toBe(true);
    expect(toastOf(headers)?.title).toBe("Progresso atualizado!");
    expect((await rowOf(user.id, "first_posts"))?.completed).toBe(true);
  });

  it("recusa passo desconhecido e completed inválido sem mudar nada", async () => {
    const { user, cookie } = await signedInUser();
    const bad = unwrapData<{ ok: boolean; message: string }>(
      await call(discoveryTabAction, formRequest("/dashboard?index", cookie, { step: "voar", completed: "true", _enhanced: "1" })),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBe("Passo da jornada desconhecido: voar.");
    expect(toastOf(bad.headers)).toMatchObject({ title: "Erro", type: "destructive" });

    const noJs = (await call(
      discoveryTabAction,
      formRequest("/dashboard?index", cookie, { step: "business_plan", completed: "talvez" }),
    )) as Response;
    expect(noJs.status).toBe(303);
    expect(toastOf(noJs.headers)).toMatchObject({ title: "Erro", description: "O campo completed deve ser true ou false." });
    expect(await getDb().select().from(journeyProgress).where(eq(journeyProgress.userId, user.id)).all()).toEqual([]);
  });

  it("aba desconhecida responde 404", async () => {
    const { cookie } = await signedInUser();
    await expect(call(phaseTabLoader, getRequest("/dashboard/vendas", cookie), { phase: "vendas" })).rejects.toMatchObject({ status: 404 });
    await expect(
      call(phaseTabAction, formRequest("/dashboard/vendas", cookie, { step: "first_sale", completed: "true" }), { phase: "vendas" }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("regras de business_idea", () => {
  it("sem negócio ativo: recusa com 'Ação necessária' e não grava", async () => {
    const { user, cookie } = await signedInUser();
    const response = (await call(
      discoveryTabAction,
      formRequest("/dashboard?index", cookie, { step: "business_idea", completed: "true" }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(toastOf(response.headers)).toEqual({
      title: "Ação necessária",
      description: "Primeiro você precisa descobrir e salvar um negócio em Meu Negócio",
      type: "destructive",
    });
    expect(await rowOf(user.id, "business_idea")).toBeUndefined();

    const api = (await call(
      progressApiAction,
      jsonRequest("/api/journey-progress", cookie, { step: "business_idea", completed: true }),
    )) as Response;
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({
      title: "Ação necessária",
      message: "Primeiro você precisa descobrir e salvar um negócio em Meu Negócio",
    });
    expect(await rowOf(user.id, "business_idea")).toBeUndefined();
  });

  it("com negócio ativo: o loader conclui business_idea uma vez, com o id do negócio", async () => {
    const { user, cookie } = await signedInUser();
    const business = await giveActiveBusiness(user.id);
    const data = await call(dashboardLoader, getRequest("/dashboard", cookie));
    expect(data.journey.activeBusiness).toEqual(business);
    expect(data.journey.completedSteps).toEqual(["business_idea"]);
    expect(data.journey.percent).toBe(5);
    const first = (await rowOf(user.id, "business_idea"))!;
    expect(first.metadata).toEqual({ businessId: business.id });

    await getJourneyState(user.id, new Date(Date.now() + 60_000));
    const second = (await rowOf(user.id, "business_idea"))!;
    expect(second.updatedAt.getTime()).toBe(first.updatedAt.getTime());
    expect(await getDb().select().from(journeyProgress).where(eq(journeyProgress.userId, user.id)).all()).toHaveLength(1);
  });

  it("com negócio ativo: marcar pela API grava o id do negócio, ignorando o do cliente", async () => {
    const { user, cookie } = await signedInUser();
    const business = await giveActiveBusiness(user.id);
    const response = (await call(
      progressApiAction,
      jsonRequest("/api/journey-progress", cookie, { step: "business_idea", completed: true, metadata: { businessId: "de-outra-pessoa" } }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ step: "business_idea", completed: true, metadata: { businessId: business.id } });
  });
});

describe("API /api/journey-progress e /api/achievements", () => {
  it("401 sem sessão", async () => {
    const get = await call(progressApiLoader, getRequest("/api/journey-progress", null)).catch((e: Response) => e);
    expect((get as Response).status).toBe(401);
    const post = await call(progressApiAction, jsonRequest("/api/journey-progress", null, { step: "first_sale", completed: true })).catch(
      (e: Response) => e,
    );
    expect((post as Response).status).toBe(401);
    expect(await (post as Response).json()).toEqual({ message: "Não autenticado. Faça login para continuar." });
  });

  it.each([
    [{ step: "inexistente", completed: true }, "Passo da jornada desconhecido: inexistente."],
    [{ step: "first_sale", completed: "true" }, "O campo completed deve ser true ou false."],
    [{ step: "first_sale" }, "O campo completed deve ser true ou false."],
    [{ completed: true }, "Informe o passo da jornada (step)."],
    ["{não é json", "JSON inválido no corpo da requisição."],
  ])("400 para %j", async (body, message) => {
    const { user, cookie } = await signedInUser();
    const response = (await call(progressApiAction, jsonRequest("/api/journey-progress", cookie, body)).catch((e) => e)) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await getDb().select().from(journeyProgress).where(eq(journeyProgress.userId, user.id)).all()).toEqual([]);
  });

  it("cada pessoa só vê e muda o próprio progresso; conquistas seguem a contagem", async () => {
    const ana = await signedInUser("Ana Lima");
    const bia = await signedInUser("Bia Souza");
    for (const step of ["profile_completed", "business_plan", "add_clients"]) {
      const r = (await call(progressApiAction, jsonRequest("/api/journey-progress", ana.cookie, { step, completed: true }))) as Response;
      expect(r.status).toBe(200);
    }
    const anaList = await ((await call(progressApiLoader, getRequest("/api/journey-progress", ana.cookie))) as Response).json();
    expect(anaList.map((r: { step: string }) => r.step).sort()).toEqual(["add_clients", "business_plan", "profile_completed"]);
    const profileRow = anaList.find((r: { step: string }) => r.step === "profile_completed");
    expect(profileRow.metadata.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const biaList = await ((await call(progressApiLoader, getRequest("/api/journey-progress", bia.cookie))) as Response).json();
    expect(biaList).toEqual([]);
    await call(progressApiAction, jsonRequest("/api/journey-progress", bia.cookie, { step: "add_clients", completed: false }));
    expect((await rowOf(ana.user.id, "add_clients"))?.completed).toBe(true);

    const tiers = await ((await call(achievementsLoader, getRequest("/api/achievements", ana.cookie))) as Response).json();
    expect(tiers.map((t: { title: string }) => t.title)).toEqual(["Empreendedor Iniciante", "Descobridor"]);
    const none = await ((await call(achievementsLoader, getRequest("/api/achievements", bia.cookie))) as Response).json();
    expect(none).toEqual([]);
  });
});

describe("o que concluiu um passo (issue 18): a linha do cartão, do loader", () => {
  const notesOf = async (cookie: string) => (await call(dashboardLoader, getRequest("/dashboard", cookie))).journey.completionNotes;
  const noContact = { phone: null, email: null, notes: null } as const;

  it("nomeia o registro com um link; excluído, diz sem link; marcado à mão, nada", async () => {
    const { user, cookie } = await signedInUser();
    const client = await createClient(user.id, { name: "Maria Souza", ...noContact, tags: [] });
    const service = await createProduct(user.id, {
      name: "Corte",
      unit: "un",
      kind: "servicos",
      costCents: 0,
      priceCents: 3000,
      stock: null,
    });
    const order = await createOrder(user.id, {
      clientId: client.id,
      items: [{ productId: service.id, quantityMilli: 1000 }],
      discount: null,
      deliveryCents: 0,
      paymentMethod: "pix",
      dueDate: null,
      test: true,
      notes: null,
      status: "orcamento",
    });
    if (!order.ok) throw new Error(order.message);
    await call(discoveryTabAction, formRequest("/dashboard?index", cookie, { step: "add_suppliers", completed: "true" }));

    const notes = await notesOf(cookie);
    expect(notes.add_clients).toEqual({
      text: "Concluído ao cadastrar o cliente",
      link: { href: `/gestao/clientes/${client.id}`, label: "Maria Souza" },
    });
    expect(notes.add_products).toEqual({
      text: "Concluído ao cadastrar o serviço",
      link: { href: `/gestao/produtos/${service.id}`, label: "Corte" },
    });
    expect(notes.demo_order).toEqual({
      text: "Concluído com o pedido de teste",
      link: { href: `/gestao/pedidos/${order.order.id}`, label: "nº 1 (Maria Souza)" },
    });
    expect((await rowOf(user.id, "add_suppliers"))?.completed).toBe(true);
    expect(notes.add_suppliers).toBeUndefined();
    expect(notes.business_idea).toBeUndefined();

    expect(await deleteClient(user.id, client.id)).toBe(true);
    expect((await notesOf(cookie)).add_clients).toEqual({ text: "Concluído ao cadastrar um cliente que depois foi excluído", link: null });

    // Unticked by hand: the step is no longer completed, so nothing is said about it.
    await call(discoveryTabAction, formRequest("/dashboard?index", cookie, { step: "add_products", completed: "false" }));
    expect((await notesOf(cookie)).add_products).toBeUndefined();
  });

  it("nunca mostra o registro de outra pessoa, nem o nome dele", async () => {
    const other = await signedInUser("Beto Reis");
    const theirs = await createClient(other.user.id, { name: "Cliente do Beto", ...noContact, tags: [] });
    const { user, cookie } = await signedInUser();
    await getDb()
      .insert(journeyProgress)
      .values({ userId: user.id, step: "add_clients", completed: true, metadata: { record: "client", recordId: theirs.id } })
      .run();
    const note = (await notesOf(cookie)).add_clients;
    expect(note).toEqual({ text: "Concluído ao cadastrar um cliente que depois foi excluído", link: null });
    expect(JSON.stringify(note)).not.toContain("Beto");
  });

  it("com estratégia ativa, business_idea leva à estratégia", async () => {
    const { user, cookie } = await signedInUser();
    const business = await giveActiveBusiness(user.id);
    expect((await notesOf(cookie)).business_idea).toEqual({
      text: "Concluído pela sua estratégia ativa:",
      link: { href: `/estrategias/${business.id}`, label: "Brigadeiros Gourmet" },
    });
  });
});
