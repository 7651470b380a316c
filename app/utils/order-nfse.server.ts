/**
 * The nota fiscal assistant of an order (decision 033), shared by the page and `/api/orders/:id/nfse`:
 * what the national issuer asks, prefilled from the business profile, the order and its client,
 * and the storing of the issued note's access key (one validation for the form and the API).
 */
import { getBusinessProfile } from "~/models/business-profile.server";
import { getClient } from "~/models/business-clients.server";
import type { OrderWithItems } from "~/models/business-order-lists.server";
import { getOrderInvoice, saveOrderInvoice } from "~/models/order-invoices.server";
import { formatCnpj, showDocument } from "~/modules/br/documents";
import { formatBRL } from "~/modules/business/money";
import { formatQuantity } from "~/modules/business/orders";
import { findOccupation } from "~/modules/legal/occupations";
import {
  NFSE_ISSUER_URL,
  nfseDescription,
  nfseNeed,
  nfseOrderKind,
  nfseStatusNote,
  parseOrderNoteKey,
  parseNfseIssuedOn,
  serviceForCnae,
} from "~/modules/legal/nfse";
import { todayInSaoPaulo } from "./today.server";

export async function nfseAssistant(userId: string, order: OrderWithItems) {
  const [profile, client, invoice] = await Promise.all([
    getBusinessProfile(userId),
    order.clientId ? getClient(userId, order.clientId) : Promise.resolve(null),
    getOrderInvoice(userId, order.id),
  ]);
  const kind = nfseOrderKind(order.items);
  const occupation = findOccupation(profile?.occupation);
  const serviceItems = order.items.filter((item) => item.kind === "servicos");
  // The NFS-e notes the services only: on a mixed order the goods go on the state's NF-e.
  const amountCents = kind === "misto" ? serviceItems.reduce((sum, item) => sum + item.lineTotalCents, 0) : order.totalCents;
  const noted = (kind === "mercadorias" ? order.items : serviceItems).map((item) => ({
    name: item.name,
    quantity: `${formatQuantity(item.quantityMilli)} ${item.unit}`,
    total: formatBRL(item.lineTotalCents),
  }));
  const document = client?.document ?? null;
  const shown = document ? showDocument(document) : null;
  return {
    ...nfseNeed(document),
    kind,
    test: order.test,
    statusNote: nfseStatusNote(order.status),
    provider: {
      cnpj: profile?.cnpj ?? null,
      cnpjFormatted: profile?.cnpj ? formatCnpj(profile.cnpj) : null,
      name: profile?.tradeName ?? null,
      city: profile?.city ? `${profile.city}${profile.state ? ` (${profile.state})` : ""}` : null,
      occupation: occupation?.ocupacao ?? null,
      activity: occupation?.descricao ?? null,
    },
    taker: client
      ? { clientId: client.id, name: client.name, document, documentKind: shown?.kind ?? null, documentFormatted: shown?.display ?? null }
      : { clientId: null, name: order.clientName, document: null, documentKind: null, documentFormatted: null },
    service: kind === "mercadorias" ? null : serviceForCnae(occupation?.cnae),
    amountCents,
    amountBasis: kind === "misto" ? "a soma dos itens de serviço do pedido (as mercadorias vão na NF-e)" : "o total do pedido",
    description: nfseDescription(order.number, noted),
    issuerUrl: NFSE_ISSUER_URL,
    accessKey: invoice?.accessKey ?? null,
    issuedAt: invoice?.issuedOn ?? null,
    pdf: invoice?.pdfBytes ? { name: invoice.pdfName ?? "nota-fiscal.pdf", bytes: invoice.pdfBytes } : null,
  };
}

export type NfseAssistant = Awaited<ReturnType<typeof nfseAssistant>>;

/** The API's answer: the assistant without the page-only details. */
export function nfseJson(assistant: NfseAssistant) {
  const { required, reason, kind, service, taker, provider, amountCents, description, issuerUrl, accessKey, issuedAt, pdf } = assistant;
  return {
    required,
    reason,
    kind,
    service,
    taker: { name: taker.name, document: taker.document, documentKind: taker.documentKind },
    provider: { cnpj: provider.cnpj, name: provider.name, city: provider.city },
    amountCents,
    description,
    issuerUrl,
    accessKey,
    issuedAt,
    hasPdf: pdf !== null,
  };
}

type KeyResult = { ok: true } | { ok: false; status: 400 | 404; field?: "accessKey" | "issuedAt"; message: string };

/** Validates and stores the issued note's key and day against the person's order (the form and the API). */
export async function storeNfseKey(
  userId: string,
  order: Pick<OrderWithItems, "id" | "items">,
  input: { accessKey: string; issuedAt?: string | null },
  now = new Date(),
): Promise<KeyResult> {
  const key = parseOrderNoteKey(input.accessKey, nfseOrderKind(order.items));
  if (!key.ok) return { ok: false, status: 400, field: "accessKey", message: key.message };
  let issuedOn: string | null = null;
  if (input.issuedAt) {
    const day = parseNfseIssuedOn(input.issuedAt, todayInSaoPaulo(now));
    if (!day.ok) return { ok: false, status: 400, field: "issuedAt", message: day.message };
    issuedOn = day.value;
  }
  const saved = await saveOrderInvoice(userId, order.id, { accessKey: key.value, issuedOn }, now);
  return saved ? { ok: true } : { ok: false, status: 404, message: "Pedido não encontrado." };
}
