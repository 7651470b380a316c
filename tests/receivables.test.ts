// @db-engines: sqlite libsql
// Who owes what (decision 040): order numbers from a counter per series, internal notes kept off
// what the customer sees, fiado in instalments, and the "A receber" list with its reminders.
import { describe, expect, it } from "vitest";
import { createOrder, deleteOrder, updateOrder } from "~/models/business-orders.server";
import { recordPayment } from "~/models/order-payments.server";
import type { OrderDraft } from "~/modules/business/order-schema";
import { loader as receivablesPage } from "~/routes/_app.gestao.a-receber";
import { loader as orderPage } from "~/routes/_app.gestao.pedidos.$id._index";
import { action as splitAction, loader as splitPage } from "~/routes/_app.gestao.pedidos.$id.parcelas";
import { loader as receiptPage } from "~/routes/_app.gestao.pedidos.$id.recibo";
import { action as newAction } from "~/routes/_app.gestao.pedidos.novo";
import { action as apiCreate } from "~/routes/api.orders";
import { loader as apiGet } from "~/routes/api.orders.$id";
import { outcomeOf, request } from "./security/fixtures";
import { sqlAll, sqlGet, sqlRun } from "./sql";
import { publishedStore } from "./store-helpers";

const nbsp = "\u00a0";

const call = (fn: (a: never) => unknown, path: string, params: Record<string, string>, init: Parameters<typeof request>[1]) =>
  outcomeOf(() => fn({ request: request(path, init), params, context: {} } as never));

const form = (cookie: string, pairs: [string, string][]) => ({
  cookie,
  method: "POST",
  body: new URLSearchParams(pairs).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

const draft = (productId: string, extra: Partial<OrderDraft> = {}): OrderDraft => ({
  clientId: null,
  items: [{ productId, quantityMilli: 4000 }],
  discount: null,
  deliveryCents: 0,
  paymentMethod: "pix",
  dueDate: null,
  test: false,
  notes: null,
  status: "confirmado",
  ...extra,
});

async function placed(userId: string, productId: string, extra: Partial<OrderDraft> = {}) {
  const result = await createOrder(userId, draft(productId, extra));
  if (!result.ok) throw new Error(result.message);
  return result.order;
}

describe("order numbers", () => {
  it("a deleted order keeps its number; test orders count apart; an account without a counter starts after its highest", async () => {
    const { user, cake } = await publishedStore();
    const first = await placed(user.id, cake.id);
    const second = await placed(user.id, cake.id);
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(await deleteOrder(user.id, second.id)).toBe(true);
    expect((await placed(user.id, cake.id)).number).toBe(3);
    const test = await placed(user.id, cake.id, { test: true, status: "orcamento" });
    expect(test.number).toBe(1);
    expect((await placed(user.id, cake.id)).number).toBe(4);

    // An account from before the counter: no row, the next number follows the highest one kept.
    const older = await publishedStore();
    const a = await placed(older.user.id, older.cake.id);
    const b = await placed(older.user.id, older.cake.id);
    await sqlRun("DELETE FROM business_order_counters WHERE user_id = ?", older.user.id);
    // Deleting the last order still keeps its number taken (the counter is seeded first).
    expect(await deleteOrder(older.user.id, b.id)).toBe(true);
    expect(await sqlGet("SELECT last_number FROM business_order_counters WHERE user_id = ? AND test = 0", older.user.id)).toEqual({
      last_number: 2,
    });
    expect((await placed(older.user.id, older.cake.id)).number).toBe(3);
    expect(a.number).toBe(1);
  });

  it("an order moved to the test series takes that series' next number", async () => {
    const { user, cake } = await publishedStore();
    const first = await placed(user.id, cake.id, { status: "orcamento" });
    await placed(user.id, cake.id);
    const moved = await updateOrder(user.id, first.id, first.version, draft(cake.id, { test: true, status: "orcamento" }));
    if (!moved.ok) throw new Error(moved.message);
    expect(moved.order).toMatchObject({ test: true, number: 1 });
    expect((await placed(user.id, cake.id)).number).toBe(3);
  });

  it("orders created together get distinct numbers", async () => {
    const { user, cake } = await publishedStore();
    const results = await Promise.all(Array.from({ length: 6 }, () => createOrder(user.id, draft(cake.id))));
    const numbers = results.flatMap((r) => (r.ok ? [r.order.number] : []));
    expect(numbers.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("internal notes", () => {
  it("saved by the form and given by the API, never on the receipt or the WhatsApp text", async () => {
    const { cookie, cake, user } = await publishedStore();
    const created = await call(
      newAction as never,
      "/gestao/pedidos/novo",
      {},
      form(cookie, [
        ["productId", cake.id],
        ["quantity", "2"],
        ["paymentMethod", "pix"],
        ["status", "confirmado"],
        ["notes", "Entregar na portaria"],
        ["internalNotes", "Cliente costuma atrasar"],
        ["intent", "save"],
      ]),
    );
    expect(created.status).toBe(303);
    const row = await sqlGet<{ id: string; internal_notes: string }>(
      "SELECT id, internal_notes FROM business_orders WHERE user_id = ?",
      user.id,
    );
    expect(row?.internal_notes).toBe("Cliente costuma atrasar");
    const id = row!.id;
    const api = await call(apiGet as never, `/api/orders/${id}`, { id }, { cookie });
    expect(api.body).toMatchObject({ internalNotes: "Cliente costuma atrasar", notes: "Entregar na portaria" });
    const byApi = await call(
      apiCreate as never,
      "/api/orders",
      {},
      {
        cookie,
        method: "POST",
        body: JSON.stringify({ items: [{ productId: cake.id, quantity: 1 }], paymentMethod: "pix", internalNotes: "Só à tarde" }),
        headers: { "Content-Type": "application/json" },
      },
    );
    expect(byApi).toMatchObject({ status: 201, body: { internalNotes: "Só à tarde", notes: null } });
    const receipt = await call(receiptPage as never, `/gestao/pedidos/${id}/recibo`, { id }, { cookie });
    const shown = JSON.stringify(receipt.body);
    expect(shown).toContain("Entregar na portaria");
    const body = receipt.body as { order: { receipt: string; whatsapp: string; internalNotes: string } };
    expect(body.order.receipt).not.toContain("atrasar");
    expect(decodeURIComponent(body.order.whatsapp)).not.toContain("atrasar");
    const page = await call(orderPage as never, `/gestao/pedidos/${id}`, { id }, { cookie });
    expect(decodeURIComponent((page.body as { payments: { reminder: string } }).payments.reminder)).not.toContain("atrasar");
  });
});

describe("fiado in instalments and the A receber list", () => {
  it("a partial payment, the rest in 3 instalments, payments settle them in order; the list puts overdue first", async () => {
    const { cookie, user, cake } = await publishedStore();
    const order = await placed(user.id, cake.id); // 4 × R$ 12,50 = R$ 50,00
    const paid = await recordPayment(user.id, order.id, { amountCents: 2000, method: "dinheiro" });
    expect(paid.ok).toBe(true);

    const split = (pairs: [string, string][]) =>
      call(splitAction as never, `/gestao/pedidos/${order.id}/parcelas`, { id: order.id }, form(cookie, pairs));
    const before = await sqlGet("SELECT version, payment_method FROM business_orders WHERE id = ?", order.id);
    const refused = await split([
      ["count", "13"],
      ["firstDueDate", "2099-01-10"],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { "": "Parcelas: escolha de 2 a 12 parcelas." } });
    expect(
      (
        await split([
          ["count", "3"],
          ["firstDueDate", "2000-01-10"],
        ])
      ).status,
    ).toBe(400);
    expect(await sqlAll("SELECT * FROM order_instalments WHERE order_id = ?", order.id)).toEqual([]);
    expect(await sqlGet("SELECT version, payment_method FROM business_orders WHERE id = ?", order.id)).toEqual(before);

    expect(
      (
        await split([
          ["count", "3"],
          ["firstDueDate", "2099-01-31"],
        ])
      ).status,
    ).toBe(303);
    expect(
      await sqlAll("SELECT number, due_date, amount_cents, base_cents FROM order_instalments WHERE order_id = ? ORDER BY number", order.id),
    ).toEqual([
      { number: 1, due_date: "2099-01-31", amount_cents: 1000, base_cents: 2000 },
      { number: 2, due_date: "2099-02-28", amount_cents: 1000, base_cents: 2000 },
      { number: 3, due_date: "2099-03-31", amount_cents: 1000, base_cents: 2000 },
    ]);
    expect(await sqlGet("SELECT payment_method, due_date FROM business_orders WHERE id = ?", order.id)).toEqual({
      payment_method: "fiado",
      due_date: "2099-01-31",
    });

    await recordPayment(user.id, order.id, { amountCents: 1500, method: "pix" });
    // The order's due day follows the first instalment still open.
    expect(await sqlGet("SELECT due_date FROM business_orders WHERE id = ?", order.id)).toEqual({ due_date: "2099-02-28" });
    const page = await call(orderPage as never, `/gestao/pedidos/${order.id}`, { id: order.id }, { cookie });
    expect(page.body).toMatchObject({
      payments: {
        instalments: [
          { number: 1, status: "pago", statusLabel: "pago" },
          { number: 2, status: "em_aberto", balance: `R$${nbsp}5,00` },
          { number: 3, status: "em_aberto" },
        ],
      },
    });

    const api = await call(apiGet as never, `/api/orders/${order.id}`, { id: order.id }, { cookie });
    expect(api.body).toMatchObject({
      paidCents: 3500,
      balanceCents: 1500,
      instalments: [
        { number: 1, dueDate: "2099-01-31", amountCents: 1000, paidCents: 1000, balanceCents: 0, status: "pago" },
        { number: 2, paidCents: 500, balanceCents: 500, status: "em_aberto" },
        { number: 3, paidCents: 0, status: "em_aberto" },
      ],
    });

    // Overdue: the same plan seen from a day after the second instalment (moved into the past).
    await sqlRun("UPDATE order_instalments SET due_date = '2020-0' || number || '-10' WHERE order_id = ?", order.id);
    const overdueOrder = await placed(user.id, cake.id, { paymentMethod: "fiado", dueDate: null });
    await sqlRun("UPDATE business_orders SET due_date = '2021-05-01' WHERE id = ?", overdueOrder.id);
    const notDue = await placed(user.id, cake.id, { paymentMethod: "fiado", dueDate: "2099-12-01" });
    await placed(user.id, cake.id, { status: "pago" });
    const list = await call(receivablesPage as never, "/gestao/a-receber", {}, { cookie });
    const body = list.body as {
      total: string;
      count: number;
      lines: { id: string; daysLate: number; reminder: string; instalments: string | null }[];
    };
    expect(body.count).toBe(3);
    expect(body.total).toBe(`R$${nbsp}115,00`);
    expect(body.lines.map((l) => l.id)).toEqual([order.id, overdueOrder.id, notDue.id]);
    expect(body.lines[0]?.instalments).toBe("1 de 3 parcelas pagas");
    const reminder = decodeURIComponent(body.lines[0]?.reminder ?? "");
    expect(reminder).toContain("Parcelas vencidas:");
    expect(reminder).toContain(`• Parcela 2, venceu em 10/02/2020: R$${nbsp}5,00`);
    expect(reminder).toContain("Pix copia e cola:\n000201");
    expect(body.lines[2]?.daysLate).toBe(0);

    const splitForm = await call(splitPage as never, `/gestao/pedidos/${order.id}/parcelas`, { id: order.id }, { cookie });
    expect(splitForm.body).toMatchObject({ open: true, hasPlan: true, balance: `R$${nbsp}15,00` });
  });

  it("another person's order cannot be split, a paid order has nothing to split", async () => {
    const owner = await publishedStore();
    const other = await publishedStore();
    const order = await placed(owner.user.id, owner.cake.id, { status: "pago" });
    const foreign = await call(
      splitAction as never,
      `/gestao/pedidos/${order.id}/parcelas`,
      { id: order.id },
      form(other.cookie, [
        ["count", "3"],
        ["firstDueDate", "2099-01-10"],
      ]),
    );
    expect(foreign.status).toBe(404);
    const paid = await call(
      splitAction as never,
      `/gestao/pedidos/${order.id}/parcelas`,
      { id: order.id },
      form(owner.cookie, [
        ["count", "3"],
        ["firstDueDate", "2099-01-10"],
      ]),
    );
    expect(paid.status).toBe(409);
    expect(await sqlAll("SELECT * FROM order_instalments WHERE order_id = ?", order.id)).toEqual([]);
  });
});
