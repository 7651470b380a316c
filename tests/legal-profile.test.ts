// @db-engines: sqlite libsql
// Decision 029, the MEI's own data: the form (no JavaScript) and /api/business-profile share one schema;
// the MEI page, /api/mei-summary and the receipt use it.
import { describe, expect, it } from "vitest";
import { createClient } from "~/models/business-clients.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { localDateParts } from "~/modules/business/calendar";
import { action as pageAction, loader as pageLoader } from "~/routes/_app.gestao.empresa";
import { loader as meiPage } from "~/routes/_app.gestao.mei";
import { loader as receipt } from "~/routes/_app.gestao.pedidos.$id.recibo";
import { action as apiPut, loader as apiGet } from "~/routes/api.business-profile";
import { loader as apiMei } from "~/routes/api.mei-summary";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlGet } from "./sql";

const year = localDateParts(new Date()).year;

describe("business profile through the form", () => {
  it("saves CNPJ, opening date and occupation; the limit becomes proportional; the report and receipt show the CNPJ", async () => {
    const { cookie, user } = await signedInUser();
    const saved = await outcomeOf(() =>
      pageAction(
        args(
          request("/gestao/empresa", {
            cookie,
            form: {
              cnpj: "12.abc.345/01de-35",
              openedOn: `${year}-01-15`,
              occupation: "Doceiro(a) independente",
              tradeName: "Doces da Ana",
              city: "Campinas",
              state: "SP",
            },
          }),
        ),
      ),
    );
    expect(saved).toMatchObject({ status: 303, location: "/gestao/empresa" });
    const page = await outcomeOf(() => pageLoader(args(request("/gestao/empresa", { cookie }))));
    expect(page.body).toMatchObject({
      profile: { cnpj: "12ABC34501DE35", occupationCnae: "5620104", dasKind: "comercio", dasAmountCents: 8205 },
      limit: { proportional: true },
    });
    // Opened in January of this year: 12 months × R$ 6.750 = the whole R$ 81.000.
    const mei = await outcomeOf(() => meiPage(args(request("/gestao/mei", { cookie }))));
    expect(mei.body).toMatchObject({ cnpj: "12.ABC.345/01DE-35", proportional: true });

    const product = await createProduct(user.id, {
      name: "Bolo",
      unit: "un",
      kind: "industrializados",
      costCents: 100,
      priceCents: 500,
      stock: null,
    });
    const client = await createClient(user.id, { name: "Cida", phone: null, email: null, notes: null, tags: [] });
    const order = await createOrder(user.id, {
      clientId: client.id,
      items: [{ productId: product.id, quantityMilli: 1000 }],
      discount: null,
      deliveryCents: 0,
      paymentMethod: "pix",
      dueDate: null,
      test: false,
      notes: null,
      status: "confirmado",
    });
    if (!order.ok) throw new Error(order.message);
    const shown = await outcomeOf(() =>
      receipt(args(request(`/gestao/pedidos/${order.order.id}/recibo`, { cookie }), { id: order.order.id })),
    );
    expect(shown.body).toMatchObject({ seller: { name: "Doces da Ana", cnpj: "12.ABC.345/01DE-35", place: "Campinas – SP" } });
    expect(shown.body).toMatchObject({
      amount: { words: "cinco reais" },
      datePlace: expect.stringMatching(/^Campinas – SP, \d{1,2} de \p{L}+ de \d{4}$/u),
    });
  });

  it("a wrong CNPJ: 400, the pt-BR message, what was typed comes back, nothing stored", async () => {
    const { cookie, user } = await signedInUser();
    const refused = await outcomeOf(() =>
      pageAction(args(request("/gestao/empresa", { cookie, form: { cnpj: "11.222.333/0001-82", city: "Recife" } }))),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { cnpj: expect.stringContaining("CNPJ inválido") }, values: { city: "Recife" } });
    expect(await sqlGet("SELECT * FROM business_profiles WHERE user_id = ?", user.id)).toBeUndefined();
  });
});

describe("/api/business-profile and /api/mei-summary", () => {
  it("PUT stores, GET reads, mei-summary gives the proportional limitCents; a wrong CNPJ is a 400 and changes nothing", async () => {
    const { cookie } = await signedInUser();
    const empty = await outcomeOf(() => apiGet(args(request("/api/business-profile", { cookie }))));
    expect(empty.body).toMatchObject({ cnpj: null, openedAt: null });

    const put = await outcomeOf(() =>
      apiPut(
        args(
          request("/api/business-profile", {
            cookie,
            method: "PUT",
            json: { cnpj: "11.222.333/0001-81", openedAt: `${year}-10-05`, occupation: "Doceiro(a) independente", city: null },
          }),
        ),
      ),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ cnpj: "11222333000181", openedAt: `${year}-10-05`, dasAmountCents: 8205, city: null });

    const bad = await outcomeOf(() =>
      apiPut(args(request("/api/business-profile", { cookie, method: "PUT", json: { cnpj: "11.222.333/0001-82" } }))),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.stringContaining("CNPJ inválido"), field: "cnpj" });
    const badDate = await outcomeOf(() =>
      apiPut(args(request("/api/business-profile", { cookie, method: "PUT", json: { openedAt: "2026-13-01" } }))),
    );
    expect(badDate).toMatchObject({ status: 400, body: { field: "openedAt" } });

    const after = await outcomeOf(() => apiGet(args(request("/api/business-profile", { cookie }))));
    expect(after.body).toMatchObject({ cnpj: "11222333000181" });
    // Opened in October: October, November and December × R$ 6.750.
    const summary = await outcomeOf(() => apiMei(args(request(`/api/mei-summary?month=${year}-11`, { cookie }))));
    expect(summary.body).toMatchObject({ limitCents: 3 * 675_000 });
    const lastYear = await outcomeOf(() => apiMei(args(request(`/api/mei-summary?month=${year - 1}-11`, { cookie }))));
    expect(lastYear.body).toMatchObject({ limitCents: 8_100_000 });
  });

  it("refuses a GET without a session and a POST", async () => {
    const anonymous = await outcomeOf(() => apiGet(args(request("/api/business-profile"))));
    expect(anonymous.status).toBe(401);
    const { cookie } = await signedInUser();
    const post = await outcomeOf(() => apiPut(args(request("/api/business-profile", { cookie, json: {} }))));
    expect(post.status).toBe(405);
  });
});
