// @db-engines: sqlite libsql
// Deposits and partial payments (decision 028): each payment reaches the cash book, the balance is
// shown, the order is paid at zero (its sale books only the rest), and the API gives paidCents,
// balanceCents and the Pix of the balance.
import { describe, expect, it } from "vitest";
import { createOrder } from "~/models/business-orders.server";
import { action as orderAction, loader as orderPage } from "~/routes/_app.gestao.pedidos.$id._index";
import { loader as apiGet } from "~/routes/api.orders.$id";
import { action as apiPay } from "~/routes/api.orders.$id.payments";
import { outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlAll, sqlGet } from "./sql";
import { publishedStore } from "./store-helpers";

async function openOrder() {
  const seller = await publishedStore();
  const placed = await createOrder(seller.user.id, {
    clientId: null,
    items: [{ productId: seller.cake.id, quantityMilli: 4000 }],
    discount: null,
    deliveryCents: 0,
    paymentMethod: "pix",
    dueDate: null,
    test: false,
    notes: null,
    status: "confirmado",
  });
  if (!placed.ok) throw new Error(placed.message);
  return { ...seller, order: placed.order };
}

const call = (fn: (a: never) => unknown, path: string, params: Record<string, string>, init: Parameters<typeof request>[1]) =>
  outcomeOf(() => fn({ request: request(path, init), params, context: {} } as never));

describe("payments on an order", () => {
  it("a deposit by the form, then the rest by the API: cash book, balance, paid, first sale", async () => {
    const { cookie, user, order } = await openOrder();
    const form = (amount: string) =>
      call(
        orderAction as never,
        `/gestao/pedidos/${order.id}`,
        { id: order.id },
        {
          cookie,
          method: "POST",
          body: new URLSearchParams({ intent: "pagamento", amount, method: "dinheiro" }).toString(),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        },
      );
    expect((await form("60,00")).status).toBe(400);
    expect((await form("20,00")).status).toBe(303);
    const page = (await call(orderPage as never, `/gestao/pedidos/${order.id}`, { id: order.id }, { cookie })).body as {
      payments: { paid: string; balance: string; pix: { payload: string }; reminder: string };
    };
    expect(page.payments.paid).toBe("R$\u00a020,00");
    expect(page.payments.balance).toBe("R$\u00a030,00");
    expect(page.payments.pix.payload).toContain("540530.00");
    expect(decodeURIComponent(page.payments.reminder)).toContain(page.payments.pix.payload);
    expect(await sqlAll("SELECT amount_cents FROM business_cash_entries WHERE order_id = ?", order.id)).toEqual([{ amount_cents: 2000 }]);

    const got = await call(apiGet as never, `/api/orders/${order.id}`, { id: order.id }, { cookie });
    expect(got.body).toMatchObject({ paidCents: 2000, balanceCents: 3000, pix: { payload: page.payments.pix.payload } });

    const tooMuch = await call(
      apiPay as never,
      `/api/orders/${order.id}/payments`,
      { id: order.id },
      { cookie, method: "POST", json: { amountCents: 3001, method: "pix" } },
    );
    expect(tooMuch.status).toBe(400);
    const rest = await call(
      apiPay as never,
      `/api/orders/${order.id}/payments`,
      { id: order.id },
      { cookie, method: "POST", json: { amountCents: 3000, method: "pix" } },
    );
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ status: "pago", paidCents: 5000, balanceCents: 0 });
    const entries = await sqlAll<{ amount_cents: number }>(
      "SELECT amount_cents FROM business_cash_entries WHERE order_id = ? ORDER BY amount_cents",
      order.id,
    );
    expect(entries.map((e) => e.amount_cents)).toEqual([2000, 3000]);
    expect(await sqlGet("SELECT completed FROM journey_progress WHERE user_id = ? AND step = 'first_sale'", user.id)).toEqual({
      completed: 1,
    });
    const after = await call(apiGet as never, `/api/orders/${order.id}`, { id: order.id }, { cookie });
    expect(after.body).toMatchObject({ paidCents: 5000, balanceCents: 0, pix: null });
    expect(
      (await call(apiPay as never, "/x", { id: order.id }, { cookie, method: "POST", json: { amountCents: 1, method: "pix" } })).status,
    ).toBe(409);
  });

  it("another person's order is a 404 and nothing is recorded", async () => {
    const { order } = await openOrder();
    const stranger = await signedInUser();
    const refused = await call(
      apiPay as never,
      "/x",
      { id: order.id },
      { cookie: stranger.cookie, method: "POST", json: { amountCents: 100, method: "pix" } },
    );
    expect(refused.status).toBe(404);
    expect(await sqlAll("SELECT id FROM order_payments WHERE order_id = ?", order.id)).toEqual([]);
  });
});
