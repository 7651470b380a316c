// @db-engines: sqlite libsql
import { sqlGet } from "./sql";
// Livro-caixa and MEI: entries through the form and the API, monthly totals, the limit gauge's
// figures and the monthly revenue report computed from the sales.
import { describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import { MEI_ANNUAL_LIMIT } from "~/modules/facts/legal-facts";
import { action as newEntry } from "~/routes/_app.gestao.caixa.novo";
import { loader as cashBook } from "~/routes/_app.gestao.caixa._index";
import { loader as meiPage } from "~/routes/_app.gestao.mei";
import { action as apiCreate, loader as apiList } from "~/routes/api.cash-entries";
import { loader as apiMei } from "~/routes/api.mei-summary";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

const nbsp = "\u00a0";

describe("livro-caixa", () => {
  it("a sale and an expense through the form make the month's totals; bad input changes nothing", async () => {
    const { cookie, user } = await signedInUser();
    const sale = await outcomeOf(() =>
      newEntry(
        args(
          request("/gestao/caixa/novo", {
            cookie,
            form: {
              direction: "in",
              category: "venda",
              amount: "150,00",
              occurredOn: "2026-03-10",
              revenueKind: "industrializados",
              withInvoice: "sim",
            },
          }),
        ),
      ),
    );
    expect(sale).toMatchObject({ status: 303, location: "/gestao/caixa?mes=2026-03" });
    await newEntry(
      args(
        request("/gestao/caixa/novo", {
          cookie,
          form: { direction: "out", category: "materia_prima", amount: "40", occurredOn: "2026-03-11" },
        }),
      ),
    ).catch((r) => r);
    const wrongCategory = await outcomeOf(() =>
      newEntry(
        args(
          request("/gestao/caixa/novo", { cookie, form: { direction: "out", category: "venda", amount: "10", occurredOn: "2026-03-11" } }),
        ),
      ),
    );
    expect(wrongCategory).toMatchObject({ status: 400, body: { errors: { category: "Escolha uma categoria da lista." } } });
    const badDate = await outcomeOf(() =>
      newEntry(
        args(
          request("/gestao/caixa/novo", { cookie, form: { direction: "in", category: "venda", amount: "10", occurredOn: "2026-02-30" } }),
        ),
      ),
    );
    expect(badDate.status).toBe(400);
    expect(((await sqlGet("SELECT COUNT(*) AS n FROM business_cash_entries WHERE user_id = ?", user.id)) as { n: number }).n).toBe(2);

    const page = await outcomeOf(() => cashBook(args(request("/gestao/caixa?mes=2026-03", { cookie }))));
    expect(page.body).toMatchObject({
      summary: { in: `R$${nbsp}150,00`, out: `R$${nbsp}40,00`, balance: `R$${nbsp}110,00`, negative: false },
    });
    expect((page.body as { chart: unknown[] }).chart).toHaveLength(6);
    // An expense saved with the sale-only fields drops them.
    const expense = await sqlGet(
      "SELECT revenue_kind, with_invoice FROM business_cash_entries WHERE user_id = ? AND direction = 'out'",
      user.id,
    );
    expect(expense).toEqual({ revenue_kind: null, with_invoice: 0 });
  });
});

describe("MEI", () => {
  it("the gauge and the report read the sales only; the API gives the same figures", async () => {
    const { cookie } = await signedInUser();
    const post = (json: unknown) => outcomeOf(() => apiCreate(args(request("/api/cash-entries", { cookie, json }))));
    const eightyPercent = MEI_ANNUAL_LIMIT * 100 * 0.8;
    expect(
      (
        await post({
          occurredOn: "2026-01-15",
          direction: "in",
          category: "venda",
          amountCents: eightyPercent - 30000,
          revenueKind: "servicos",
          withInvoice: true,
        })
      ).status,
    ).toBe(201);
    await post({ occurredOn: "2026-03-02", direction: "in", category: "venda", amountCents: 20000 });
    await post({ occurredOn: "2026-03-03", direction: "in", category: "venda", amountCents: 10000, revenueKind: "industrializados" });
    await post({ occurredOn: "2026-03-04", direction: "in", category: "outra_entrada", amountCents: 999999 });
    expect((await post({ occurredOn: "2026-03-04", direction: "in", category: "venda", amountCents: 10.5 })).status).toBe(400);

    const api = await outcomeOf(() => apiMei(args(request("/api/mei-summary?month=2026-03", { cookie }))));
    expect(api.body).toMatchObject({
      month: "2026-03",
      yearToDateRevenueCents: eightyPercent,
      limitCents: MEI_ANNUAL_LIMIT * 100,
      shareUsed: 0.8,
      level: "attention",
      monthlyReport: {
        revenda: { withoutInvoice: 20000, total: 20000 },
        industrializados: { withoutInvoice: 10000 },
        servicos: { total: 0 },
        total: 30000,
      },
      dasDueDate: "2026-04-20",
    });
    const february = await outcomeOf(() => apiMei(args(request("/api/mei-summary?month=2026-02", { cookie }))));
    expect(february.body).toMatchObject({ level: "ok", monthlyReport: { total: 0 } });

    const page = await outcomeOf(() => meiPage(args(request("/gestao/mei?mes=2026-03", { cookie }))));
    const body = page.body as {
      limit: { shareText: string; level: string };
      reportTotal: string;
      report: { lines: { code: string; value: string }[] }[];
      dasn: { total: string; iss: string };
    };
    expect(body.limit).toMatchObject({ level: "attention", shareText: "80,0%" });
    expect(body.reportTotal).toBe(`R$${nbsp}300,00`);
    expect(body.report.flatMap((s) => s.lines).find((l) => l.code === "IV")!.value).toBe(`R$${nbsp}100,00`);
    expect(body.dasn.iss).toBe(`R$${nbsp}${((eightyPercent - 30000) / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`);

    const list = await outcomeOf(() => apiList(args(request("/api/cash-entries?month=2026-03&perPage=2", { cookie }))));
    expect(list.body).toMatchObject({ total: 3, perPage: 2, month: "2026-03" });
    expect((await outcomeOf(() => apiList(args(request("/api/cash-entries?month=março", { cookie }))))).status).toBe(400);
  });
});
