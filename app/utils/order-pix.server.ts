/** The Pix of an order (decision 028): payload and QR for the amount still open, with the order's number as txid. */
import type { Store } from "#db/schema";
import { formatBRL } from "~/modules/business/money";
import { orderTxid, pixPayload } from "~/modules/pix/pix";
import { pixQrSvg } from "~/modules/pix/pix-qr.server";

export type OrderPix = { payload: string; qrSvg: string; amount: string; amountCents: number; txid: string };

export async function orderPix(
  store: Pick<Store, "name" | "city" | "pixKey">,
  order: { number: number; test: boolean },
  amountCents: number,
): Promise<OrderPix | null> {
  const txid = orderTxid(order.number, order.test);
  const payload = pixPayload({ key: store.pixKey, merchantName: store.name, merchantCity: store.city, amountCents, txid });
  if (!payload) return null;
  return { payload, qrSvg: await pixQrSvg(payload), amount: formatBRL(amountCents), amountCents, txid };
}
