/** The payments block of the seller's order page (decision 028): balance, payments, Pix and the reminder. */
import { ORDER_PAYMENT_METHODS } from "#db/schema";
import type { OrderWithItems } from "~/models/business-order-lists.server";
import { getClient } from "~/models/business-clients.server";
import { listPayments, orderBalance, recordPayment, type OrderPaymentMethod } from "~/models/order-payments.server";
import { instalmentRows, plannedStates } from "~/models/order-instalments.server";
import { localIsoDate } from "~/modules/business/calendar";
import { reminderText } from "~/modules/receivables/reminder";
import { instalmentLines, reminderLink } from "./receivables.server";
import { getStore } from "~/models/store.server";
import { formatBRL, parseBRL } from "~/modules/business/money";
import { formatIsoDay } from "~/modules/business/orders";
import { orderPix } from "./order-pix.server";

export const PAYMENT_METHOD_NAMES: Record<OrderPaymentMethod, string> = { pix: "Pix", dinheiro: "Dinheiro", cartao: "Cartão" };

export async function paymentsView(userId: string, order: OrderWithItems, now = new Date()) {
  if (order.test || order.status === "cancelado") return null;
  const [{ paidCents, balanceCents }, payments, store, plan] = await Promise.all([
    orderBalance(order),
    listPayments(userId, order.id),
    getStore(userId),
    instalmentRows(userId, order.id),
  ]);
  // Fiado in instalments (decision 040): payments settle the instalments in order.
  const states = order.status === "pago" ? null : plannedStates(plan, paidCents, localIsoDate(now));
  const pix = store && balanceCents > 0 ? await orderPix(store, order, balanceCents) : null;
  let reminder: string | null = null;
  if (balanceCents > 0) {
    const client = order.clientId ? await getClient(userId, order.clientId) : null;
    const text = reminderText({
      clientName: order.clientName,
      number: order.number,
      storeName: store?.name ?? null,
      balanceCents,
      instalments: states,
      pixPayload: pix?.payload ?? null,
    });
    reminder = reminderLink(client?.phone ?? null, text);
  }
  return {
    paid: formatBRL(paidCents),
    balance: formatBRL(balanceCents),
    open: balanceCents > 0,
    items: payments.map((p) => ({
      id: p.id,
      text: `${formatIsoDay(p.paidOn)} · ${PAYMENT_METHOD_NAMES[p.method]} · ${formatBRL(p.amountCents)}`,
    })),
    pix: pix ? { payload: pix.payload, qrSvg: pix.qrSvg, amount: pix.amount } : null,
    reminder,
    hasStore: store !== null,
    instalments: states ? instalmentLines(states) : null,
    // Splitting the balance: a confirmed or delivered order with at least R$ 0,02 open.
    canSplit: balanceCents >= 2 && (order.status === "confirmado" || order.status === "entregue"),
  };
}

export async function paymentFromForm(userId: string, orderId: string, form: FormData) {
  const cents = parseBRL(String(form.get("amount") ?? ""));
  if (cents === null || cents <= 0)
    return { ok: false as const, status: 400 as const, message: "Valor recebido: use um valor como 20,00." };
  const method = String(form.get("method") ?? "");
  if (!(ORDER_PAYMENT_METHODS as readonly string[]).includes(method))
    return { ok: false as const, status: 400 as const, message: "Escolha como recebeu: Pix, dinheiro ou cartão." };
  const result = await recordPayment(userId, orderId, { amountCents: cents, method: method as OrderPaymentMethod });
  if (!result.ok) return result;
  return {
    ok: true as const,
    title: result.balanceCents === 0 ? "Pedido pago" : "Pagamento registrado",
    description:
      result.balanceCents === 0
        ? "A venda entrou no livro-caixa."
        : `Falta ${formatBRL(result.balanceCents)}. O valor recebido entrou no livro-caixa.`,
  };
}
