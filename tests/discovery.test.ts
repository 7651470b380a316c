// @db-engines: sqlite libsql
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { activeBusinesses, aiResults, aiUsageEvents, journeyProgress, savedBusinesses } from "#db/schema";
import { action as inputAction } from "~/routes/_app.meu-negocio._index";
import { action as chooseAction, loader as suggestionsLoader } from "~/routes/_app.meu-negocio.sugestoes.$runId";
import { action as saveAction, loader as analysisLoader } from "~/routes/_app.meu-negocio.analise.$analysisId";
import { loader as catalogueLoader } from "~/routes/_app.meu-negocio.catalogo";
import { action as activateAction } from "~/routes/_app.estrategias.$id.ativar";
import { action as removeAction, loader as removeLoader } from "~/routes/_app.estrategias.$id.remover";
import { loader as downloadLoader } from "~/routes/estrategias.$id.baixar";
import { findIdea } from "~/modules/discovery/catalogue.server";
import { resetEnvForTests } from "~/utils/env.server";
import { BASE, formRequest, routeArgs, signedInUser } from "./request-helpers";

afterEach(() => {
  delete process.env.AI_DAILY_QUOTA;
  resetEnvForTests();
});

async function settle(promise: Promise<unknown>): Promise<Response | { data: any; init: ResponseInit | null }> {
  try {
    const value = await promise;
    return value as any;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const location = (r: any) => (r instanceof Response ? r.headers.get("Location") : null);
const statusOf = (r: any) => (r instanceof Response ? r.status : (r.init?.status ?? 200));

async function discover(cookie: string, interests: string) {
  return settle(inputAction(routeArgs(formRequest("/meu-negocio?index", { interests }, cookie))));
}

describe("discovery input", () => {
  it("refuses empty or whitespace input with the spec's message and stores nothing", async () => {
    const { cookie, user } = await signedInUser();
    const result: any = await discover(cookie, "   ");
    expect(statusOf(result)).toBe(400);
    expect(result.data.notice).toEqual({ title: "Campo obrigatório", description: "Por favor, descreva seus interesses e habilidades." });
    expect(await getDb().select().from(aiResults).where(eq(aiResults.userId, user.id)).all()).toHaveLength(0);
  });

  it("refuses more than 2,000 characters", async () => {
    const { cookie } = await signedInUser();
    expect(statusOf(await discover(cookie, "a".repeat(2001)))).toBe(400);
  });

  it("stores the suggestion run, redirects to it, and reuses it for the same words", async () => {
    const { cookie, user } = await signedInUser();
    const first = await discover(cookie, "Adoro cachorros e passear com eles");
    expect(statusOf(first)).toBe(303);
    const url = location(first)!;
    expect(url).toMatch(/^\/meu-negocio\/sugestoes\/[0-9a-f-]{36}$/);
    const again = await discover(cookie, "  adoro cachorros e   passear com eles ");
    expect(location(again)).toBe(url);
    const usage = await getDb().select().from(aiUsageEvents).where(eq(aiUsageEvents.userId, user.id)).all();
    expect(usage.map((u) => u.kind)).toEqual(["suggestions"]);

    const runId = url.split("/").pop()!;
    const data: any = await suggestionsLoader(routeArgs(new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }), { runId }));
    expect(data.engine).toBe("offline");
    expect(data.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(data.suggestions[0]).toMatchObject({
      id: expect.any(String),
      matchReason: expect.any(String),
      cnae: expect.stringMatching(/^\d{7}$/),
    });
  });

  it("prices the card for what the person owns: a paid-off car is neither bought nor depreciated", async () => {
    const { cookie } = await signedInUser();
    const url = location(await discover(cookie, "tenho um carro quitado no meu nome, sem grana nenhuma"))!;
    const runId = url.split("/").pop()!;
    const data: any = await suggestionsLoader(routeArgs(new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }), { runId }));
    const driver = data.suggestions.find((s: { id: string }) => s.id === "motorista-de-aplicativo");
    const catalogue = findIdea("motorista-de-aplicativo")!;
    // Bought at R$ 55.000, the car does not pay back in the likely scenario; owned, it does.
    expect(catalogue.paybackMonths).toBeNull();
    expect(driver.paybackMonths).toBeGreaterThan(0);
    expect(driver.potentialReturn).not.toBe(catalogue.potentialReturn);
    expect(driver.start.ownedPhrase).toBe("você já tem o carro");
  });

  it("tells the person when nothing matches", async () => {
    const { cookie } = await signedInUser();
    const result: any = await discover(cookie, "xyzzy qwerty plugh");
    expect(result.data.notice.description).toBe("Nenhuma sugestão encontrada. Tente descrever seus interesses de forma diferente.");
  });

  it("answers 429 past the daily AI quota", async () => {
    process.env.AI_DAILY_QUOTA = "1";
    resetEnvForTests();
    const { cookie } = await signedInUser();
    expect(statusOf(await discover(cookie, "gosto de costurar"))).toBe(303);
    const blocked: any = await discover(cookie, "gosto de cozinhar");
    expect(statusOf(blocked)).toBe(429);
    expect(blocked.data.notice.description).toMatch(/limite diário/);
  });

  it("never shows one person's suggestions to another", async () => {
    const owner = await signedInUser();
    const runId = location(await discover(owner.cookie, "gosto de plantas e jardim"))!
      .split("/")
      .pop()!;
    const stranger = await signedInUser();
    const result = await settle(
      suggestionsLoader(
        routeArgs(new Request(`${BASE}/meu-negocio/sugestoes/${runId}`, { headers: { Cookie: stranger.cookie } }), { runId }),
      ),
    );
    expect(statusOf(result)).toBe(404);
  });
});

describe("choosing, analysing and saving", () => {
  async function analyse(cookie: string, businessId = "bolos-de-pote", userInput = "gosto de doces") {
    const runId = await ownRun(cookie);
    const result = await settle(
      chooseAction(
        routeArgs(formRequest(`/meu-negocio/sugestoes/${runId}`, { businessId, userInput, matchReason: "Você gosta de doces." }, cookie), {
          runId,
        }),
      ),
    );
    return result;
  }

  it("stores the analysis once and reuses it for the same idea and input", async () => {
    const { cookie, user } = await signedInUser();
    const first = location(await analyse(cookie))!;
    expect(first).toMatch(/^\/meu-negocio\/analise\/[0-9a-f-]{36}\?voltar=/);
    expect(location(await analyse(cookie))!.split("?")[0]).toBe(first.split("?")[0]);
    const rows = await getDb()
      .select()
      .from(aiResults)
      .where(and(eq(aiResults.userId, user.id), eq(aiResults.kind, "analysis")))
      .all();
    expect(rows).toHaveLength(1);
    const analysisId = first.split("/").pop()!.split("?")[0]!;
    const data: any = await analysisLoader(routeArgs(new Request(`${BASE}${first}`, { headers: { Cookie: cookie } }), { analysisId }));
    expect(data.sections.map((s: any) => s.title)).toEqual([
      "Visão geral",
      "Público e mercado",
      "Investimento inicial",
      "Formalização",
      "Operação",
      "Marketing e vendas",
      "Riscos",
      "Primeiros 30 dias",
    ]);
    const formalization = data.sections[3].content as string;
    // Formalisation comes from the catalogue: CNAE 5620-1/04, MEI occupation 'Doceiro(a) independente'.
    expect(formalization).toContain("5620-1/04");
    expect(formalization).toContain("Doceiro(a) independente");
    expect(formalization).toContain("Licença sanitária");
  });

  it("sends an unknown idea back with 'Erro na análise'", async () => {
    const { cookie } = await signedInUser();
    const result = await analyse(cookie, "nao-existe");
    expect(location(result)).toMatch(/^\/meu-negocio\/sugestoes\/[0-9a-f-]{36}$/);
  });

  it("saves the strategy with the catalogue's fields, makes it active and goes to the dashboard", async () => {
    const { cookie, user } = await signedInUser();
    const analysisUrl = location(await analyse(cookie))!;
    const analysisId = analysisUrl.split("/").pop()!.split("?")[0]!;
    const saved = await settle(
      saveAction(
        routeArgs(formRequest(`/meu-negocio/analise/${analysisId}`, { matchReason: "Você gosta de doces." }, cookie), { analysisId }),
      ),
    );
    expect(statusOf(saved)).toBe(303);
    expect(location(saved)).toBe("/dashboard");
    const row = (await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.userId, user.id)).get())!;
    expect(row).toMatchObject({
      businessName: "Bolos de pote",
      businessCategory: "Alimentação",
      businessLevel: 1,
      userInput: "gosto de doces",
      matchReason: "Você gosta de doces.",
      catalogueId: null,
    });
    expect(row.analysisContent).toContain("Visão geral");
    expect(row.investment).toMatch(/^R\$\u00a0/);
    expect((await getDb().select().from(activeBusinesses).where(eq(activeBusinesses.userId, user.id)).get())?.savedBusinessId).toBe(row.id);
  });

  it("saving the same analysis twice gives the same strategy, and the page says it is already saved", async () => {
    const { cookie, user } = await signedInUser();
    const analysisUrl = location(await analyse(cookie))!;
    const analysisId = analysisUrl.split("/").pop()!.split("?")[0]!;
    const pageData = async () =>
      (await analysisLoader(routeArgs(new Request(`${BASE}${analysisUrl}`, { headers: { Cookie: cookie } }), { analysisId }))) as any;
    expect((await pageData()).savedStrategyId).toBeNull();

    const first: any = await settle(
      saveAction(routeArgs(formRequest(`/meu-negocio/analise/${analysisId}`, { enhanced: "1" }, cookie), { analysisId })),
    );
    expect(first.data).toMatchObject({ saved: true, alreadySaved: false });
    // Another strategy becomes the active one; saving the first analysis again must not steal it back.
    const runId = await ownRun(cookie);
    const otherUrl = location(
      await settle(
        chooseAction(routeArgs(formRequest("/x", { businessId: "pet-sitter-e-passeador", userInput: "cachorros" }, cookie), { runId })),
      ),
    )!;
    const otherId = otherUrl.split("/").pop()!.split("?")[0]!;
    const other: any = await settle(
      saveAction(routeArgs(formRequest(`/meu-negocio/analise/${otherId}`, { enhanced: "1" }, cookie), { analysisId: otherId })),
    );

    const again: any = await settle(
      saveAction(routeArgs(formRequest(`/meu-negocio/analise/${analysisId}`, { enhanced: "1" }, cookie), { analysisId })),
    );
    expect(again.data).toEqual({ saved: true, alreadySaved: true, message: null, strategyId: first.data.strategyId });
    const noJs = await settle(saveAction(routeArgs(formRequest(`/meu-negocio/analise/${analysisId}`, {}, cookie), { analysisId })));
    expect(location(noJs)).toBe("/dashboard");
    const rows = await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.userId, user.id)).all();
    expect(rows.map((r) => r.id).sort()).toEqual([first.data.strategyId, other.data.strategyId].sort());
    expect((await getDb().select().from(activeBusinesses).where(eq(activeBusinesses.userId, user.id)).get())?.savedBusinessId).toBe(
      other.data.strategyId,
    );
    expect((await pageData()).savedStrategyId).toBe(first.data.strategyId);

    // The database itself refuses a second row for the same person and analysis.
    const { id: _id, ...copy } = rows.find((r) => r.id === first.data.strategyId)!;
    const duplicate = await Promise.resolve()
      .then(() =>
        getDb()
          .insert(savedBusinesses)
          .values({ ...copy, id: crypto.randomUUID() })
          .run(),
      )
      .then(
        () => "inserted",
        (error: Error) => `${error.message} ${String((error.cause as Error | undefined)?.message ?? "")}`,
      );
    expect(duplicate).toMatch(/UNIQUE/);
  });

  it("does not let another person open or save someone else's analysis", async () => {
    const owner = await signedInUser();
    const analysisId = location(await analyse(owner.cookie))!
      .split("/")
      .pop()!
      .split("?")[0]!;
    const stranger = await signedInUser();
    const result = await settle(
      saveAction(routeArgs(formRequest(`/meu-negocio/analise/${analysisId}`, {}, stranger.cookie), { analysisId })),
    );
    expect(statusOf(result)).toBe(404);
    expect(await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.userId, stranger.user.id)).all()).toHaveLength(0);
  });
});

/** A suggestion run of the person's own (choosing from suggestions needs one: another person's is a 404). */
async function ownRun(cookie: string) {
  const response = await settle(
    inputAction(routeArgs(formRequest("/meu-negocio?index", { interests: "gosto de doces e de cachorros" }, cookie))),
  );
  return location(response)!.split("/").pop()!;
}

describe("saved strategies", () => {
  async function saveTwo(cookie: string) {
    for (const [businessId, input] of [
      ["bolos-de-pote", "doces"],
      ["pet-sitter-e-passeador", "cachorros"],
    ] as const) {
      const runId = await ownRun(cookie);
      const url = location(await settle(chooseAction(routeArgs(formRequest("/x", { businessId, userInput: input }, cookie), { runId }))))!;
      const analysisId = url.split("/").pop()!.split("?")[0]!;
      await settle(saveAction(routeArgs(formRequest(`/meu-negocio/analise/${analysisId}`, {}, cookie), { analysisId })));
    }
  }

  it("activating another strategy switches the active one; removing the active one resets the journey", async () => {
    const { cookie, user } = await signedInUser();
    await saveTwo(cookie);
    const rows = await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.userId, user.id)).all();
    const bolos = rows.find((r) => r.businessName === "Bolos de pote")!;
    const pet = rows.find((r) => r.businessName !== "Bolos de pote")!;
    expect((await getDb().select().from(activeBusinesses).where(eq(activeBusinesses.userId, user.id)).get())?.savedBusinessId).toBe(pet.id);

    await settle(activateAction(routeArgs(formRequest(`/estrategias/${bolos.id}/ativar`, {}, cookie), { id: bolos.id })));
    expect((await getDb().select().from(activeBusinesses).where(eq(activeBusinesses.userId, user.id)).get())?.savedBusinessId).toBe(
      bolos.id,
    );

    await getDb()
      .insert(journeyProgress)
      .values([
        { userId: user.id, step: "business_idea", completed: true },
        { userId: user.id, step: "business_plan", completed: true },
      ])
      .run();
    // Removing an inactive strategy keeps the journey.
    await settle(removeAction(routeArgs(formRequest(`/estrategias/${pet.id}/remover`, {}, cookie), { id: pet.id })));
    expect(await getDb().select().from(journeyProgress).where(eq(journeyProgress.userId, user.id)).all()).toHaveLength(2);
    // Removing the active one resets it.
    const reset = await settle(removeAction(routeArgs(formRequest(`/estrategias/${bolos.id}/remover`, {}, cookie), { id: bolos.id })));
    expect(location(reset)).toBe("/dashboard");
    expect(await getDb().select().from(journeyProgress).where(eq(journeyProgress.userId, user.id)).all()).toHaveLength(0);
    expect(await getDb().select().from(activeBusinesses).where(eq(activeBusinesses.userId, user.id)).get()).toBeUndefined();
    expect(await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.userId, user.id)).all()).toHaveLength(0);
  });

  it("another person's strategy ids change nothing", async () => {
    const owner = await signedInUser();
    await saveTwo(owner.cookie);
    const target = (await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.userId, owner.user.id)).all())[0]!;
    const stranger = await signedInUser();
    const args = (path: string) => routeArgs(formRequest(path, {}, stranger.cookie), { id: target.id });
    await settle(activateAction(args(`/estrategias/${target.id}/ativar`)));
    await settle(removeAction(args(`/estrategias/${target.id}/remover`)));
    expect(
      statusOf(
        await settle(removeLoader(routeArgs(new Request(`${BASE}/x`, { headers: { Cookie: stranger.cookie } }), { id: target.id }))),
      ),
    ).toBe(404);
    expect(
      statusOf(
        await settle(downloadLoader(routeArgs(new Request(`${BASE}/x`, { headers: { Cookie: stranger.cookie } }), { id: target.id }))),
      ),
    ).toBe(404);
    expect(await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.id, target.id)).get()).toBeDefined();
    expect(await getDb().select().from(activeBusinesses).where(eq(activeBusinesses.userId, stranger.user.id)).get()).toBeUndefined();
  });

  it("downloads a strategy as a text file (not a .md a person cannot open)", async () => {
    const { cookie, user } = await signedInUser();
    await saveTwo(cookie);
    const row = (await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.userId, user.id)).all())[0]!;
    const response = (await downloadLoader(
      routeArgs(new Request(`${BASE}/x`, { headers: { Cookie: cookie } }), { id: row.id }),
    )) as Response;
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="estrategia-.*\.txt"/);
    expect(await response.text()).toContain(`# ${row.businessName}`);
  });
});

describe("catalogue page", () => {
  it("filters, sorts numerically by investment and paginates from the URL", async () => {
    const { cookie } = await signedInUser();
    const get = (query: string) =>
      catalogueLoader(routeArgs(new Request(`${BASE}/meu-negocio/catalogo?${query}`, { headers: { Cookie: cookie } }))) as Promise<any>;
    const all = await get("");
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.ideas).toHaveLength(24);
    const level3 = await get("nivel=3&ordem=investimento");
    const totals = level3.ideas.map((i: any) => i.investmentMax);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
    expect(level3.ideas.every((i: any) => i.level === 3)).toBe(true);
    const none = await get("q=xyzzy");
    expect(none.total).toBe(0);
  });
});
