/** What the order pages share on the server: the form's choices, its round trips and its save. */
import { data } from "@remix-run/node";
import type { OrderFormDefaults } from "~/components/gestao/order-form";
import { clientChoices, productChoices, type OrderWithItems } from "~/models/business-order-lists.server";
import { createOrder, updateOrder, type OrderResult } from "~/models/business-orders.server";
import { fieldErrors } from "~/modules/business/client-schema";
import { formatCentsPlain, formatBRL } from "~/modules/business/money";
import { orderFormSchema, orderFormValues, parseVersion, type OrderFormValues } from "~/modules/business/order-schema";
import { localIsoDate } from "~/modules/business/calendar";
import {
  allowedTransitions,
  formatIsoDay,
  formatQuantity,
  isEditable,
  isOverdue,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  receiptText,
} from "~/modules/business/orders";
import { getClient } from "~/models/business-clients.server";
import { whatsappLink } from "~/modules/br/phone";
import { notFound, SAVE_FAILED } from "./gestao.server";
import { redirectWithToast } from "./toast.server";

export async function orderFormChoices(userId: string) {
  const [products, clients] = await Promise.all([productChoices(userId), clientChoices(userId)]);
  return {
    products: products.map((p) => ({
      id: p.id,
      label: `${p.name} — ${formatBRL(p.priceCents)}/${p.unit}${p.stock !== null ? ` (estoque ${p.stock})` : ""}`,
    })),
    clients,
  };
}

/** A saved order as the edit form shows it. */
export function orderFormDefaults(order: OrderWithItems): OrderFormDefaults {
  return {
    clientId: order.clientId ?? "",
    items: order.items.map((item) => ({
      productId: item.productId ?? "",
      quantity: formatQuantity(item.quantityMilli).replace(/\./g, ""),
    })),
    discount:
      order.discountKind === "percentual"
        ? String(order.discountValue / 100).replace(".", ",")
        : order.discountValue
          ? formatCentsPlain(order.discountValue)
          : "",
    discountKind: order.discountKind ?? "valor",
    delivery: order.deliveryCents ? formatCentsPlain(order.deliveryCents) : "",
    paymentMethod: order.paymentMethod,
    dueDate: order.dueDate ?? "",
    test: order.test ? "sim" : "",
    notes: order.notes ?? "",
    internalNotes: order.internalNotes ?? "",
  };
}

type Answer = { errors: Record<string, string>; values: OrderFormValues };

/**
 * The order form's POST. "add-item" / "remove-N" only change the rows and answer the form again
 * (no JavaScript); "save" validates, then creates or updates (with the version read).
 */
export async function handleOrderForm(request: Request, userId: string, orderId?: string) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const values = orderFormValues(formData);
  if (intent === "add-item")
    return data<Answer>({ errors: {}, values: { ...values, items: [...values.items, { productId: "", quantity: "1" }] } });
  const remove = /^remove-(\d{1,3})$/.exec(intent);
  if (remove)
    return data<Answer>({ errors: {}, values: { ...values, items: values.items.filter((_, index) => index !== Number(remove[1])) } });

  const parsed = orderFormSchema.safeParse(values);
  if (!parsed.success) return data<Answer>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  let result: OrderResult;
  try {
    if (orderId) {
      const version = parseVersion(values.version);
      if (version === null)
        return data<Answer>({ errors: { "": "Recarregue a página e tente de novo (versão do pedido ausente)." }, values }, { status: 400 });
      result = await updateOrder(userId, orderId, version, parsed.data);
    } else {
      result = await createOrder(userId, parsed.data);
    }
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Saving an order failed", error);
    return data<Answer>({ errors: { "": SAVE_FAILED }, values }, { status: 500 });
  }
  if (!result.ok) {
    if (result.status === 404) notFound("Pedido");
    return data<Answer>({ errors: { [result.field]: result.message }, values }, { status: result.status });
  }
  const order = result.order;
  const title = orderId ? "Pedido atualizado" : order.test ? "Pedido de teste criado" : "Pedido criado";
  return redirectWithToast(
    request,
    `/gestao/pedidos/${order.id}`,
    { title, description: `Nº ${order.number} · ${formatBRL(order.totalCents)}`, type: "success" },
    { status: 303 },
  );
}

/** The order as its pages show it: labels, amounts in pt-BR, the receipt text and its WhatsApp link. */
export async function orderView(seller: { id: string; name: string | null }, order: OrderWithItems, now = new Date()) {
  const client = order.clientId ? await getClient(seller.id, order.clientId) : null;
  // The receipt names who sold (the person's name), so the client knows whom it came from.
  const receipt = receiptText(order, seller.name);
  const whatsapp = client?.phone
    ? whatsappLink({ e164: `55${client.phone}` }, receipt)
    : `https://wa.me/?text=${encodeURIComponent(receipt)}`;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    test: order.test,
    version: order.version,
    editable: isEditable(order.status),
    next: allowedTransitions(order.status).map((status) => ({ status, label: ORDER_STATUS_LABELS[status] })),
    client: order.clientId && client ? { id: client.id, name: client.name, hasPhone: Boolean(client.phone) } : null,
    clientName: order.clientName,
    createdAt: formatIsoDay(localIsoDate(order.createdAt)),
    paidAt: order.paidAt ? formatIsoDay(localIsoDate(order.paidAt)) : null,
    payment: PAYMENT_METHOD_LABELS[order.paymentMethod],
    dueDate: order.paymentMethod === "fiado" && order.dueDate ? formatIsoDay(order.dueDate) : null,
    overdue: isOverdue(order, localIsoDate(now)),
    items: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: `${formatQuantity(item.quantityMilli)} ${item.unit}`,
      unitPrice: formatBRL(item.unitPriceCents),
      total: formatBRL(item.lineTotalCents),
    })),
    subtotal: formatBRL(order.subtotalCents),
    discount: order.discountCents ? formatBRL(order.discountCents) : null,
    delivery: order.deliveryCents ? formatBRL(order.deliveryCents) : null,
    total: formatBRL(order.totalCents),
    notes: order.notes,
    internalNotes: order.internalNotes,
    receipt,
    whatsapp,
  };
}
