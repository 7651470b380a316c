/** The payments block of the seller's order page (decision 028): balance, payments, Pix and the reminder. */
import { ORDER_PAYMENT_METHODS } from "#db/schema";
import type { OrderWithItems } from "~/models/business-order-lists.server";
import { getClient } from "~/models/business-clients.server";
import { listPayments, orderBalance, recordPayment, type OrderPaymentMethod } from "~/models/order-payments.server";
import { getStore } from "~/models/store.server";
import { parseBrazilianPhone, whatsappLink } from "~/modules/br/phone";
import { formatBRL, parseBRL } from "~/modules/business/money";
import { formatIsoDay } from "~/modules/business/orders";
import { orderPix } from "./order-pix.server";

export const PAYMENT_METHOD_NAMES: Record<OrderPaymentMethod, string> = { pix: "Pix", dinheiro: "Dinheiro", cartao: "Cartão" };

export async function paymentsView(userId: string, order: OrderWithItems) {
  if (order.test || order.status === "cancelado") return null;
  const [{ paidCents, balanceCents }, payments, store] = await Promise.all([
    orderBalance(order),
    listPayments(userId, order.id),
    getStore(userId),
  ]);
  const pix = store && balanceCents > 0 ? await orderPix(store, order, balanceCents) : null;
  let reminder: string | null = null;
  if (balanceCents > 0) {
    const client = order.clientId ? await getClient(userId, order.clientId) : null;
    const phone = client?.phone ? parseBrazilianPhone(client.phone) : null;
    const text = [
      `Olá${order.clientName ? `, ${order.clientName}` : ""}! Passando para lembrar do pedido nº ${order.number}${store ? ` de ${store.name}` : ""}: falta ${formatBRL(balanceCents)}.`,
      pix ? `Pix copia e cola:\n${pix.payload}` : null,
    ]
      .filter(Boolean)
      .join("\n");
    reminder = phone?.ok ? whatsappLink(phone, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
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
