// @db-engines: sqlite libsql
import { sqlGet } from "./sql";
// Gestão, suppliers and products: CPF/CNPJ check digits, amounts typed in pt-BR, margin figures,
// the price calculator with the person's fees, and the JSON API with the same schemas.
import { describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import { action as newSupplier } from "~/routes/_app.gestao.fornecedores.novo";
import { action as newProduct } from "~/routes/_app.gestao.produtos.novo";
import { loader as productLoader } from "~/routes/_app.gestao.produtos.$id._index";
import { action as saveFees, loader as calculator } from "~/routes/_app.gestao.produtos.calculadora";
import { action as apiSuppliers } from "~/routes/api.suppliers";
import { action as apiProducts, loader as apiProductList } from "~/routes/api.products";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

const nbsp = "\u00a0";
const rows = async (table: string, userId: string) =>
  ((await sqlGet(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, userId)) as { n: number }).n;

describe("suppliers", () => {
  it("a CNPJ with wrong check digits is refused (form and API); a right one is stored normalized", async () => {
    const { cookie, user } = await signedInUser();
    const wrong = await outcomeOf(() =>
      newSupplier(args(request("/gestao/fornecedores/novo", { cookie, form: { name: "Atacadão", document: "11.222.333/0001-82" } }))),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { document: expect.stringMatching(/CNPJ inválido/) } });
    const apiWrong = await outcomeOf(() =>
      apiSuppliers(args(request("/api/suppliers", { cookie, json: { name: "Zé", document: "111.111.111-11" } }))),
    );
    expect(apiWrong.status).toBe(400);
    expect(await rows("business_suppliers", user.id)).toBe(0);

    const ok = await outcomeOf(() =>
      newSupplier(
        args(
          request("/gestao/fornecedores/novo", { cookie, form: { name: "Atacadão", document: "11.222.333/0001-81", supplies: "farinha" } }),
        ),
      ),
    );
    expect(ok.status).toBe(303);
    const api = await outcomeOf(() =>
      apiSuppliers(args(request("/api/suppliers", { cookie, json: { name: "Zé da Feira", document: "529.982.247-25" } }))),
    );
    expect(api).toMatchObject({ status: 201, body: { name: "Zé da Feira", document: "52998224725" } });
  });
});

describe("products", () => {
  it("reads '12,50' as centavos, shows margin and markup per payment with the fees the person set", async () => {
    const { cookie, user } = await signedInUser();
    const bad = await outcomeOf(() =>
      newProduct(
        args(
          request("/gestao/produtos/novo", {
            cookie,
            form: { name: "Bolo", unit: "un", kind: "industrializados", cost: "abc", price: "10" },
          }),
        ),
      ),
    );
    expect(bad).toMatchObject({ status: 400, body: { errors: { cost: "O custo: use um valor como 12,50." } } });
    expect(await rows("business_products", user.id)).toBe(0);

    await saveFees(args(request("/gestao/produtos/calculadora", { cookie, form: { pixFee: "1", cardFee: "4,99" } }))).catch((r) => r);
    const created = await outcomeOf(() =>
      newProduct(
        args(
          request("/gestao/produtos/novo", {
            cookie,
            form: { name: "Bolo de pote", unit: "un", kind: "industrializados", cost: "6", price: "10,00", stock: "12" },
          }),
        ),
      ),
    );
    expect(created.status).toBe(303);
    const id = created.location!.split("/").pop()!;
    const page = await outcomeOf(() => productLoader(args(request(`/gestao/produtos/${id}`, { cookie }), { id })));
    expect(page.body).toMatchObject({
      product: { values: { cost: "6,00", price: "10,00", stock: "12" } },
      rows: [
        { label: "Dinheiro", profit: `R$${nbsp}4,00`, margin: "40,0%", markup: "66,7%" },
        { label: "Pix (taxa 1%)", profit: `R$${nbsp}3,90`, margin: "39,0%" },
        { label: "Cartão (taxa 4,99%)", profit: `R$${nbsp}3,50`, margin: "35,0%" },
      ],
    });
  });

  it("the calculator gives the price for a margin per payment, and explains an impossible one", async () => {
    const { cookie } = await signedInUser();
    await saveFees(args(request("/gestao/produtos/calculadora", { cookie, form: { pixFee: "0", cardFee: "5" } }))).catch((r) => r);
    const result = await outcomeOf(() => calculator(args(request("/gestao/produtos/calculadora?custo=6,00&margem=40", { cookie }))));
    expect((result.body as { suggestions: unknown }).suggestions).toEqual([
      { label: "Dinheiro", price: `R$${nbsp}10,00`, register: "/gestao/produtos/novo?custo=6%2C00&preco=10%2C00" },
      { label: "Pix (taxa 0%)", price: `R$${nbsp}10,00`, register: "/gestao/produtos/novo?custo=6%2C00&preco=10%2C00" },
      { label: "Cartão (taxa 5%)", price: `R$${nbsp}10,92`, register: "/gestao/produtos/novo?custo=6%2C00&preco=10%2C92" },
    ]);
    const impossible = await outcomeOf(() => calculator(args(request("/gestao/produtos/calculadora?custo=6&margem=99", { cookie }))));
    expect((impossible.body as { problem: string }).problem).toMatch(/nenhum preço fecha essa conta/);
    const badFee = await outcomeOf(() => saveFees(args(request("/gestao/produtos/calculadora", { cookie, form: { pixFee: "abc" } }))));
    expect(badFee.status).toBe(400);
  });

  it("/api/products takes centavos and lists one's own products", async () => {
    const { cookie } = await signedInUser();
    const created = await outcomeOf(() =>
      apiProducts(args(request("/api/products", { cookie, json: { name: "Brigadeiro", unit: "un", costCents: 80, priceCents: 250 } }))),
    );
    expect(created).toMatchObject({ status: 201, body: { name: "Brigadeiro", kind: "revenda", stock: null } });
    const float = await outcomeOf(() =>
      apiProducts(args(request("/api/products", { cookie, json: { name: "X", unit: "un", costCents: 1.5, priceCents: 2 } }))),
    );
    expect(float.status).toBe(400);
    const list = await outcomeOf(() => apiProductList(args(request("/api/products", { cookie }))));
    expect(list.body).toMatchObject({ total: 1, items: [{ name: "Brigadeiro", priceCents: 250 }] });
  });
});
