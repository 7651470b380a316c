// @db-engines: sqlite libsql
// The shop settings (decision 028): the form at /gestao/loja and GET/PUT /api/store share one set of
// rules — slug, Pix key by kind, WhatsApp, delivery or pick-up — and a refused save changes nothing.
import { describe, expect, it } from "vitest";
import { createProduct } from "~/models/business-products.server";
import { action as settingsAction, loader as settingsPage } from "~/routes/_app.gestao.loja";
import { action as apiPut, loader as apiGet } from "~/routes/api.store";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlGet } from "./sql";

const slug = () => `loja-${crypto.randomUUID().slice(0, 8)}`;

function formPost(cookie: string, pairs: [string, string][]) {
  return request("/gestao/loja", {
    cookie,
    method: "POST",
    body: new URLSearchParams(pairs).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function seller() {
  const person = await signedInUser();
  const cake = await createProduct(person.user.id, {
    name: "Bolo",
    unit: "un",
    kind: "industrializados",
    costCents: 400,
    priceCents: 1250,
    stock: null,
  });
  return { ...person, cake };
}

const validForm = (s: string, productId: string): [string, string][] => [
  ["name", "Doces da Ana"],
  ["slug", s],
  ["city", "São Paulo"],
  ["pickup", "on"],
  ["whatsapp", "(11) 98765-4321"],
  ["pixKeyType", "cpf"],
  ["pixKey", "123.456.789-09"],
  ["productIds", productId],
  ["published", "on"],
];

describe("the shop settings form", () => {
  it("saves a valid shop with its Pix key in DICT form and the products shown", async () => {
    const { cookie, user, cake } = await seller();
    const s = slug();
    const saved = await outcomeOf(() => settingsAction(args(formPost(cookie, validForm(s, cake.id)))));
    expect(saved.status).toBe(303);
    const row = await sqlGet<{ pix_key: string; pix_key_type: string; whatsapp: string; published: number }>(
      "SELECT pix_key, pix_key_type, whatsapp, published FROM stores WHERE user_id = ?",
      user.id,
    );
    expect(row).toEqual({ pix_key: "12345678909", pix_key_type: "cpf", whatsapp: "11987654321", published: 1 });
    const page = (await outcomeOf(() => settingsPage(args(request("/gestao/loja", { cookie }))))).body as {
      defaults: { productIds: string[]; slug: string };
      published: string;
    };
    expect(page.defaults.productIds).toEqual([cake.id]);
    expect(page.published).toBe(`/loja/${s}`);
  });

  it("refuses a wrong CPF, a bad slug, no way to receive and a landline, with a message per field, saving nothing", async () => {
    const { cookie, user, cake } = await seller();
    const pairs = validForm("Não Pode!", cake.id)
      .filter(([k]) => k !== "pickup")
      .map(([k, v]): [string, string] => (k === "pixKey" ? [k, "123.456.789-00"] : k === "whatsapp" ? [k, "(11) 3333-4444"] : [k, v]));
    const refused = await outcomeOf(() => settingsAction(args(formPost(cookie, pairs))));
    expect(refused.status).toBe(400);
    const errors = (refused.body as { errors: Record<string, string> }).errors;
    expect(errors.slug).toMatch(/letras minúsculas/);
    expect(errors.whatsapp).toMatch(/celular/);
    expect(await sqlGet("SELECT 1 FROM stores WHERE user_id = ?", user.id)).toBeUndefined();
    const badKey = await outcomeOf(() =>
      settingsAction(
        args(
          formPost(
            cookie,
            validForm(slug(), cake.id).map(([k, v]): [string, string] => (k === "pixKey" ? [k, "123.456.789-00"] : [k, v])),
          ),
        ),
      ),
    );
    expect((badKey.body as { errors: Record<string, string> }).errors.pixKey).toMatch(/CPF válido/);
    const noWay = await outcomeOf(() =>
      settingsAction(
        args(
          formPost(
            cookie,
            validForm(slug(), cake.id).filter(([k]) => k !== "pickup"),
          ),
        ),
      ),
    );
    expect((noWay.body as { errors: Record<string, string> }).errors.delivery).toMatch(/entrega, retirada/);
    expect(await sqlGet("SELECT 1 FROM stores WHERE user_id = ?", user.id)).toBeUndefined();
  });

  it("refuses another shop's slug (409) and another person's product", async () => {
    const first = await seller();
    const s = slug();
    expect((await outcomeOf(() => settingsAction(args(formPost(first.cookie, validForm(s, first.cake.id)))))).status).toBe(303);
    const second = await seller();
    const taken = await outcomeOf(() => settingsAction(args(formPost(second.cookie, validForm(s, second.cake.id)))));
    expect(taken.status).toBe(409);
    expect((taken.body as { errors: Record<string, string> }).errors.slug).toMatch(/outra loja/);
    const foreign = await outcomeOf(() => settingsAction(args(formPost(second.cookie, validForm(slug(), first.cake.id)))));
    expect(foreign.status).toBe(400);
  });
});

describe("GET/PUT /api/store", () => {
  it("uses the same rules, shows every product when productIds is absent, and 404s before the first save", async () => {
    const { cookie, cake } = await seller();
    expect((await outcomeOf(() => apiGet(args(request("/api/store", { cookie }))))).status).toBe(404);
    const s = slug();
    const body = { slug: s, name: "Doces", city: "Recife", whatsapp: "81987654321", pixKey: "ana@example.com", published: true };
    const put = await outcomeOf(() => apiPut(args(request("/api/store", { cookie, method: "PUT", json: body }))));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      slug: s,
      pixKeyType: "email",
      pixKey: "ana@example.com",
      productIds: [cake.id],
      allProducts: true,
      pickup: true,
    });
    const bad = await outcomeOf(() => apiPut(args(request("/api/store", { cookie, method: "PUT", json: { ...body, pixKey: "nada" } }))));
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/chave Pix válida/);
    const got = await outcomeOf(() => apiGet(args(request("/api/store", { cookie }))));
    expect(got.body).toMatchObject({ pixKey: "ana@example.com", url: `/loja/${s}` });
    expect((await outcomeOf(() => apiGet(args(request("/api/store")))))?.status).toBe(401);
  });
});
