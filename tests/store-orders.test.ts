// @db-engines: sqlite libsql
// Orders from the shop (decision 028): the page's form and the public API place an order in Pedidos
// ("da loja", orçamento), make the customer the seller's client, give a token page with the Pix
// code; honeypot, limits per address and per shop, the cap on open orders; export and deletion.
import { describe, expect, it } from "vitest";
import { exportAccountData, deleteAccount } from "~/models/account.server";
import { forgetKnownRefusalsForTests } from "~/models/rate-limit.server";
import { OPEN_SHOP_ORDERS_MAX, SHOP_ORDERS_PER_ADDRESS } from "~/models/store-orders.server";
import { loader as orderList } from "~/routes/_app.gestao.pedidos._index";
import { action as shopAction } from "~/routes/loja.$slug";
import { loader as customerPage } from "~/routes/loja.$slug_.pedido.$token";
import { action as apiOrder } from "~/routes/api.store.$slug.orders";
import { outcomeOf, request } from "./security/fixtures";
import { sqlAll, sqlGet, sqlRun } from "./sql";
import { publishedStore } from "./store-helpers";

const withIp = (req: Request, ip: string | null) => ({ request: req, params: {}, context: ip ? { ip } : {} });

function orderForm(slug: string, pairs: [string, string][], ip: string | null = null) {
  const req = request(`/loja/${slug}`, {
    method: "POST",
    body: new URLSearchParams(pairs).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return outcomeOf(() => shopAction({ ...withIp(req, ip), params: { slug } } as never));
}

const customer = (productId: string): [string, string][] => [
  [`q-${productId}`, "3"],
  ["name", "Carla Cliente"],
  ["phone", "(21) 99876-5432"],
  ["receiving", "entrega"],
  ["address", "Rua das Flores, 10, Centro"],
];

describe("an order from the shop page", () => {
  it("lands in Pedidos as an orçamento from the shop, the customer becomes a client, and gets a page with the Pix code", async () => {
    const { slug, user, cake, cookie } = await publishedStore();
    const sent = await orderForm(slug, customer(cake.id));
    expect(sent.status).toBe(303);
    const location = sent.location!;
    expect(location).toMatch(new RegExp(`^/loja/${slug}/pedido/[\\w-]{32}$`));
    const token = location.split("/").pop()!;

    const order = await sqlGet<{ status: string; total_cents: number; delivery_cents: number; client_name: string; number: number }>(
      "SELECT status, total_cents, delivery_cents, client_name, number FROM business_orders WHERE user_id = ?",
      user.id,
    );
    expect(order).toMatchObject({ status: "orcamento", total_cents: 3 * 1250 + 500, delivery_cents: 500, client_name: "Carla Cliente" });
    expect(await sqlGet("SELECT name, phone, tags FROM business_clients WHERE user_id = ?", user.id)).toEqual({
      name: "Carla Cliente",
      phone: "21998765432",
      tags: "loja",
    });

    const page = (await outcomeOf(() => customerPage({ request: request(location), params: { slug, token }, context: {} } as never)))
      .body as {
      number: number;
      total: string;
      pix: { payload: string; qrSvg: string };
      whatsapp: string;
    };
    expect(page.number).toBe(order!.number);
    expect(page.pix.payload).toContain(`PED${order!.number}`);
    expect(page.pix.payload).toContain("540542.50");
    expect(page.pix.qrSvg.startsWith("<svg")).toBe(true);
    expect(decodeURIComponent(page.whatsapp)).toContain(page.pix.payload);
    expect(page.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    // Another slug with the right token, or a wrong token: 404.
    expect(
      (await outcomeOf(() => customerPage({ request: request("/x"), params: { slug: "outra", token }, context: {} } as never))).status,
    ).toBe(404);
    expect(
      (await outcomeOf(() => customerPage({ request: request("/x"), params: { slug, token: "x".repeat(32) }, context: {} } as never)))
        .status,
    ).toBe(404);

    // A second order by the same WhatsApp is the same client.
    expect((await orderForm(slug, customer(cake.id))).status).toBe(303);
    expect(await sqlAll("SELECT id FROM business_clients WHERE user_id = ?", user.id)).toHaveLength(1);

    const list = (await outcomeOf(() => orderList({ request: request("/gestao/pedidos", { cookie }), params: {}, context: {} } as never)))
      .body as {
      orders: { fromShop: boolean }[];
    };
    expect(list.orders.map((o) => o.fromShop)).toEqual([true, true]);
  });

  it("refuses a missing address, no quantity, a bad phone and a filled honeypot, creating nothing", async () => {
    const { slug, user, cake } = await publishedStore();
    const noAddress = await orderForm(
      slug,
      customer(cake.id).filter(([k]) => k !== "address"),
    );
    expect(noAddress.status).toBe(400);
    expect((noAddress.body as { errors: Record<string, string> }).errors.address).toMatch(/endereço de entrega/);
    const noItems = await orderForm(
      slug,
      customer(cake.id).map(([k, v]): [string, string] => (k.startsWith("q-") ? [k, ""] : [k, v])),
    );
    expect((noItems.body as { errors: Record<string, string> }).errors.items).toMatch(/pelo menos um produto/);
    const badPhone = await orderForm(
      slug,
      customer(cake.id).map(([k, v]): [string, string] => (k === "phone" ? [k, "123"] : [k, v])),
    );
    expect(badPhone.status).toBe(400);
    const bot = await orderForm(slug, [...customer(cake.id), ["site", "http://spam"]]);
    expect(bot.status).toBe(400);
    expect(await sqlAll("SELECT id FROM business_orders WHERE user_id = ?", user.id)).toEqual([]);
    expect(await sqlAll("SELECT id FROM business_clients WHERE user_id = ?", user.id)).toEqual([]);
  });

  it("limits orders per address, then caps the shop's open orders; an unpublished shop takes none", async () => {
    forgetKnownRefusalsForTests();
    const { slug, user, cake, input } = await publishedStore();
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    await sqlRun("DELETE FROM rate_limits WHERE bucket LIKE ?", `${SHOP_ORDERS_PER_ADDRESS.name}:${ip}%`);
    for (let i = 0; i < SHOP_ORDERS_PER_ADDRESS.max; i++) expect((await orderForm(slug, customer(cake.id), ip)).status).toBe(303);
    const limited = await orderForm(slug, customer(cake.id), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((limited.body as { errors: Record<string, string> }).errors[""]).toMatch(/vários pedidos/);

    // Fill the open cap directly, then one more is refused with the shop's message.
    await sqlRun(`UPDATE business_orders SET status = 'orcamento' WHERE user_id = ?`, user.id);
    const open = (await sqlAll("SELECT order_id FROM store_orders WHERE user_id = ?", user.id)).length;
    for (let i = open; i < OPEN_SHOP_ORDERS_MAX; i++) expect((await orderForm(slug, customer(cake.id))).status).toBe(303);
    const capped = await orderForm(slug, customer(cake.id));
    expect(capped.status).toBe(429);
    expect((capped.body as { errors: Record<string, string> }).errors[""]).toMatch(/muitos pedidos/);

    const { saveStore } = await import("~/models/store.server");
    await saveStore(user.id, { ...input, published: false });
    expect((await orderForm(slug, customer(cake.id))).status).toBe(404);
  });
});

describe("POST /api/store/{slug}/orders", () => {
  it("places the order and answers the token and the Pix payload; the same validation as the form", async () => {
    const { slug, cake } = await publishedStore({ delivery: false, deliveryFeeCents: 0 });
    const post = (json: unknown) =>
      outcomeOf(async () =>
        apiOrder({ request: request(`/api/store/${slug}/orders`, { method: "POST", json }), params: { slug }, context: {} } as never),
      );
    const ok = await post({ customer: { name: "Rui", phone: "11 91234-5678" }, items: [{ productId: cake.id, quantity: 2 }] });
    expect(ok.status).toBe(201);
    const body = ok.body as { token: string; url: string; totalCents: number; pix: { payload: string } };
    expect(body.totalCents).toBe(2500);
    expect(body.url).toBe(`/loja/${slug}/pedido/${body.token}`);
    expect(body.pix.payload).toMatch(/540525\.00/);
    const delivery = await post({
      customer: { name: "Rui", phone: "11 91234-5678" },
      items: [{ productId: cake.id, quantity: 1 }],
      receiving: "entrega",
      address: "Rua A",
    });
    expect(delivery.status).toBe(400);
    expect((delivery.body as { message: string }).message).toMatch(/não faz entrega/);
    expect((await post({ customer: { name: "Rui", phone: "x" }, items: [{ productId: cake.id, quantity: 1 }] })).status).toBe(400);
    expect((await post({ customer: { name: "Rui", phone: "11912345678" }, items: [{ productId: "outro", quantity: 1 }] })).status).toBe(
      400,
    );
    expect((await post({ customer: { name: "Rui", phone: "11912345678" }, items: [] })).status).toBe(400);
  });
});

describe("the seller's account", () => {
  it("exports the shop and its customers' data, and deletes them with the account", async () => {
    const { slug, user, cake } = await publishedStore();
    await orderForm(slug, customer(cake.id));
    const exported = await exportAccountData(user.id);
    expect(exported?.store?.slug).toBe(slug);
    expect(exported?.shopOrders).toEqual([
      expect.objectContaining({ customerName: "Carla Cliente", customerPhone: "21998765432", address: "Rua das Flores, 10, Centro" }),
    ]);
    expect(JSON.stringify(exported)).not.toMatch(/publicToken/);
    await deleteAccount(user.id);
    expect(await sqlAll("SELECT * FROM store_orders WHERE user_id = ?", user.id)).toEqual([]);
    expect(await sqlAll("SELECT * FROM stores WHERE user_id = ?", user.id)).toEqual([]);
  });
});
