// @db-engines: sqlite libsql
// "O que vende" (decision 034): the page and GET /api/sales-report read the same figures — only
// delivered or paid real orders, the person's own — and the phase-4 journey steps tick themselves
// (the shop published with a product, the report opened with 20 paid orders), each with its link.
import { describe, expect, it } from "vitest";
import { createClient } from "~/models/business-clients.server";
import { changeOrderStatus, createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { listCompletionNotes } from "~/models/journey-completions.server";
import { listProgress } from "~/models/journey.server";
import { saveStore } from "~/models/store.server";
import { loader as pageLoader } from "~/routes/_app.gestao.relatorio";
import { loader as apiLoader } from "~/routes/api.sales-report";
import { outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlGet } from "./sql";
import { publishedStore } from "./store-helpers";

const DAY = 86_400_000;

async function sell(
  userId: string,
  productId: string,
  units: number,
  { status = "pago", test = false, clientId = null, when = new Date() } = {} as {
    status?: "pago" | "entregue" | "confirmado" | "cancelado" | "orcamento";
    test?: boolean;
    clientId?: string | null;
    when?: Date;
  },
) {
  const initial = status === "pago" || status === "orcamento" ? status : "confirmado";
  const made = await createOrder(
    userId,
    {
      clientId,
      items: [{ productId, quantityMilli: units * 1000 }],
      discount: null,
      deliveryCents: 0,
      paymentMethod: "pix",
      dueDate: null,
      test,
      notes: null,
      status: initial,
    },
    when,
  );
  if (!made.ok) throw new Error(made.message);
  if (status === "entregue" || status === "cancelado") {
    const moved = await changeOrderStatus(userId, made.order.id, status, null, when);
    if (!moved.ok) throw new Error(moved.message);
  }
  return made.order;
}

async function seller() {
  const person = await signedInUser();
  const product = (name: string, priceCents: number) =>
    createProduct(person.user.id, { name, unit: "un", kind: "industrializados", costCents: 100, priceCents, stock: null });
  return { ...person, bolo: await product("Bolo de pote", 1250), brigadeiro: await product("Brigadeiro", 300) };
}

const call = (fn: (a: never) => unknown, path: string, cookie: string) =>
  outcomeOf(() => fn({ request: request(path, { cookie }), params: {}, context: {} } as never));

type PageData = {
  orders: number;
  revenue: string;
  averageTicket: string | null;
  products: { label: string; sold: string }[];
  dormant: { label: string; whatsapp: string | null }[];
  byMonth: unknown[];
  optimization: { reached: boolean };
};

describe("the sales report", () => {
  it("counts delivered and paid real orders only, ranks the best seller and lists who stopped buying", async () => {
    const { user, cookie, bolo, brigadeiro } = await seller();
    const maria = await createClient(user.id, { name: "Maria Souza", phone: "11987654321", email: null, notes: null, tags: [] });
    await sell(user.id, bolo.id, 2); // pago: 25,00
    await sell(user.id, brigadeiro.id, 5, { status: "entregue" }); // 15,00
    await sell(user.id, bolo.id, 1, { clientId: maria.id, when: new Date(Date.now() - 70 * DAY) }); // 12,50, 70 days ago
    // João bought long ago too, but has an order under way: not "sem comprar".
    const joao = await createClient(user.id, { name: "João Lima", phone: "11911112222", email: null, notes: null, tags: [] });
    await sell(user.id, bolo.id, 1, { clientId: joao.id, when: new Date(Date.now() - 400 * DAY) });
    await sell(user.id, bolo.id, 1, { clientId: joao.id, status: "orcamento" });
    await sell(user.id, brigadeiro.id, 50, { status: "confirmado" }); // not a sale yet
    await sell(user.id, brigadeiro.id, 50, { status: "cancelado" });
    await sell(user.id, brigadeiro.id, 50, { status: "orcamento" });
    await sell(user.id, brigadeiro.id, 50, { test: true });

    const page = (await call(pageLoader as never, "/gestao/relatorio", cookie)).body as PageData;
    expect(page.orders).toBe(3);
    expect(page.revenue).toBe("R$\u00a052,50");
    expect(page.averageTicket).toBe("R$\u00a017,50");
    expect(page.products[0]).toMatchObject({ label: "Bolo de pote", sold: "3 un" });
    expect(page.byMonth).toHaveLength(6);
    expect(page.dormant.map((c) => c.label)).toEqual(["Maria Souza"]);
    expect(page.dormant[0]?.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=Ol%C3%A1%2C%20Maria%20Souza/);

    const api = await call(apiLoader as never, "/api/sales-report?months=12", cookie);
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({
      months: 12,
      orders: 3,
      revenueCents: 5250,
      averageTicketCents: 1750,
      paidOrders: 3, // João's, 400 days ago, too: the journey rule counts all time
      optimization: { goal: 20, reached: false },
      products: [{ label: "Bolo de pote", totalCents: 3750, quantity: 3 }, { label: "Brigadeiro" }],
      dormant: [{ label: "Maria Souza", phone: "11987654321" }],
    });
    expect((api.body as { rule: string }).rule).toMatch(/entregues ou pagos/);
    expect((api.body as { byMonth: unknown[] }).byMonth).toHaveLength(12);
  });

  it("refuses a period other than 6 or 12 months, on the page and the API, with a sentence", async () => {
    const { cookie } = await seller();
    const api = await call(apiLoader as never, "/api/sales-report?months=7", cookie);
    expect(api.status).toBe(400);
    expect(JSON.stringify(api.body)).toMatch(/6 ou de 12 meses/);
    const page = await call(pageLoader as never, "/gestao/relatorio?meses=abc", cookie);
    expect(page.status).toBe(400);
  });

  it("shows each person only their own sales, and asks for a sign-in", async () => {
    const a = await seller();
    await sell(a.user.id, a.bolo.id, 3);
    const b = await seller();
    const other = (await call(apiLoader as never, "/api/sales-report", b.cookie)).body as { orders: number; products: unknown[] };
    expect(other).toMatchObject({ orders: 0, products: [] });
    expect((await call(apiLoader as never, "/api/sales-report", "")).status).toBe(401);
    expect((await call(pageLoader as never, "/gestao/relatorio", "")).status).toBe(302);
  });
});

describe("phase 4 of the journey completes itself (decision 034)", () => {
  it("'Integração com Site' when the shop is published with a product, with a link to the shop page", async () => {
    const { user, slug } = await publishedStore();
    const notes = await listCompletionNotes(user.id, await listProgress(user.id));
    expect(notes.website_integration).toEqual({
      text: "Concluído ao publicar a loja com produtos:",
      link: { href: `/loja/${slug}`, label: "Doces da Ana" },
    });
  });

  it("a shop taken offline keeps the tick, its link then leads to the shop settings", async () => {
    const { user, input } = await publishedStore();
    expect((await saveStore(user.id, { ...input, published: false })).ok).toBe(true);
    const notes = await listCompletionNotes(user.id, await listProgress(user.id));
    expect(notes.website_integration?.link).toEqual({ href: "/gestao/loja", label: "Doces da Ana" });
  });

  it("not when the shop is offline or shows no product", async () => {
    const empty = await publishedStore({ productIds: [] });
    const offline = await publishedStore({ published: false });
    for (const { user } of [empty, offline])
      expect(await sqlGet("SELECT 1 FROM journey_progress WHERE user_id = ? AND step = 'website_integration'", user.id)).toBeUndefined();
    const saved = await saveStore(offline.user.id, { ...offline.input, published: true });
    expect(saved.ok).toBe(true);
    expect(
      await sqlGet("SELECT completed FROM journey_progress WHERE user_id = ? AND step = 'website_integration'", offline.user.id),
    ).toEqual({ completed: 1 });
  });

  it("'Primeira Venda' on the first paid order, with a link to it", async () => {
    const { user, bolo } = await seller();
    await sell(user.id, bolo.id, 1, { status: "entregue" });
    expect(await sqlGet("SELECT 1 FROM journey_progress WHERE user_id = ? AND step = 'first_sale'", user.id)).toBeUndefined();
    const paid = await sell(user.id, bolo.id, 1);
    const notes = await listCompletionNotes(user.id, await listProgress(user.id));
    expect(notes.first_sale?.link).toEqual({ href: `/gestao/pedidos/${paid.id}`, label: `nº ${paid.number}` });
  });

  it("'Otimizar Vendas' when the report is opened with 20 paid orders, not 19, with a link to the report", async () => {
    const { user, cookie, brigadeiro } = await seller();
    for (let i = 0; i < 19; i++) await sell(user.id, brigadeiro.id, 1);
    await sell(user.id, brigadeiro.id, 1, { status: "entregue" }); // a sale, but not paid
    let page = (await call(pageLoader as never, "/gestao/relatorio", cookie)).body as PageData;
    expect(page.optimization.reached).toBe(false);
    expect(await sqlGet("SELECT 1 FROM journey_progress WHERE user_id = ? AND step = 'sales_optimization'", user.id)).toBeUndefined();
    await sell(user.id, brigadeiro.id, 1);
    page = (await call(pageLoader as never, "/gestao/relatorio", cookie)).body as PageData;
    expect(page.optimization.reached).toBe(true);
    const notes = await listCompletionNotes(user.id, await listProgress(user.id));
    expect(notes.sales_optimization).toEqual({
      text: "Concluído ao abrir o relatório com 20 vendas pagas:",
      link: { href: "/gestao/relatorio", label: "O que vende" },
    });
  });
});
