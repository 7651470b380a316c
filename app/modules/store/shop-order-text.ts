/** The WhatsApp text of a shop order (decision 028): what the customer sends the seller, Pix code included. */
import { formatBRL } from "~/modules/business/money";
import { formatQuantity, lineTotalCents, type OrderLine } from "~/modules/business/orders";

export type ShopOrderMessage = {
  storeName: string;
  number: number;
  customerName: string;
  items: readonly (OrderLine & { name: string; unit: string })[];
  deliveryCents: number;
  totalCents: number;
  receiving: "entrega" | "retirada";
  address: string | null;
  /** The amount still open and its Pix code; null when nothing is open (or the shop has no key). */
  pix: { amountCents: number; payload: string } | null;
};

export function shopOrderMessage(order: ShopOrderMessage): string {
  const lines = [`Olá, ${order.storeName}! Fiz o pedido nº ${order.number} pela loja on-line.`, `Nome: ${order.customerName}`, ""];
  for (const item of order.items)
    lines.push(`${formatQuantity(item.quantityMilli)} ${item.unit} × ${item.name} = ${formatBRL(lineTotalCents(item))}`);
  if (order.deliveryCents > 0) lines.push(`Entrega: ${formatBRL(order.deliveryCents)}`);
  lines.push(`Total: ${formatBRL(order.totalCents)}`);
  lines.push(order.receiving === "entrega" ? `Entrega em: ${order.address ?? ""}` : "Vou retirar na loja.");
  if (order.pix) lines.push("", `Pix de ${formatBRL(order.pix.amountCents)} (copia e cola):`, order.pix.payload);
  return lines.join("\n");
}
