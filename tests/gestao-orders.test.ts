// @db-engines: sqlite libsql
// Pedidos: the form (item rows without JavaScript, validation), editing with a version, the status
// flow with its stock and cash-book effects, the API, and the journey steps that tick themselves.
import { describe, expect, it } from "vitest";
import { createClient } from "~/models/business-clients.server";
import { changeOrderStatus, createOrder, deleteOrder } from "~/models/business-orders.server";
import { createProduct, getProduct } from "~/models/business-products.server";
import { CLIENTS_WITH_ORDERS_GOAL } from "~/models/journey-auto.server";
import type { OrderDraft } from "~/modules/business/order-schema";
import { loader as cashBook } from "~/routes/_app.gestao.caixa._index";
import { loader as clientPage } from "~/routes/_app.gestao.clientes.$id._index";
import { action as statusAction, loader as orderPage } from "~/routes/_app.gestao.pedidos.$id._index";
import { action as editAction } from "~/routes/_app.gestao.pedidos.$id.editar";
import { loader as listPage } from "~/routes/_app.gestao.pedidos._index";
import { action as newAction } from "~/routes/_app.gestao.pedidos.novo";
import { action as apiCreate, loader as apiList } from "~/routes/api.orders";
import { action as apiUpdate } from "~/routes/api.orders.$id";
import { action as apiStatus } from "~/routes/api.orders.$id.status";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlAll, sqlGet, sqlRun } from "./sql";

const nbsp = "\u00a0";

function formPost(path: string, cookie: string, pairs: [string, string][]) {
  return request(path, {
    cookie,
    method: "POST",
    body: new URLSearchParams(pairs).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function shop() {
  const person = await signedInUser();
  const userId = person.user.id;
  const client = await createClient(userId, { name: "Dona Cida", phone: "11987654321", email: null, notes: null, tags: [] });
  const cake = await createProduct(userId, {
    name: "Bolo de pote",
    unit: "un",
    kind: "industrializados",
    costCents: 450,
    priceCents: 1200,
    stock: 10,
  });
  const cheese = await createProduct(userId, {
    name: "Queijo",
    unit: "kg",
    kind: "revenda",
    costCents: 3000,
    priceCents: 5000,
    stock: null,
  });
  return { ...person, userId, client, cake, cheese };
}

const draft = (extra: Partial<OrderDraft> & Pick<OrderDraft, "items">): OrderDraft => ({
  clientId: null,
  discount: null,
  deliveryCents: 0,
  paymentMethod: "pix",
  dueDate: null,
  test: false,
  notes: null,
  status: "orcamento",
  ...extra,
});

const stepOf = (userId: string, step: string) =>
  sqlGet<{ completed: number; metadata: string }>(
    "SELECT completed, metadata FROM journey_progress WHERE user_id = ? AND step = ?",
    userId,
    step,
  );
const cashOf = (userId: string) =>
  sqlAll(
    "SELECT amount_cents, category, revenue_kind, order_id FROM business_cash_entries WHERE user_id = ? ORDER BY amount_cents DESC",
    userId,
  );

describe("the order form", () => {
  it("adds and removes item rows without saving, then saves with the price copied and the journey ticked", async () => {
    const { cookie, userId, client, cake, cheese } = await shop();
    const base: [string, string][] = [
      ["clientId", client.id],
      ["productId", cake.id],
      ["quantity", "2"],
      ["paymentMethod", "pix"],
      ["discount", "10"],
      ["discountKind", "percentual"],
      ["delivery", "5,00"],
      ["test", "sim"],
    ];
    const added = await outcomeOf(() => newAction(args(formPost("/gestao/pedidos/novo", cookie, [...base, ["intent", "add-item"]]))));
    expect(added.status).toBe(200);
    expect((added.body as { values: { items: unknown[] } }).values.items).toEqual([
      { productId: cake.id, quantity: "2" },
      { productId: "", quantity: "1" },
    ]);
    const removed = await outcomeOf(() =>
      newAction(
        args(formPost("/gestao/pedidos/novo", cookie, [...base, ["productId", cheese.id], ["quantity", "1,5"], ["intent", "remove-0"]])),
      ),
    );
    expect((removed.body as { values: { items: unknown[] } }).values.items).toEqual([{ productId: cheese.id, quantity: "1,5" }]);
    expect(await sqlGet("SELECT COUNT(*) AS n FROM business_orders WHERE user_id = ?", userId)).toEqual({ n: 0 });

    const saved = await outcomeOf(() =>
      newAction(
        args(formPost("/gestao/pedidos/novo", cookie, [...base, ["productId", cheese.id], ["quantity", "1,5"], ["intent", "save"]])),
      ),
    );
    expect(saved.status).toBe(303);
    const id = saved.location!.split("/").pop()!;
    const page = await outcomeOf(() => orderPage(args(request(`/gestao/pedidos/${id}`, { cookie }), { id })));
    // 2 × 12,00 + 1,5 kg × 50,00 = 99,00; −10 % = 9,90; + 5,00 entrega.
    expect(page.body).toMatchObject({
      order: {
        number: 1,
        test: true,
        subtotal: `R$${nbsp}99,00`,
        discount: `R$${nbsp}9,90`,
        total: `R$${nbsp}94,10`,
        statusLabel: "Orçamento",
      },
    });
    const { order } = page.body as { order: { whatsapp: string; receipt: string } };
    expect(order.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=Or%C3%A7amento%20n%C2%BA%201%20\(teste\)/);
    expect(order.receipt).toContain("1,5 kg × Queijo");
    // The price was copied: changing the product later leaves the order alone.
    await sqlRun("UPDATE business_products SET price_cents = 9999 WHERE id = ?", cake.id);
    expect((await outcomeOf(() => orderPage(args(request(`/gestao/pedidos/${id}`, { cookie }), { id })))).body).toMatchObject({
      order: { total: `R$${nbsp}94,10` },
    });
    expect(JSON.parse((await stepOf(userId, "demo_order"))!.metadata)).toMatchObject({ record: "order", recordId: id });
    expect((await stepOf(userId, "add_clients"))?.completed).toBe(1);
    expect((await stepOf(userId, "add_products"))?.completed).toBe(1);
  });

  it("refuses bad input with pt-BR messages and keeps what was typed", async () => {
    const { cookie, userId, cake } = await shop();
    const post = (pairs: [string, string][]) =>
      outcomeOf(() => newAction(args(formPost("/gestao/pedidos/novo", cookie, [...pairs, ["intent", "save"]]))));
    const fiado = await post([
      ["productId", cake.id],
      ["quantity", "2"],
      ["paymentMethod", "fiado"],
    ]);
    expect(fiado).toMatchObject({
      status: 400,
      body: { errors: { dueDate: "Fiado: informe a data em que o cliente vai pagar." }, values: { paymentMethod: "fiado" } },
    });
    const fraction = await post([
      ["productId", cake.id],
      ["quantity", "1,5"],
      ["paymentMethod", "pix"],
    ]);
    expect(fraction).toMatchObject({ status: 400, body: { errors: { items: expect.stringMatching(/número inteiro/) } } });
    const tooMany = await post([
      ["productId", cake.id],
      ["quantity", "11"],
      ["paymentMethod", "pix"],
      ["status", "confirmado"],
    ]);
    expect(tooMany).toMatchObject({
      status: 409,
      body: { errors: { items: "Estoque insuficiente de Bolo de pote: há 10 un, o pedido pede 11." } },
    });
    const strangers = await signedInUser();
    const foreign = await createProduct(strangers.user.id, {
      name: "Alheio",
      unit: "un",
      kind: "revenda",
      costCents: 1,
      priceCents: 2,
      stock: null,
    });
    expect(
      (
        await post([
          ["productId", foreign.id],
          ["quantity", "1"],
          ["paymentMethod", "pix"],
        ])
      ).body,
    ).toMatchObject({ errors: { items: expect.stringMatching(/produto não encontrado/) } });
    expect(await sqlGet("SELECT COUNT(*) AS n FROM business_orders WHERE user_id = ?", userId)).toEqual({ n: 0 });
    expect((await getProduct(userId, cake.id))!.stock).toBe(10);
  });

  it("edits with the version read; a stale version is a conflict that keeps the typed values", async () => {
    const { cookie, userId, cake } = await shop();
    const created = await createOrder(userId, draft({ items: [{ productId: cake.id, quantityMilli: 2000 }], status: "confirmado" }));
    if (!created.ok) throw new Error(created.message);
    const id = created.order.id;
    expect((await getProduct(userId, cake.id))!.stock).toBe(8);
    const edit = (version: string, quantity: string) =>
      outcomeOf(() =>
        editAction(
          args(
            formPost(`/gestao/pedidos/${id}/editar`, cookie, [
              ["version", version],
              ["productId", cake.id],
              ["quantity", quantity],
              ["paymentMethod", "dinheiro"],
              ["intent", "save"],
            ]),
            { id },
          ),
        ),
      );
    await sqlRun("UPDATE business_products SET price_cents = 1500 WHERE id = ?", cake.id);
    expect((await edit("1", "5")).status).toBe(303);
    expect((await getProduct(userId, cake.id))!.stock).toBe(5); // the 2 came back, the 5 went out
    // The price agreed when the order was made stays.
    expect(await sqlGet("SELECT total_cents FROM business_orders WHERE id = ?", id)).toEqual({ total_cents: 6000 });
    const stale = await edit("1", "3");
    expect(stale).toMatchObject({
      status: 409,
      body: { errors: { version: expect.stringMatching(/alterado em outro lugar/) }, values: { items: [{ quantity: "3" }] } },
    });
    expect((await getProduct(userId, cake.id))!.stock).toBe(5);
  });
});

describe("status, stock and the cash book", () => {
  it("confirm takes stock, pay writes the sale (per report line) and ticks the steps, cancel undoes both", async () => {
    const { cookie, userId, cake, cheese, client } = await shop();
    const created = await createOrder(
      userId,
      draft({
        clientId: client.id,
        items: [
          { productId: cake.id, quantityMilli: 3000 },
          { productId: cheese.id, quantityMilli: 500 },
        ],
        deliveryCents: 700,
      }),
    );
    if (!created.ok) throw new Error(created.message);
    const id = created.order.id;
    const move = (to: string, version: number, confirmar = "sim") =>
      outcomeOf(() =>
        statusAction(args(request(`/gestao/pedidos/${id}`, { cookie, form: { to, version: String(version), confirmar } }), { id })),
      );
    expect((await move("entregue", 1)).status).toBe(409); // orçamento cannot be delivered
    expect((await move("confirmado", 1)).status).toBe(303);
    expect((await getProduct(userId, cake.id))!.stock).toBe(7);
    expect((await move("pago", 1)).status).toBe(409); // stale version
    expect(await stepOf(userId, "first_sale")).toBeUndefined();
    expect((await move("pago", 2)).status).toBe(303);
    // 3 × 12,00 = 36,00 (fabricação) + 0,5 kg × 50,00 = 25,00 (revenda); delivery with the larger line.
    expect(await cashOf(userId)).toEqual([
      { amount_cents: 4300, category: "venda", revenue_kind: "industrializados", order_id: id },
      { amount_cents: 2500, category: "venda", revenue_kind: "revenda", order_id: id },
    ]);
    expect(JSON.parse((await stepOf(userId, "first_sale"))!.metadata)).toMatchObject({ record: "order", recordId: id });
    expect((await stepOf(userId, "financial_control"))?.completed).toBe(1);
    const month = new Date().toISOString().slice(0, 7);
    const book = await outcomeOf(() => cashBook(args(request(`/gestao/caixa?mes=${month}`, { cookie }))));
    expect(book.body).toMatchObject({ summary: { in: `R$${nbsp}68,00` } });
    const clientView = await outcomeOf(() => clientPage(args(request(`/gestao/clientes/${client.id}`, { cookie }), { id: client.id })));
    expect(clientView.body).toMatchObject({
      purchases: { count: 1, total: `R$${nbsp}68,00`, products: [{ name: "Bolo de pote" }, { name: "Queijo" }] },
    });

    expect(await move("cancelado", 3, "")).toMatchObject({ status: 200, body: { confirmCancel: true } }); // asks first
    expect(await cashOf(userId)).toHaveLength(2);
    expect((await move("cancelado", 3)).status).toBe(303);
    expect(await cashOf(userId)).toEqual([]);
    expect((await getProduct(userId, cake.id))!.stock).toBe(10);
    expect((await move("pago", 4)).status).toBe(409); // cancelled is final
  });

  it("a test order moves neither stock nor cash and is not the first sale; a fiado shows as receivable", async () => {
    const { cookie, userId, cake } = await shop();
    const test = await createOrder(userId, draft({ items: [{ productId: cake.id, quantityMilli: 2000 }], status: "pago", test: true }));
    expect(test.ok).toBe(true);
    expect((await getProduct(userId, cake.id))!.stock).toBe(10);
    expect(await cashOf(userId)).toEqual([]);
    expect(await stepOf(userId, "first_sale")).toBeUndefined();
    expect((await stepOf(userId, "demo_order"))?.completed).toBe(1);

    const fiado = await createOrder(
      userId,
      draft({ items: [{ productId: cake.id, quantityMilli: 1000 }], paymentMethod: "fiado", dueDate: "2026-01-05", status: "confirmado" }),
      // Made before its due day (a fiado never falls due before its order's day), now overdue.
      new Date("2026-01-02T15:00:00Z"),
    );
    if (!fiado.ok) throw new Error(fiado.message);
    // Test orders count apart (decision 040): the first real order is nº 1.
    const book = await outcomeOf(() => cashBook(args(request("/gestao/caixa", { cookie }))));
    expect(book.body).toMatchObject({ receivables: { total: `R$${nbsp}12,00`, items: [{ number: 1, overdue: true, due: "05/01/2026" }] } });
    expect(await deleteOrder(userId, fiado.order.id)).toBe(true);
    expect((await getProduct(userId, cake.id))!.stock).toBe(10);
  });

  it("a deleted order keeps its number: the next one never takes it again; test orders count apart", async () => {
    const { userId, cake } = await shop();
    const make = async (test = false) => {
      const made = await createOrder(userId, draft({ items: [{ productId: cake.id, quantityMilli: 1000 }], test }));
      if (!made.ok) throw new Error(made.message);
      return made.order;
    };
    const first = await make();
    const second = await make();
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(await deleteOrder(userId, second.id)).toBe(true);
    expect((await make()).number).toBe(3);
    expect((await make(true)).number).toBe(1);
    expect((await make(true)).number).toBe(2);
    expect((await make()).number).toBe(4);
  });

  it(`"Gestão de Clientes" ticks with the ${CLIENTS_WITH_ORDERS_GOAL}th client who bought`, async () => {
    const { userId, cake } = await shop();
    let last = "";
    for (let i = 0; i < CLIENTS_WITH_ORDERS_GOAL; i++) {
      expect(await stepOf(userId, "customer_management")).toBeUndefined();
      const client = await createClient(userId, { name: `Cliente ${i}`, phone: null, email: null, notes: null, tags: [] });
      const placed = await createOrder(userId, draft({ clientId: client.id, items: [{ productId: cake.id, quantityMilli: 1000 }] }));
      if (!placed.ok) throw new Error(placed.message);
      last = placed.order.id;
      const moved = await changeOrderStatus(userId, last, "confirmado");
      expect(moved.ok).toBe(true);
    }
    expect(JSON.parse((await stepOf(userId, "customer_management"))!.metadata)).toMatchObject({ record: "order", recordId: last });
  });
});

describe("at the same time", () => {
  it("numbers stay unique and the stock never goes below zero when orders arrive together", async () => {
    const { userId } = await shop();
    const scarce = await createProduct(userId, {
      name: "Última fornada",
      unit: "un",
      kind: "industrializados",
      costCents: 100,
      priceCents: 500,
      stock: 3,
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        createOrder(userId, draft({ items: [{ productId: scarce.id, quantityMilli: 1000 }], status: "confirmado" })),
      ),
    );
    const placed = results.flatMap((r) => (r.ok ? [r.order.number] : []));
    expect(placed).toHaveLength(3);
    expect(new Set(placed).size).toBe(3);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.status)).toEqual([409, 409, 409]);
    expect((await getProduct(userId, scarce.id))!.stock).toBe(0);
  });
});

describe("observações internas", () => {
  it("are kept from the form and the API, shown on the order page, and never on the receipt, WhatsApp or the customer's text", async () => {
    const { cookie, userId, cake } = await shop();
    const saved = await outcomeOf(() =>
      newAction(
        args(
          formPost("/gestao/pedidos/novo", cookie, [
            ["productId", cake.id],
            ["quantity", "1"],
            ["paymentMethod", "pix"],
            ["notes", "Entregar na portaria."],
            ["internalNotes", "Cliente pediu desconto na próxima; margem baixa."],
            ["intent", "save"],
          ]),
        ),
      ),
    );
    const id = saved.location!.split("/").pop()!;
    const page = await outcomeOf(() => orderPage(args(request(`/gestao/pedidos/${id}`, { cookie }), { id })));
    const order = (page.body as { order: { internalNotes: string; notes: string; receipt: string; whatsapp: string } }).order;
    expect(order.internalNotes).toBe("Cliente pediu desconto na próxima; margem baixa.");
    expect(order.receipt).toContain("Entregar na portaria.");
    expect(order.receipt).not.toContain("margem baixa");
    expect(decodeURIComponent(order.whatsapp)).not.toContain("margem baixa");

    const api = await outcomeOf(() =>
      apiCreate(
        args(
          request("/api/orders", {
            cookie,
            json: { items: [{ productId: cake.id, quantity: 1 }], paymentMethod: "pix", internalNotes: "só eu" },
          }),
        ),
      ),
    );
    expect(api.body).toMatchObject({ internalNotes: "só eu", notes: null });
    const long = await outcomeOf(() =>
      apiCreate(
        args(
          request("/api/orders", {
            cookie,
            json: { items: [{ productId: cake.id, quantity: 1 }], paymentMethod: "pix", internalNotes: "x".repeat(5000) },
          }),
        ),
      ),
    );
    expect(long.status).toBe(400);
    expect(await sqlAll("SELECT id FROM business_orders WHERE user_id = ?", userId)).toHaveLength(2);
  });
});

describe("/api/orders", () => {
  it("creates, lists, moves the status and updates with a version, with the form's rules", async () => {
    const { cookie, userId, cake, client } = await shop();
    const post = (json: unknown) => outcomeOf(() => apiCreate(args(request("/api/orders", { cookie, json }))));
    const created = await post({
      clientId: client.id,
      items: [{ productId: cake.id, quantity: 2 }],
      paymentMethod: "cartao",
      discountCents: 400,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        number: 1,
        status: "orcamento",
        totalCents: 2000,
        version: 1,
        items: [{ name: "Bolo de pote", quantity: 2, unitPriceCents: 1200 }],
      },
    });
    expect((await post({ items: [{ productId: cake.id, quantity: 1 }], paymentMethod: "fiado" })).status).toBe(400);
    expect((await post({ items: [{ productId: "nao-existe", quantity: 1 }], paymentMethod: "pix" })).body).toMatchObject({
      message: expect.stringMatching(/produto não encontrado/),
    });
    const id = (created.body as { id: string }).id;

    const status = (json: unknown) => outcomeOf(() => apiStatus(args(request(`/api/orders/${id}/status`, { cookie, json }), { id })));
    expect((await status({ status: "voando" })).status).toBe(400);
    expect(await status({ status: "pago" })).toMatchObject({ status: 200, body: { status: "pago", version: 2 } });
    expect(await cashOf(userId)).toHaveLength(1);

    const put = (json: unknown) => outcomeOf(() => apiUpdate(args(request(`/api/orders/${id}`, { cookie, method: "PUT", json }), { id })));
    expect((await put({ version: 2, items: [{ productId: cake.id, quantity: 1 }], paymentMethod: "pix" })).status).toBe(409); // paid: not edited
    const list = await outcomeOf(() => apiList(args(request("/api/orders?status=pago&perPage=1", { cookie }))));
    expect(list.body).toMatchObject({ total: 1, perPage: 1, items: [{ id, status: "pago" }] });
    expect((await outcomeOf(() => apiList(args(request("/api/orders?status=perdido", { cookie }))))).status).toBe(400);

    const second = await post({ items: [{ productId: cake.id, quantity: 1 }], paymentMethod: "pix" });
    const secondId = (second.body as { id: string }).id;
    const put2 = (json: unknown) =>
      outcomeOf(() => apiUpdate(args(request(`/api/orders/${secondId}`, { cookie, method: "PUT", json }), { id: secondId })));
    expect((await put2({ items: [{ productId: cake.id, quantity: 3 }], paymentMethod: "pix" })).status).toBe(400); // no version
    expect(await put2({ version: 1, items: [{ productId: cake.id, quantity: 3 }], paymentMethod: "pix" })).toMatchObject({
      status: 200,
      body: { version: 2, totalCents: 3600 },
    });
    expect((await put2({ version: 1, items: [{ productId: cake.id, quantity: 4 }], paymentMethod: "pix" })).status).toBe(409);
    const listed = await outcomeOf(() => listPage(args(request("/gestao/pedidos?q=Cida", { cookie }))));
    expect(listed.body).toMatchObject({ total: 1, orders: [{ number: 1, clientName: "Dona Cida" }] });
  });
});
