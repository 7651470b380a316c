// @db-engines: sqlite libsql
// Plano de Negócio (issue 17): starting values, section forms (rows without JavaScript, errors
// that keep what was typed), versions and conflicts, the JSON API, journey step 3, the
// consultant's figures, and the account rights (export, strategy and account deletion).
import { describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { businessPlans, journeyProgress } from "#db/schema";
import { and, eq } from "drizzle-orm";
import { exportAccountData, deleteAccount } from "~/models/account.server";
import { activePlanFigures } from "~/models/business-plan.server";
import { deleteStrategy, saveStrategy } from "~/models/saved-business.server";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { loader as overviewLoader } from "~/routes/_app.estrategias.$id.plano._index";
import { action as sectionAction, loader as sectionLoader } from "~/routes/_app.estrategias.$id.plano.$secao";
import { action as apiPut, loader as apiGet } from "~/routes/api.business-plan.$strategyId";
import { loader as planRedirect } from "~/routes/_app.plano";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

const idea = CATALOGUE[0]!;

async function personWithStrategy() {
  const signed = await signedInUser();
  const strategy = await saveStrategy(signed.user.id, {
    businessName: idea.title,
    businessCategory: idea.category,
    catalogueId: idea.id,
    analysisContent:
      "**1. Visão geral**\nTexto.\n\n**2. Público e mercado**\nTrabalhadores de escritório do bairro.\n\n**7. Riscos**\n- Comida que chega fria",
  });
  return { ...signed, strategy };
}

const planRows = async (strategyId: string) => getDb().select().from(businessPlans).where(eq(businessPlans.strategyId, strategyId)).all();

type SectionBody = { draft: Record<string, string[]>; errors: Record<string, string>; formError?: string; version?: number };

/** The financial form as the page renders it (every cell of every row), so a save posts it back. */
async function financialForm(cookie: string, id: string) {
  const page = await outcomeOf(() =>
    sectionLoader(args(request(`/estrategias/${id}/plano/financeiro`, { cookie }), { id, secao: "financeiro" })),
  );
  const body = page.body as { draft: Record<string, string[]>; version: number };
  const form = new URLSearchParams();
  for (const [name, values] of Object.entries(body.draft)) for (const value of values) form.append(name, value);
  form.set("version", String(body.version));
  return { form, version: body.version };
}

const post = (path: string, cookie: string, form: URLSearchParams) =>
  request(path, { cookie, body: form.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

describe("the plan's pages", () => {
  it("starts from the idea's model and the analysis, shows the verdict and server-rendered charts, and writes nothing on GET", async () => {
    const { cookie, strategy } = await personWithStrategy();
    const page = await outcomeOf(() => overviewLoader(args(request(`/estrategias/${strategy.id}/plano`, { cookie }), { id: strategy.id })));
    expect(page.status).toBe(200);
    const body = page.body as {
      saved: boolean;
      figures: { verdict: { headline: string }; investment: { totalCents: number } };
      charts: Record<string, string>;
    };
    expect(body.saved).toBe(false);
    expect(body.figures.verdict.headline).toMatch(
      /^A conta fecha no cenário provável: lucro de [\d,]+% do faturamento|^(Ainda não|Não) fecha no cenário provável/,
    );
    expect(body.figures.investment.totalCents).toBe(Math.round(idea.investmentMax * 100));
    expect(body.charts.result).toMatch(/^<svg[^>]*role="img"[\s\S]*<title[^>]*>Resultado de cada mês[\s\S]*<desc/);
    expect(await planRows(strategy.id)).toEqual([]);
    const mercado = await outcomeOf(() =>
      sectionLoader(args(request(`/estrategias/${strategy.id}/plano/mercado`, { cookie }), { id: strategy.id, secao: "mercado" })),
    );
    expect((mercado.body as SectionBody).draft.customers).toEqual(["Trabalhadores de escritório do bairro."]);
    const composed = await outcomeOf(() =>
      sectionAction(
        args(request(`/estrategias/${strategy.id}/plano/sumario`, { cookie, form: { intent: "compose", version: "0", text: "" } }), {
          id: strategy.id,
          secao: "sumario",
        }),
      ),
    );
    expect((composed.body as SectionBody).draft.text![0]).toMatch(
      /Clientes: Trabalhadores de escritório do bairro\.[\s\S]*Investimento total de R\$/,
    );
    expect(await planRows(strategy.id)).toEqual([]);
    const unknown = await outcomeOf(() =>
      sectionLoader(args(request(`/estrategias/${strategy.id}/plano/xyz`, { cookie }), { id: strategy.id, secao: "xyz" })),
    );
    expect(unknown.status).toBe(404);
  });

  it("adds and removes rows without saving, refuses bad numbers keeping what was typed, then saves and completes step 3", async () => {
    const { cookie, user, strategy } = await personWithStrategy();
    const path = `/estrategias/${strategy.id}/plano/financeiro`;
    const params = { id: strategy.id, secao: "financeiro" };
    const { form } = await financialForm(cookie, strategy.id);
    const rowsBefore = form.getAll("fixedCosts.item").length;

    form.set("intent", "add:fixedCosts");
    const added = await outcomeOf(() => sectionAction(args(post(path, cookie, form), params)));
    expect(added.status).toBe(200);
    expect((added.body as SectionBody).draft["fixedCosts.item"]).toHaveLength(rowsBefore + 1);
    form.set("intent", "remove:fixedCosts:0");
    const removed = await outcomeOf(() => sectionAction(args(post(path, cookie, form), params)));
    expect((removed.body as SectionBody).draft["fixedCosts.item"]).toHaveLength(rowsBefore - 1);
    expect(await planRows(strategy.id)).toEqual([]);

    form.set("intent", "save");
    form.set("ownerDrawCents", "mil reais");
    const bad = await outcomeOf(() => sectionAction(args(post(path, cookie, form), params)));
    expect(bad.status).toBe(400);
    expect((bad.body as SectionBody).errors.ownerDrawCents).toMatch(/use um valor como/);
    expect((bad.body as SectionBody).draft.ownerDrawCents).toEqual(["mil reais"]);
    expect(await planRows(strategy.id)).toEqual([]);

    form.set("ownerDrawCents", "1.500,00");
    const saved = await outcomeOf(() => sectionAction(args(post(path, cookie, form), params)));
    expect(saved).toMatchObject({ status: 303, location: `/estrategias/${strategy.id}/plano` });
    const [row] = await planRows(strategy.id);
    expect(row).toMatchObject({ version: 1 });
    expect((row!.sections as { financeiro: { ownerDrawCents: number }; reviewed: string[] }).financeiro.ownerDrawCents).toBe(150_000);
    expect((row!.sections as { reviewed: string[] }).reviewed).toEqual(["financeiro"]);
    const step = await getDb()
      .select()
      .from(journeyProgress)
      .where(and(eq(journeyProgress.userId, user.id), eq(journeyProgress.step, "business_plan")))
      .get();
    expect(step).toMatchObject({ completed: true, metadata: { planId: row!.id } });

    // The consultant reads the saved plan's break-even.
    const figures = await activePlanFigures(user.id);
    expect(figures).toMatchObject({ strategyId: strategy.id });
    expect(figures!.fixedCostsCents).toBeGreaterThan(150_000);
  });

  it("a save from an older version is a conflict: 409, the typed values back, nothing overwritten", async () => {
    const { cookie, strategy } = await personWithStrategy();
    const path = `/estrategias/${strategy.id}/plano/mercado`;
    const params = { id: strategy.id, secao: "mercado" };
    const first = new URLSearchParams({ intent: "save", version: "0", customers: "Primeira aba", competitors: "", suppliers: "" });
    expect((await outcomeOf(() => sectionAction(args(post(path, cookie, first), params)))).status).toBe(303);
    const stale = new URLSearchParams({
      intent: "save",
      version: "0",
      customers: "Segunda aba",
      competitors: "Restaurante da esquina",
      suppliers: "",
    });
    const conflict = await outcomeOf(() => sectionAction(args(post(path, cookie, stale), params)));
    expect(conflict.status).toBe(409);
    const body = conflict.body as SectionBody;
    expect(body.formError).toMatch(/salvo em outra aba ou aparelho/);
    expect(body.draft.competitors).toEqual(["Restaurante da esquina"]);
    expect(body.version).toBe(1);
    const [row] = await planRows(strategy.id);
    expect((row!.sections as { mercado: { customers: string } }).mercado.customers).toBe("Primeira aba");
    // Saving again from the version the conflict reported is a deliberate overwrite.
    stale.set("version", "1");
    expect((await outcomeOf(() => sectionAction(args(post(path, cookie, stale), params)))).status).toBe(303);
    expect((await planRows(strategy.id))[0]).toMatchObject({ version: 2 });
  });
});

describe("the JSON API", () => {
  it("GET gives the plan and figures, PUT validates like the forms, checks the version and answers 404 to a stranger", async () => {
    const { cookie, strategy } = await personWithStrategy();
    const stranger = await signedInUser();
    const path = `/api/business-plan/${strategy.id}`;
    const params = { strategyId: strategy.id };
    const got = await outcomeOf(() => apiGet(args(request(path, { cookie }), params)));
    const body = got.body as {
      version: number;
      plan: { financeiro: { products: { priceCents: number }[] } };
      figures: { breakEven: unknown };
    };
    expect(got.status).toBe(200);
    expect(body.version).toBe(0);

    const float = structuredClone(body.plan);
    float.financeiro.products[0]!.priceCents = 12.5;
    expect(
      (await outcomeOf(() => apiPut(args(request(path, { cookie, method: "PUT", json: { version: 0, plan: float } }), params)))).status,
    ).toBe(400);

    const put = await outcomeOf(() =>
      apiPut(args(request(path, { cookie, method: "PUT", json: { version: 0, plan: body.plan } }), params)),
    );
    expect(put).toMatchObject({ status: 200, body: { version: 1 } });
    const stale = await outcomeOf(() =>
      apiPut(args(request(path, { cookie, method: "PUT", json: { version: 0, plan: body.plan } }), params)),
    );
    expect(stale).toMatchObject({ status: 409, body: { version: 1 } });

    expect((await outcomeOf(() => apiGet(args(request(path, { cookie: stranger.cookie }), params)))).status).toBe(404);
    const foreign = await outcomeOf(() =>
      apiPut(args(request(path, { cookie: stranger.cookie, method: "PUT", json: { version: 1, plan: body.plan } }), params)),
    );
    expect(foreign.status).toBe(404);
    expect((await planRows(strategy.id))[0]).toMatchObject({ version: 1 });
  });
});

describe("account rights", () => {
  it("the export includes the plans; deleting the strategy or the account removes them", async () => {
    const { cookie, user, strategy } = await personWithStrategy();
    const second = await saveStrategy(user.id, { businessName: "Outra ideia", analysisContent: "Texto." });
    for (const id of [strategy.id, second.id]) {
      const got = (await outcomeOf(() => apiGet(args(request(`/api/business-plan/${id}`, { cookie }), { strategyId: id })))).body as {
        plan: unknown;
      };
      await apiPut(
        args(request(`/api/business-plan/${id}`, { cookie, method: "PUT", json: { version: 0, plan: got.plan } }), { strategyId: id }),
      );
    }
    const exported = await exportAccountData(user.id);
    expect(exported!.businessPlans.map((p) => p.strategyId).sort()).toEqual([strategy.id, second.id].sort());
    expect(exported!.businessPlans[0]).not.toHaveProperty("userId");

    await deleteStrategy(user.id, second.id);
    expect(await planRows(second.id)).toEqual([]);
    expect(await planRows(strategy.id)).toHaveLength(1);
    await deleteAccount(user.id);
    expect(await planRows(strategy.id)).toEqual([]);
  });

  it("/plano opens the active strategy's plan, or sends a person without one to choose a business", async () => {
    const { cookie, strategy } = await personWithStrategy();
    expect(await outcomeOf(() => planRedirect(args(request("/plano", { cookie }))))).toMatchObject({
      status: 302,
      location: `/estrategias/${strategy.id}/plano`,
    });
    const newcomer = await signedInUser();
    expect(await outcomeOf(() => planRedirect(args(request("/plano", { cookie: newcomer.cookie }))))).toMatchObject({
      status: 302,
      location: "/meu-negocio",
    });
  });
});
