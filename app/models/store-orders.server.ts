/**
 * Orders placed on the shop page (decision 028). One transaction creates the seller's client (or
 * finds them by WhatsApp), the order in Pedidos (status orçamento: the seller confirms it) and the
 * store_orders row with the customer's page token. Limits are decided in the database before it:
 * per client address, per shop, and a cap on the shop's orders still waiting for the seller.
 */
import crypto from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessClients, businessOrders, storeOrders, storeProducts, stores, type Store, type StoreOrder } from "#db/schema";
import type { ShopOrderInput } from "~/modules/store/shop-order-schema";
import { readOrder, type OrderWithItems } from "./business-order-lists.server";
import { createClient } from "./business-clients.server";
import { createOrder } from "./business-orders.server";
import { claimAll, type Limit } from "./rate-limit.server";

/** A person (one address) may place this many shop orders in 10 minutes, on any shop. */
export const SHOP_ORDERS_PER_ADDRESS: Limit = { name: "shop-order-ip", max: 5, windowMs: 10 * 60 * 1000 };
/** A shop takes at most this many orders an hour (a flood stops here, not in the seller's list). */
export const SHOP_ORDERS_PER_SHOP: Limit = { name: "shop-order-shop", max: 60, windowMs: 60 * 60 * 1000 };
/** Shop orders still waiting for the seller (orçamento) before the shop takes no more. */
export const OPEN_SHOP_ORDERS_MAX = 50;

export const SHOP_NOT_FOUND = "Loja não encontrada.";
const TOO_MANY_FROM_YOU = "Você já fez vários pedidos em poucos minutos. Aguarde um pouco ou fale com a loja pelo WhatsApp.";
const TOO_MANY_FOR_SHOP = "Esta loja recebeu muitos pedidos agora. Tente de novo mais tarde ou fale com a loja pelo WhatsApp.";

export type PlaceResult =
  | { ok: true; token: string; order: OrderWithItems; store: Store }
  | { ok: false; status: 400 | 404 | 409 | 429; field: string; message: string; retryAfterSeconds?: number };

class Refusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

async function publishedStoreBySlug(slug: string) {
  return (
    (await getDb()
      .select()
      .from(stores)
      .where(and(eq(stores.slug, slug), eq(stores.published, true)))
      .get()) ?? null
  );
}

/** Places a customer's order on the published shop at `slug`. `ip` null (tests, scripts): no per-address limit. */
export async function placeShopOrder(slug: string, input: ShopOrderInput, ip: string | null, now = new Date()): Promise<PlaceResult> {
  const store = await publishedStoreBySlug(slug);
  if (!store) return { ok: false, status: 404, field: "", message: SHOP_NOT_FOUND };
  const receiving = input.receiving ?? (store.pickup ? "retirada" : "entrega");
  if (receiving === "entrega" && !store.delivery)
    return { ok: false, status: 400, field: "receiving", message: "Esta loja não faz entrega: escolha retirada." };
  if (receiving === "retirada" && !store.pickup)
    return { ok: false, status: 400, field: "receiving", message: "Esta loja só entrega: escolha entrega." };
  if (receiving === "entrega" && !input.address)
    return { ok: false, status: 400, field: "address", message: "Informe o endereço de entrega (rua, número, bairro)." };

  const claims: [Limit, string][] = [[SHOP_ORDERS_PER_SHOP, store.userId]];
  if (ip) claims.unshift([SHOP_ORDERS_PER_ADDRESS, ip]);
  const refused = await claimAll(claims, now.getTime());
  if (refused)
    return {
      ok: false,
      status: 429,
      field: "",
      message: refused.limit.name === SHOP_ORDERS_PER_ADDRESS.name ? TOO_MANY_FROM_YOU : TOO_MANY_FOR_SHOP,
      retryAfterSeconds: refused.retryAfterSeconds,
    };

  try {
    return await transaction(async (tx) => {
      const open = await tx
        .select({ n: count() })
        .from(storeOrders)
        .innerJoin(businessOrders, eq(businessOrders.id, storeOrders.orderId))
        .where(and(eq(storeOrders.userId, store.userId), eq(businessOrders.status, "orcamento")))
        .get();
      if ((open?.n ?? 0) >= OPEN_SHOP_ORDERS_MAX) throw new Refusal(429, "", TOO_MANY_FOR_SHOP);
      const ids = [...new Set(input.items.map((item) => item.productId))];
      if (ids.length !== input.items.length) throw new Refusal(400, "items", "Cada produto aparece uma vez no pedido.");
      if (!store.allProducts) {
        const shown = await tx
          .select({ id: storeProducts.productId })
          .from(storeProducts)
          .where(and(eq(storeProducts.userId, store.userId), inArray(storeProducts.productId, ids)))
          .all();
        if (shown.length !== ids.length) throw new Refusal(400, "items", "Um dos produtos não está mais na loja. Recarregue a página.");
      }
      const client =
        (await tx
          .select({ id: businessClients.id })
          .from(businessClients)
          .where(and(eq(businessClients.userId, store.userId), eq(businessClients.phone, input.phone)))
          .get()) ??
        (await createClient(
          store.userId,
          { name: input.name, phone: input.phone, email: null, notes: "Cliente da loja on-line.", tags: ["loja"] },
          now,
        ));
      const placed = await createOrder(
        store.userId,
        {
          clientId: client.id,
          items: input.items,
          discount: null,
          deliveryCents: receiving === "entrega" ? store.deliveryFeeCents : 0,
          paymentMethod: "pix",
          dueDate: null,
          test: false,
          notes: null,
          status: "orcamento",
        },
        now,
      );
      if (!placed.ok)
        throw new Refusal(
          placed.status === 404 ? 400 : placed.status,
          placed.field,
          placed.message.replace("escolha um da lista", "recarregue a página"),
        );
      const token = crypto.randomBytes(24).toString("base64url");
      await tx
        .insert(storeOrders)
        .values({
          orderId: placed.order.id,
          userId: store.userId,
          publicToken: token,
          customerName: input.name,
          customerPhone: input.phone,
          receiving,
          address: receiving === "entrega" ? input.address : null,
          createdAt: now,
        })
        .run();
      return { ok: true as const, token, order: placed.order, store };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, field: error.field, message: error.message };
    throw error;
  }
}

/** The customer's view of their order, by its token: the order, the shop and the shop-order row. */
export async function shopOrderByToken(token: string) {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const db = getDb();
  const row = await db.select().from(storeOrders).where(eq(storeOrders.publicToken, token)).get();
  if (!row) return null;
  const [order, store] = await Promise.all([
    readOrder(db, row.userId, row.orderId),
    db.select().from(stores).where(eq(stores.userId, row.userId)).get(),
  ]);
  return order && store ? { row, order, store } : null;
}

/** The shop-order row of one of the seller's orders (or null: not from the shop). */
export async function shopOrderOf(userId: string, orderId: string): Promise<StoreOrder | null> {
  return (
    (await getDb()
      .select()
      .from(storeOrders)
      .where(and(eq(storeOrders.userId, userId), eq(storeOrders.orderId, orderId)))
      .get()) ?? null
  );
}

/** Which of these orders came from the shop (the "da loja" mark in Pedidos). */
export async function shopOrderIds(userId: string, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await getDb()
    .select({ id: storeOrders.orderId })
    .from(storeOrders)
    .where(and(eq(storeOrders.userId, userId), inArray(storeOrders.orderId, [...orderIds])))
    .all();
  return new Set(rows.map((r) => r.id));
}

/** The seller's shop orders with the customers' data (the account export). */
export async function exportShopOrders(userId: string) {
  return (await getDb().select().from(storeOrders).where(eq(storeOrders.userId, userId)).all()).map(
    ({ userId: _owner, publicToken: _token, ...row }) => row,
  );
}
