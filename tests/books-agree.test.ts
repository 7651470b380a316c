// @db-engines: sqlite libsql
// Decision 027 item 8, the books agree: a stale product edit is a conflict (an order that moved the
// stock in between counts), cash entries an order made change only with their order, and an
// import confirmation is all or nothing.
import { describe, expect, it } from "vitest";
import { createCashEntry } from "~/models/business-cash.server";
import { changeOrderStatus, createOrder } from "~/models/business-orders.server";
import { createProduct, getProduct, PRODUCT_VERSION_CONFLICT } from "~/models/business-products.server";
import { confirmImport, savePendingImport } from "~/models/spreadsheets.server";
import { action as cashEditAction, loader as cashPage } from "~/routes/_app.gestao.caixa.$id._index";
import { action as cashRemoveAction, loader as cashRemovePage } from "~/routes/_app.gestao.caixa.$id.remover";
import { action as productEditAction, loader as productPage } from "~/routes/_app.gestao.produtos.$id._index";
import { action as cashApi } from "~/routes/api.cash-entries.$id";
import { action as productApi } from "~/routes/api.products.$id";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlAll, sqlGet, sqlRun } from "./sql";

const productForm = (version: string, stock: string) => ({
  name: "Bolo",
  unit: "un",
  kind: "revenda",
  cost: "1,00",
  price: "10,00",
  stock,
  version,
});

async function shopWithStock() {
  const person = await signedInUser();
  const product = await createProduct(person.user.id, {
    name: "Bolo",
    unit: "un",
    kind: "revenda",
    costCents: 100,
    priceCents: 1000,
    stock: 10,
  });
  return { ...person, product };
}

describe("products carry a version", () => {
  it("an edit from a tab opened before an order took stock is a 409 with a sentence; the stock stays right", async () => {
    const { cookie, user, product } = await shopWithStock();
    const page = await outcomeOf(() => productPage(args(request(`/gestao/produtos/${product.id}`, { cookie }), { id: product.id })));
    const readVersion = (page.body as { product: { version: number } }).product.version;
    expect(readVersion).toBe(1);
    // Meanwhile an order is confirmed: 3 of the 10 leave the stock.
    const order = await createOrder(user.id, {
      clientId: null,
      items: [{ productId: product.id, quantityMilli: 3000 }],
      discount: null,
      deliveryCents: 0,
      paymentMethod: "pix",
      dueDate: null,
      test: false,
      notes: null,
      status: "confirmado",
    });
    expect(order.ok).toBe(true);
    expect((await getProduct(user.id, product.id))?.stock).toBe(7);
    // The stale tab saves the stock it read (10): refused, nothing written.
    const stale = await outcomeOf(() =>
      productEditAction(
        args(request(`/gestao/produtos/${product.id}`, { cookie, form: productForm(String(readVersion), "10") }), { id: product.id }),
      ),
    );
    expect(stale.status).toBe(409);
    expect((stale.body as { errors: Record<string, string> }).errors[""]).toBe(PRODUCT_VERSION_CONFLICT);
    expect(await getProduct(user.id, product.id)).toMatchObject({ stock: 7, version: 2 });
    // A form without a version (a page from before versions) is stale too.
    const missing = await outcomeOf(() =>
      productEditAction(args(request(`/gestao/produtos/${product.id}`, { cookie, form: productForm("", "10") }), { id: product.id })),
    );
    expect(missing.status).toBe(409);
    // With the current version it saves and moves the version on.
    const fresh = await outcomeOf(() =>
      productEditAction(args(request(`/gestao/produtos/${product.id}`, { cookie, form: productForm("2", "8") }), { id: product.id })),
    );
    expect(fresh.status).toBe(303);
    expect(await getProduct(user.id, product.id)).toMatchObject({ stock: 8, version: 3 });
    // Cancelling the order gives the 3 back and moves the version too.
    if (!order.ok) throw new Error("order");
    expect((await changeOrderStatus(user.id, order.order.id, "cancelado")).ok).toBe(true);
    expect(await getProduct(user.id, product.id)).toMatchObject({ stock: 11, version: 4 });
  });

  it("the API needs the version it read: stale → 409, missing → 400, another person's → 404", async () => {
    const { cookie, product } = await shopWithStock();
    const other = await signedInUser();
    const put = (json: unknown, who = cookie) =>
      outcomeOf(() => productApi(args(request(`/api/products/${product.id}`, { cookie: who, method: "PUT", json }), { id: product.id })));
    const body = { name: "Bolo", unit: "un", kind: "revenda", costCents: 100, priceCents: 1200, stock: 5 };
    expect((await put(body)).status).toBe(400);
    const saved = await put({ ...body, version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, priceCents: 1200 });
    const stale = await put({ ...body, priceCents: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: PRODUCT_VERSION_CONFLICT });
    expect((await put({ ...body, version: 2 }, other.cookie)).status).toBe(404);
  });
});

describe("cash entries an order made follow the order", () => {
  it("page and API refuse to edit or delete them (409, a sentence naming the order); the page links to the order", async () => {
    const { cookie, user, product } = await shopWithStock();
    const order = await createOrder(user.id, {
      clientId: null,
      items: [{ productId: product.id, quantityMilli: 1000 }],
      discount: null,
      deliveryCents: 0,
      paymentMethod: "pix",
      dueDate: null,
      test: false,
      notes: null,
      status: "pago",
    });
    if (!order.ok) throw new Error("order");
    const [entry] = await sqlAll<{ id: string }>("SELECT id FROM business_cash_entries WHERE order_id = ?", order.order.id);
    const id = entry!.id;
    const sentence = `Este lançamento foi feito pelo pedido nº ${order.order.number} e acompanha o pedido`;

    const page = await outcomeOf(() => cashPage(args(request(`/gestao/caixa/${id}`, { cookie }), { id })));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ fromOrder: { id: order.order.id } });
    expect((page.body as { fromOrder: { message: string } }).fromOrder.message).toContain(sentence);

    const form = { occurredOn: "2026-03-11", direction: "in", category: "venda", amount: "1,00", revenueKind: "revenda" };
    const edit = await outcomeOf(() => cashEditAction(args(request(`/gestao/caixa/${id}`, { cookie, form }), { id })));
    expect(edit.status).toBe(409);
    expect(String(edit.body)).toContain(sentence);
    expect((await outcomeOf(() => cashRemovePage(args(request(`/gestao/caixa/${id}/remover`, { cookie }), { id })))).status).toBe(409);
    expect(
      (await outcomeOf(() => cashRemoveAction(args(request(`/gestao/caixa/${id}/remover`, { cookie, form: {} }), { id })))).status,
    ).toBe(409);

    const json = { occurredOn: "2026-03-11", direction: "in", category: "venda", amountCents: 1, revenueKind: "revenda" };
    const put = await outcomeOf(() => cashApi(args(request(`/api/cash-entries/${id}`, { cookie, method: "PUT", json }), { id })));
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject({ message: expect.stringContaining(sentence) });
    const del = await outcomeOf(() => cashApi(args(request(`/api/cash-entries/${id}`, { cookie, method: "DELETE" }), { id })));
    expect(del.status).toBe(409);
    expect(await sqlGet("SELECT amount_cents FROM business_cash_entries WHERE id = ?", id)).toEqual({ amount_cents: 1000 });

    // A manual entry is still edited and removed as before.
    const manual = await createCashEntry(user.id, {
      occurredOn: "2026-03-11",
      direction: "out",
      category: "embalagem",
      description: null,
      amountCents: 500,
      revenueKind: null,
      withInvoice: false,
    });
    const removed = await outcomeOf(() =>
      cashApi(args(request(`/api/cash-entries/${manual.id}`, { cookie, method: "DELETE" }), { id: manual.id })),
    );
    expect(removed.status).toBe(200);
  });
});

describe("an import confirmation is all or nothing", () => {
  const csv = (...lines: string[]) => new TextEncoder().encode(lines.join("\r\n") + "\r\n");
  const names = async (userId: string) =>
    (await sqlAll<{ name: string }>("SELECT name FROM business_clients WHERE user_id = ? ORDER BY name", userId)).map((r) => r.name);

  it("a refusal at confirmation keeps the pending file", async () => {
    const { user } = await signedInUser();
    // The stored file changed under the preview (here: by hand) so that its plan is refused at confirmation.
    const pending = await savePendingImport(user.id, "clientes", "c.csv", csv("Nome;WhatsApp"));
    const outcome = await confirmImport(user.id, pending.id);
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(await sqlGet("SELECT COUNT(*) AS n FROM spreadsheet_imports WHERE id = ?", pending.id)).toEqual({ n: 1 });
  });

  it("a failure while creating the rows leaves the pending file and the records as they were; a retry then works", async () => {
    const { user } = await signedInUser();
    const pending = await savePendingImport(user.id, "clientes", "c.csv", csv("Nome;WhatsApp", "Ana;", "Caio;"));
    await sqlRun(
      `CREATE TRIGGER refuse_caio BEFORE INSERT ON business_clients WHEN NEW.name = 'Caio' BEGIN SELECT RAISE(ABORT, 'disco cheio'); END`,
    );
    try {
      await expect(confirmImport(user.id, pending.id)).rejects.toThrow();
    } finally {
      await sqlRun("DROP TRIGGER refuse_caio");
    }
    expect(await names(user.id)).toEqual([]);
    expect(await sqlGet("SELECT COUNT(*) AS n FROM spreadsheet_imports WHERE id = ?", pending.id)).toEqual({ n: 1 });
    expect(await confirmImport(user.id, pending.id)).toMatchObject({ ok: true, created: 2 });
    expect(await names(user.id)).toEqual(["Ana", "Caio"]);
    expect(await sqlGet("SELECT COUNT(*) AS n FROM spreadsheet_imports WHERE id = ?", pending.id)).toEqual({ n: 0 });
  });
});
