// @db-engines: sqlite libsql
// Decision 029: "das", "dasn", "cnpj" find the MEI's obligation pages in the header's search, which
// also finds the person's own clients, products and orders.
import { describe, expect, it } from "vitest";
import { createClient } from "~/models/business-clients.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { searchSite } from "~/models/site-search.server";
import { loader as searchPage } from "~/routes/_app.pesquisar";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

const toolHrefs = (query: string) =>
  searchSite(query)
    .find((group) => group.kind === "ferramenta")
    ?.hits.map((hit) => hit.href) ?? [];

describe("site search: the MEI tools", () => {
  it("finds the calendar for 'das' (a Portuguese function word, kept when alone), the declaration for 'dasn', the company data for 'cnpj'", () => {
    expect(toolHrefs("das")[0]).toBe("/gestao/obrigacoes");
    expect(toolHrefs("DAS atrasado")).toContain("/gestao/obrigacoes");
    expect(toolHrefs("dasn")).toEqual(expect.arrayContaining(["/gestao/obrigacoes", "/gestao/dasn"]));
    expect(toolHrefs("declaração anual")).toContain("/gestao/dasn");
    expect(toolHrefs("cnpj")[0]).toBe("/gestao/empresa");
    expect(toolHrefs("bolo de pote")).toEqual([]);
  });
  it("finds the notas fiscais overview (each order's assistant is one tap away) for 'nota fiscal', 'nfse' and 'nfs-e'", () => {
    for (const query of ["nota fiscal", "nfse", "NFS-e", "emitir nota"]) expect(toolHrefs(query)[0], query).toBe("/gestao/notas-fiscais");
  });
});

describe("the header's search through the person's own records", () => {
  it("finds their clients, products and orders, and never another person's", async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    const client = await createClient(me.user.id, { name: "Dona Cidinha", phone: null, email: null, notes: null, tags: [] });
    await createClient(other.user.id, { name: "Cidinha de Outra", phone: null, email: null, notes: null, tags: [] });
    const product = await createProduct(me.user.id, {
      name: "Brigadeiro gourmet",
      unit: "un",
      kind: "industrializados",
      costCents: 100,
      priceCents: 350,
      stock: null,
    });
    await createProduct(other.user.id, {
      name: "Brigadeiro alheio",
      unit: "un",
      kind: "industrializados",
      costCents: 100,
      priceCents: 300,
      stock: null,
    });
    const order = await createOrder(me.user.id, {
      clientId: client.id,
      items: [{ productId: product.id, quantityMilli: 2000 }],
      discount: null,
      deliveryCents: 0,
      paymentMethod: "pix",
      dueDate: null,
      test: false,
      notes: null,
      status: "confirmado",
    });
    if (!order.ok) throw new Error(order.message);

    const found = await outcomeOf(() => searchPage(args(request("/pesquisar?q=cidinha", { cookie: me.cookie }))));
    const groups = (found.body as { groups: { kind: string; hits: { title: string; href: string }[] }[] }).groups;
    expect(groups.find((g) => g.kind === "cliente")?.hits).toEqual([
      expect.objectContaining({ title: "Dona Cidinha", href: `/gestao/clientes/${client.id}` }),
    ]);
    expect(groups.find((g) => g.kind === "pedido")?.hits).toEqual([expect.objectContaining({ href: `/gestao/pedidos/${order.order.id}` })]);
    const products = await outcomeOf(() => searchPage(args(request("/pesquisar?q=brigadeiro", { cookie: me.cookie }))));
    const productHits = (products.body as { groups: { kind: string; hits: { title: string }[] }[] }).groups.find(
      (g) => g.kind === "produto",
    )?.hits;
    expect(productHits?.map((h) => h.title)).toEqual(["Brigadeiro gourmet"]);
  });
});
