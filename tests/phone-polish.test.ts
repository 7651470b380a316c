// @db-engines: sqlite libsql
// Decision 032: the rules behind what a person met on a phone, through the loaders, actions and API routes.
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createClient } from "~/models/business-clients.server";
import { createProduct } from "~/models/business-products.server";
import { loadPlan } from "~/models/business-plan.server";
import { saveProfile } from "~/models/profile.server";
import { saveStrategy } from "~/models/saved-business.server";
import { localIsoDate } from "~/modules/business/calendar";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { computePlan } from "~/modules/plan/compute";
import { loader as clientPage } from "~/routes/_app.gestao.clientes.$id._index";
import { loader as clientList } from "~/routes/_app.gestao.clientes._index";
import { action as newClient, loader as newClientPage } from "~/routes/_app.gestao.clientes.novo";
import { action as newOrder } from "~/routes/_app.gestao.pedidos.novo";
import { loader as calculator } from "~/routes/_app.gestao.produtos.calculadora";
import { loader as newProductPage } from "~/routes/_app.gestao.produtos.novo";
import { action as apiOrders } from "~/routes/api.orders";
import { action as apiOrder } from "~/routes/api.orders.$id";
import { action as apiProducts } from "~/routes/api.products";
import { loader as xlsxLoader } from "~/routes/estrategias.$id.plano[.]xlsx";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

const nbsp = "\u00a0";
const yesterday = () => localIsoDate(new Date(Date.now() - 36 * 3600 * 1000));
const today = () => localIsoDate(new Date());

describe("units: cento, and fractions with a counted stock", () => {
  it("the API accepts a product sold by the hundred, and half a hundred in an order", async () => {
    const { cookie } = await signedInUser();
    const created = await outcomeOf(() =>
      apiProducts(
        args(
          request("/api/products", {
            cookie,
            json: { name: "Brigadeiro", unit: "cento", kind: "industrializados", costCents: 4000, priceCents: 12000 },
          }),
        ),
      ),
    );
    expect(created).toMatchObject({ status: 201, body: { unit: "cento" } });
    const productId = (created.body as { id: string }).id;
    const order = await outcomeOf(() =>
      apiOrders(args(request("/api/orders", { cookie, json: { items: [{ productId, quantity: 0.5 }], paymentMethod: "pix" } }))),
    );
    expect(order).toMatchObject({ status: 201, body: { totalCents: 6000 } });
  });

  it("a kg product with a counted stock says why 1,5 kg is refused, and how to allow it", async () => {
    const { cookie, user } = await signedInUser();
    const cheese = await createProduct(user.id, {
      name: "Queijo",
      unit: "kg",
      kind: "revenda",
      costCents: 3000,
      priceCents: 5000,
      stock: 10,
    });
    const order = await outcomeOf(() =>
      apiOrders(args(request("/api/orders", { cookie, json: { items: [{ productId: cheese.id, quantity: 1.5 }], paymentMethod: "pix" } }))),
    );
    expect(order.status).toBe(400);
    expect((order.body as { message: string }).message).toMatch(/estoque contado.*quantidades inteiras.*deixe o estoque vazio/);
  });
});

describe("a fiado due before its order is refused", () => {
  async function shop() {
    const person = await signedInUser();
    const cake = await createProduct(person.user.id, {
      name: "Bolo",
      unit: "un",
      kind: "industrializados",
      costCents: 500,
      priceCents: 1500,
      stock: null,
    });
    return { ...person, cake };
  }

  it("by the API, with a 400 and a sentence, on create and on update", async () => {
    const { cookie, cake } = await shop();
    const body = (dueDate: string) => ({ items: [{ productId: cake.id, quantity: 1 }], paymentMethod: "fiado", dueDate });
    const late = await outcomeOf(() => apiOrders(args(request("/api/orders", { cookie, json: body(yesterday()) }))));
    expect(late.status).toBe(400);
    expect((late.body as { message: string }).message).toMatch(
      /^Vencimento: o fiado não pode vencer antes do dia do pedido \(\d\d\/\d\d\/\d{4}\)/,
    );
    const ok = await outcomeOf(() => apiOrders(args(request("/api/orders", { cookie, json: body(today()) }))));
    expect(ok.status).toBe(201);
    const { id, version } = ok.body as { id: string; version: number };
    const put = await outcomeOf(() =>
      apiOrder(args(request(`/api/orders/${id}`, { cookie, method: "PUT", json: { ...body(yesterday()), version } }), { id })),
    );
    expect(put.status).toBe(400);
    expect((put.body as { message: string }).message).toMatch(/não pode vencer antes do dia do pedido/);
  });

  it("by the form, on the due-date field, keeping what was typed", async () => {
    const { cookie, cake } = await shop();
    const form = new URLSearchParams([
      ["productId", cake.id],
      ["quantity", "1"],
      ["paymentMethod", "fiado"],
      ["dueDate", yesterday()],
      ["intent", "save"],
    ]);
    const answer = await outcomeOf(() =>
      newOrder(
        args(
          request("/gestao/pedidos/novo", {
            cookie,
            method: "POST",
            body: form.toString(),
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
          }),
        ),
      ),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { dueDate: expect.stringMatching(/não pode vencer antes do dia do pedido/) }, values: { dueDate: yesterday() } },
    });
  });
});

describe("clients: the person's DDD and tags as typed", () => {
  it("the example phone uses the DDD of the person's profile, else of their latest client, else São Paulo's", async () => {
    const { cookie, user } = await signedInUser(undefined, "Ana Recife");
    const hint = async () =>
      ((await outcomeOf(() => newClientPage(args(request("/gestao/clientes/novo", { cookie }))))).body as { phoneHint: string }).phoneHint;
    expect(await hint()).toBe("Com DDD, por exemplo (11) 98765-4321.");
    await createClient(user.id, { name: "Dona Lia", phone: "71987654321", email: null, notes: null, tags: [] });
    expect(await hint()).toBe("Com DDD, por exemplo (71) 98765-4321.");
    await saveProfile(user.id, {
      name: "Ana Recife",
      phone: "(81) 99999-0000",
      hasCnpj: false,
      hasBusinessExperience: false,
      wantsEntrepreneurshipInfo: false,
      wantsPartnerInfo: false,
    });
    expect(await hint()).toBe("Com DDD, por exemplo (81) 98765-4321.");
  });

  it("a tag typed 'Boa Viagem' is saved and shown as typed, once, and found in any casing", async () => {
    const { cookie } = await signedInUser();
    const created = await outcomeOf(() =>
      newClient(args(request("/gestao/clientes/novo", { cookie, form: { name: "Dona Cida", tags: "Boa Viagem, encomenda, boa viagem" } }))),
    );
    expect(created.status).toBe(303);
    const id = created.location!.split("/").pop()!;
    const shown = await outcomeOf(() => clientPage(args(request(`/gestao/clientes/${id}`, { cookie }), { id })));
    expect(shown.body).toMatchObject({ client: { tags: ["Boa Viagem", "encomenda"] } });
    const found = await outcomeOf(() => clientList(args(request("/gestao/clientes?q=boa%20viagem", { cookie }))));
    expect(JSON.stringify(found.body)).toContain("Dona Cida");
  });
});

describe("the price calculator", () => {
  it("shows the typed price as money and links to the new-product form prefilled with it", async () => {
    const { cookie } = await signedInUser();
    const answer = await outcomeOf(() => calculator(args(request("/gestao/produtos/calculadora?custo=12,5&preco=45", { cookie }))));
    expect(answer.body).toMatchObject({
      priced: { text: `R$${nbsp}45,00`, register: "/gestao/produtos/novo?custo=12%2C50&preco=45%2C00" },
    });
    const form = await outcomeOf(() => newProductPage(args(request("/gestao/produtos/novo?custo=12%2C50&preco=45%2C00", { cookie }))));
    expect(form.body).toEqual({ prefill: { cost: "12,50", price: "45,00" } });
    const junk = await outcomeOf(() => newProductPage(args(request("/gestao/produtos/novo?custo=abc&preco=-3", { cookie }))));
    expect(junk.body).toEqual({ prefill: { cost: undefined, price: undefined } });
  });
});

describe("plano.xlsx", () => {
  it("stores a result with every formula cell (as a phone viewer reads it), equal to the app's figures", async () => {
    const { cookie, user } = await signedInUser(undefined, "Ana Recife");
    const idea = CATALOGUE.find((i) => i.id === "bolos-de-aniversario-sob-encomenda")!;
    const strategy = await saveStrategy(user.id, {
      businessName: idea.title,
      catalogueId: idea.id,
      businessCategory: idea.category,
      businessLevel: idea.level,
      analysisContent: "Análise",
    });
    const response = (await xlsxLoader(
      args(request(`/estrategias/${strategy.id}/plano.xlsx`, { cookie }), { id: strategy.id }),
    )) as Response;
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const sheets = Object.keys(files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
    expect(sheets.length).toBeGreaterThan(5);
    let formulas = 0;
    const values = new Map<string, string>();
    for (const name of sheets) {
      const xml = new TextDecoder().decode(files[name]);
      for (const [, address, inner] of xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*?>(.*?)<\/c>/g)) {
        if (!inner!.includes("<f")) continue;
        formulas++;
        const cached = /<v>([^<]+)<\/v>/.exec(inner!);
        expect(cached, `${name} ${address}: formula without a stored result`).not.toBeNull();
        values.set(`${name}!${address}`, cached![1]!);
      }
    }
    expect(formulas).toBeGreaterThan(150);
    // The figures the plan page shows, in the cells the issue named: the fixed costs' total and the DRE's result.
    const loaded = (await loadPlan(user.id, strategy.id))!;
    const figures = computePlan(loaded.plan);
    const stored = [...values.values()].map(Number);
    for (const cents of [figures.fixedCostsCents, figures.resultCents, figures.monthlyRevenueCents, figures.investment.totalCents])
      expect(
        stored.some((v) => Math.abs(v - cents / 100) < 0.006),
        `${cents / 100} among the stored results`,
      ).toBe(true);
  });
});
