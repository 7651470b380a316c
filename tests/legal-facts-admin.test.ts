// @db-engines: sqlite libsql
// Decision 035: an administrator dates a new value of a legal figure in Sistema; the MEI gauge,
// /api/mei-summary, the obligations and the simulator use it from that day on.
import { describe, expect, it } from "vitest";
import { localDateParts } from "~/modules/business/calendar";
import { FACTS_YEAR } from "~/modules/facts/legal-facts";
import { action as systemAction, loader as systemLoader } from "~/routes/admin.sistema";
import { loader as empresaPage } from "~/routes/_app.gestao.empresa";
import { loader as meiPage } from "~/routes/_app.gestao.mei";
import { loader as simulator } from "~/routes/_app.gestao.mei_.simulador";
import { action as apiPut } from "~/routes/api.business-profile";
import { loader as apiMei } from "~/routes/api.mei-summary";
import { loader as apiObligations } from "~/routes/api.obligations";
import { args, changedTables, digest, outcomeOf, request, signedInAdmin } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlAll } from "./sql";

const year = localDateParts(new Date()).year;

function post(form: Record<string, string>, cookie: string) {
  return systemAction(args(request("/admin/sistema", { cookie, form })));
}

async function factsShown(cookie: string) {
  const page = await systemLoader(args(request("/admin/sistema", { cookie })));
  return Object.fromEntries(page.legalFacts.map((f) => [f.key, f]));
}

describe("Sistema → Valores legais", () => {
  it("refuses bad input with pt-BR messages and a 400, changing nothing", async () => {
    const admin = await signedInAdmin();
    const before = await digest();
    const bad = await outcomeOf(() =>
      post({ intent: "add-fact", key: "meiAnnualLimit", value: "8.100", validFrom: "amanhã", source: "" }, admin.cookie),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        value: "O valor precisa estar entre R$\u00a050.000,00 e R$\u00a0500.000,00.",
        validFrom: "Informe a data a partir da qual o valor vale.",
        source: expect.stringContaining("Informe a fonte"),
      },
      values: { value: "8.100" },
    });
    const unknown = await outcomeOf(() =>
      post({ intent: "add-fact", key: "DAS_DUE_DAY", value: "10", validFrom: "2030-01-01", source: "LC 1/2030" }, admin.cookie),
    );
    expect(unknown).toMatchObject({ status: 400, body: { errors: { key: "Escolha um dos valores legais da lista." } } });
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it("refuses a person who is not an administrator", async () => {
    const { cookie } = await signedInUser();
    const before = await digest();
    const refused = await outcomeOf(() =>
      post({ intent: "add-fact", key: "meiAnnualLimit", value: "200.000", validFrom: "2020-01-01", source: "LC 1/2020" }, cookie),
    );
    expect(refused).toMatchObject({ status: 302, location: "/admin-login" });
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it("a dated limit and minimum wage reach the gauge, the API, the obligations and the simulator, and are logged", async () => {
    const admin = await signedInAdmin();
    const { cookie } = await signedInUser();
    const profile = await outcomeOf(() =>
      apiPut(
        args(
          request("/api/business-profile", {
            cookie,
            method: "PUT",
            json: { openedAt: `${year - 1}-03-10`, occupation: "Doceiro(a) independente" },
          }),
        ),
      ),
    );
    expect(profile.body).toMatchObject({ dasAmountCents: 8205 });
    const limitBefore = await outcomeOf(() => apiMei(args(request(`/api/mei-summary`, { cookie }))));
    expect(limitBefore.body).toMatchObject({ limitCents: 8_100_000 });

    const saved = await outcomeOf(() =>
      post(
        { intent: "add-fact", key: "meiAnnualLimit", value: "120.000", validFrom: `${year}-01-01`, source: "LC 999, art. 1º (teste)" },
        admin.cookie,
      ),
    );
    expect(saved).toMatchObject({ status: 303, location: "/admin/sistema#valores-legais" });
    await post(
      { intent: "add-fact", key: "minimumWage", value: "2.000", validFrom: `${year}-01-01`, source: "Decreto de teste" },
      admin.cookie,
    );

    const summary = await outcomeOf(() => apiMei(args(request(`/api/mei-summary`, { cookie }))));
    expect(summary.body).toMatchObject({ limitCents: 12_000_000 });
    const lastYear = await outcomeOf(() => apiMei(args(request(`/api/mei-summary?month=${year - 1}-11`, { cookie }))));
    // Opened in March of last year: 10 months × R$ 6.750, under the figures of that year.
    expect(lastYear.body).toMatchObject({ limitCents: 10 * 675_000 });
    const page = await meiPage(args(request("/gestao/mei", { cookie })));
    expect(page.limit.limit).toMatch(/120\.000,00/);
    expect(page.monthlyLimit).toMatch(/10\.000,00/);

    const obligations = await outcomeOf(() => apiObligations(args(request(`/api/obligations?year=${year}`, { cookie }))));
    const list = (obligations.body as { obligations: { id: string; amountCents: number | null }[] }).obligations;
    // 5% of R$ 2.000 + R$ 1 of ICMS for this year's months; December of last year keeps the code's figures.
    expect(list.find((o) => o.id === `das-${year}-02`)?.amountCents).toBe(10_100);
    expect(list.find((o) => o.id === `das-${year - 1}-12`)?.amountCents).toBe(year - 1 === FACTS_YEAR ? 8205 : null);

    const empresa = await empresaPage(args(request("/gestao/empresa", { cookie })));
    expect(empresa).toMatchObject({ das: expect.stringMatching(/101,00/), dasYear: year });

    const sim = await simulator(args(request("/gestao/mei/simulador?receita=59000&atividade=servicos", { cookie })));
    expect(sim.results.find((r) => r.regime === "nano")?.applies).toBe(true); // under 50% of R$ 120.000
    expect(sim.results.find((r) => r.regime === "mei")?.monthly).toBe(105);

    const shown = await factsShown(admin.cookie);
    expect(shown.meiAnnualLimit).toMatchObject({
      current: "R$\u00a0120.000,00",
      validFrom: `${year}-01-01`,
      basis: "LC 999, art. 1º (teste)",
    });
    expect(shown.meiIss).toMatchObject({ current: "R$\u00a05,00", validFrom: null, basis: expect.stringContaining("valor de fábrica") });
    const logged = await sqlAll<{ email: string; reason: string }>(
      "SELECT email, reason FROM security_log WHERE event = 'legal_fact' ORDER BY id",
    );
    expect(logged[0]).toEqual({
      email: admin.email,
      reason: `Limite anual do MEI a partir de 01/01/${year}: R$\u00a081.000,00 → R$\u00a0120.000,00 (fonte: LC 999, art. 1º (teste))`,
    });
  });

  it("removes a future value, but not one already in force", async () => {
    const admin = await signedInAdmin();
    await post(
      { intent: "add-fact", key: "meiIss", value: "6", validFrom: `${year + 2}-01-01`, source: "LC futura (teste)" },
      admin.cookie,
    );
    const future = (await factsShown(admin.cookie)).meiIss!.history[0]!;
    expect(future).toMatchObject({ value: "R$\u00a06,00", future: true, createdBy: admin.email });
    const current = (await factsShown(admin.cookie)).meiAnnualLimit!.history[0]!;
    expect(current.future).toBe(false);

    const kept = await outcomeOf(() => post({ intent: "remove-fact", id: String(current.id) }, admin.cookie));
    expect(kept).toMatchObject({ status: 303 });
    expect((await factsShown(admin.cookie)).meiAnnualLimit!.history).toHaveLength(1);

    const removed = await outcomeOf(() => post({ intent: "remove-fact", id: String(future.id) }, admin.cookie));
    expect(removed).toMatchObject({ status: 303, location: "/admin/sistema#valores-legais" });
    expect((await factsShown(admin.cookie)).meiIss!.history).toEqual([]);
    const logged = await sqlAll<{ reason: string }>("SELECT reason FROM security_log WHERE event = 'legal_fact' ORDER BY id DESC LIMIT 1");
    expect(logged[0]?.reason).toBe(`ISS do DAS a partir de 01/01/${year + 2}: R$\u00a06,00 → removido; volta a valer R$\u00a05,00`);
  });
});
