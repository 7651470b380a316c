/**
 * Orders (pedidos): quantities, totals, the status flow, payment methods and the receipt text.
 * Pure module without a validation library, so the order screens can import the labels.
 * Money is integer centavos; quantities are integer thousandths of the product's unit
 * (1,5 kg = 1500), so every sum is exact.
 */
import { formatBRL, MAX_CENTS } from "./money";

export const ORDER_STATUSES = ["orcamento", "confirmado", "entregue", "pago", "cancelado"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  orcamento: "Orçamento",
  confirmado: "Confirmado",
  entregue: "Entregue",
  pago: "Pago",
  cancelado: "Cancelado",
};

export const PAYMENT_METHODS = ["pix", "dinheiro", "cartao", "fiado"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: "Pix",
  dinheiro: "Dinheiro",
  cartao: "Cartão",
  fiado: "Fiado (paga depois)",
};

/** The statuses an order may start in: a quote, a confirmed order, or one already paid. */
export const INITIAL_STATUSES = ["orcamento", "confirmado", "pago"] as const satisfies readonly OrderStatus[];

/**
 * Where each status may go. The usual path is orçamento → confirmado → entregue → pago, but a
 * sale paid on the spot (or by Pix before delivery) skips ahead; anything not yet cancelled can
 * be cancelled, a paid one too (a refund: its cash entry and stock are undone).
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  orcamento: ["confirmado", "pago", "cancelado"],
  confirmado: ["entregue", "pago", "cancelado"],
  entregue: ["pago", "cancelado"],
  pago: ["cancelado"],
  cancelado: [],
};

export function allowedTransitions(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** A confirmed, delivered or paid order has taken its items out of stock; a quote or a cancelled one has not. */
export function holdsStock(status: OrderStatus): boolean {
  return status === "confirmado" || status === "entregue" || status === "pago";
}

/** Only open orders are edited; a paid or cancelled one is history (cancel and redo to correct it). */
export function isEditable(status: OrderStatus): boolean {
  return status === "orcamento" || status === "confirmado" || status === "entregue";
}

export const QUANTITY_SCALE = 1000;
export const MAX_QUANTITY_MILLI = 100_000 * QUANTITY_SCALE;

/** The longest quantity and amount a form field takes ('100000,000'; 'R$ 100.000.000,00'): the caps as HTML limits. */
export const QUANTITY_INPUT_MAX_LENGTH = 10;
export const MONEY_INPUT_MAX_LENGTH = 17;

/**
 * Units sold in fractions (1,5 kg; 0,75 l; 2,5 m; 1,5 hora; meio cento = 0,5 cento). The others are whole units.
 * What the forms say about it comes from here too (quantity-rule.ts).
 */
export const FRACTIONAL_UNITS: ReadonlySet<string> = new Set(["kg", "l", "m", "hora", "cento"]);

/** '1,5' / '1.5' / '2' → thousandths (1500 / 1500 / 2000), or null. Up to three decimals. */
export function parseQuantity(input: string): number | null {
  const text = input.trim().replace(",", ".");
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(text)) return null;
  const [whole, decimals = ""] = text.split(".") as [string, string?];
  const milli = Number(whole) * QUANTITY_SCALE + Number(decimals.padEnd(3, "0"));
  return milli > 0 && milli <= MAX_QUANTITY_MILLI ? milli : null;
}

/** 1500 → '1,5'; 2000 → '2'. */
export function formatQuantity(milli: number): string {
  return (milli / QUANTITY_SCALE).toLocaleString("pt-BR", { maximumFractionDigits: 3 });
}

/** Why a quantity does not fit the product's unit, or null when it does. */
export function quantityProblem(unit: string, milli: number, countsStock: boolean): string | null {
  if (milli <= 0 || milli > MAX_QUANTITY_MILLI) return "Quantidade: de 1 a 100.000.";
  if (milli % QUANTITY_SCALE === 0) return null;
  if (!FRACTIONAL_UNITS.has(unit)) return `Quantidade: produto vendido por ${unit}, use um número inteiro.`;
  // The stock count is kept in whole units (products' stock column).
  if (countsStock)
    return "Quantidade: este produto tem estoque contado em números inteiros, então é vendido em quantidades inteiras; use um número inteiro (ou deixe o estoque vazio no cadastro do produto).";
  return null;
}

export type OrderLine = { unitPriceCents: number; quantityMilli: number };

/**
 * Price × quantity, rounded half up to the centavo. Whole units and the fraction are multiplied
 * apart, so no product passes 2^53 (a price of R$ 100 milhões × 100.000 units would, as one
 * product in thousandths): at the caps, price × whole units ≤ 10^15 and price × thousandths ≤ 10^13.
 */
export function lineTotalCents(line: OrderLine): number {
  const whole = Math.floor(line.quantityMilli / QUANTITY_SCALE);
  const thousandths = line.quantityMilli - whole * QUANTITY_SCALE;
  return line.unitPriceCents * whole + Math.round((line.unitPriceCents * thousandths) / QUANTITY_SCALE);
}

/**
 * The most an order may come to, each line and the total: the cash book's own cap on an entry
 * (MAX_CENTS, R$ 100 milhões), so a paid order never writes a cash entry a person could not type.
 * With at most 50 lines each below it, every sum is an exact integer far below 2^53.
 */
export const MAX_ORDER_CENTS = MAX_CENTS;

/** Why the amounts of an order are too large, or null when they fit (checked by the model for the form and the API). */
export function orderAmountProblem(lines: readonly (OrderLine & { name?: string })[], totals: OrderTotals): string | null {
  const limit = formatBRL(MAX_ORDER_CENTS);
  for (const [index, line] of lines.entries()) {
    if (lineTotalCents(line) > MAX_ORDER_CENTS)
      return `Item ${index + 1}${line.name ? ` (${line.name})` : ""}: o valor passa de ${limit}, o limite de um pedido. Diminua a quantidade.`;
  }
  if (totals.subtotalCents > MAX_ORDER_CENTS || totals.totalCents > MAX_ORDER_CENTS)
    return `O total do pedido passa de ${limit}, o limite de um pedido (o mesmo de um lançamento no caixa). Divida em mais de um pedido.`;
  return null;
}

/** A discount typed in reais (centavos) or as a percentage (basis points: 1050 = 10,5 %). */
export type Discount = { kind: "valor"; cents: number } | { kind: "percentual"; basisPoints: number };

export type OrderTotals = { subtotalCents: number; discountCents: number; deliveryCents: number; totalCents: number };

/**
 * Subtotal − discount + delivery. The discount is capped at the subtotal (an order never goes
 * negative, and the delivery fee is never discounted away); negative inputs count as zero.
 */
export function orderTotals(lines: readonly OrderLine[], discount: Discount | null, deliveryCents = 0): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const wanted =
    discount === null
      ? 0
      : discount.kind === "valor"
        ? discount.cents
        : Math.round((subtotalCents * Math.min(Math.max(discount.basisPoints, 0), 10_000)) / 10_000);
  const discountCents = Math.min(Math.max(0, wanted), subtotalCents);
  const delivery = Math.max(0, deliveryCents);
  return { subtotalCents, discountCents, deliveryCents: delivery, totalCents: subtotalCents - discountCents + delivery };
}

export type RevenueKind = "revenda" | "industrializados" | "servicos";

/**
 * How a paid order's total splits over the MEI report lines (the kind of each item): each kind
 * gets its items' sum minus its share of the discount (largest remainder, so the parts add up
 * exactly); the delivery fee goes with the kind that sold the most. Kinds that end at zero drop out.
 */
export function revenueSplit(
  lines: readonly (OrderLine & { kind: RevenueKind })[],
  totals: OrderTotals,
): { kind: RevenueKind; cents: number }[] {
  const byKind = new Map<RevenueKind, number>();
  for (const line of lines) byKind.set(line.kind, (byKind.get(line.kind) ?? 0) + lineTotalCents(line));
  const kinds = [...byKind.entries()].sort((a, b) => b[1] - a[1]);
  if (kinds.length === 0) return totals.totalCents > 0 ? [{ kind: "servicos", cents: totals.totalCents }] : [];
  const shares = kinds.map(([kind, cents]) => {
    const exact = totals.subtotalCents > 0 ? (totals.discountCents * cents) / totals.subtotalCents : 0;
    return { kind, cents, cut: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = totals.discountCents - shares.reduce((sum, s) => sum + s.cut, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    share.cut += 1;
    left -= 1;
  }
  return shares
    .map((share, index) => ({ kind: share.kind, cents: share.cents - share.cut + (index === 0 ? totals.deliveryCents : 0) }))
    .filter((part) => part.cents > 0);
}

/** Why a fiado's due day ('YYYY-MM-DD') cannot be, or null: it cannot come before the day of the order itself. */
export function dueDateProblem(dueDate: string | null, orderDay: string): string | null {
  if (dueDate === null || dueDate >= orderDay) return null;
  const [year, month, day] = orderDay.split("-");
  return `Vencimento: o fiado não pode vencer antes do dia do pedido (${day}/${month}/${year}); escolha essa data ou uma depois.`;
}

/** A fiado order not paid by its due day ('YYYY-MM-DD', compared with today in São Paulo). */
export function isOverdue(order: { status: OrderStatus; paymentMethod: PaymentMethod; dueDate: string | null }, today: string): boolean {
  return (
    order.paymentMethod === "fiado" &&
    order.dueDate !== null &&
    order.dueDate < today &&
    order.status !== "pago" &&
    order.status !== "cancelado"
  );
}

const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "America/Sao_Paulo" });

const calendarDayFormat = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });

/** 'YYYY-MM-DD' → '05/12/2026' (a calendar day: read at noon UTC so no zone moves it). */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return calendarDayFormat.format(new Date(Date.UTC(year, month - 1, date, 12)));
}

export type ReceiptOrder = {
  number: number;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  dueDate: string | null;
  paidAt: Date | null;
  test: boolean;
  clientName: string | null;
  notes: string | null;
  items: readonly (OrderLine & { name: string; unit: string })[];
  discountCents: number;
  deliveryCents: number;
  subtotalCents: number;
  totalCents: number;
};

/**
 * The order as plain text: what the print view shows and what "Enviar pelo WhatsApp" sends.
 * Amounts and dates in pt-BR through Intl; the day in São Paulo.
 */
export function receiptText(order: ReceiptOrder, sellerName?: string | null): string {
  const title = order.status === "orcamento" ? "Orçamento" : order.status === "pago" ? "Recibo" : "Pedido";
  const lines: string[] = [];
  lines.push(`${title} nº ${order.number}${order.test ? " (teste)" : ""}${sellerName ? ` — ${sellerName}` : ""}`);
  lines.push(`Data: ${dateFormat.format(order.createdAt)}`);
  if (order.clientName) lines.push(`Cliente: ${order.clientName}`);
  lines.push("");
  for (const item of order.items) {
    lines.push(
      `${formatQuantity(item.quantityMilli)} ${item.unit} × ${item.name} (${formatBRL(item.unitPriceCents)}) = ${formatBRL(lineTotalCents(item))}`,
    );
  }
  lines.push("");
  lines.push(`Subtotal: ${formatBRL(order.subtotalCents)}`);
  if (order.discountCents > 0) lines.push(`Desconto: −${formatBRL(order.discountCents)}`);
  if (order.deliveryCents > 0) lines.push(`Entrega: ${formatBRL(order.deliveryCents)}`);
  lines.push(`Total: ${formatBRL(order.totalCents)}`);
  lines.push(`Pagamento: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`);
  if (order.paymentMethod === "fiado" && order.dueDate && order.status !== "pago") lines.push(`Vencimento: ${formatIsoDay(order.dueDate)}`);
  if (order.status === "pago" && order.paidAt) lines.push(`Pago em ${dateFormat.format(order.paidAt)}`);
  else lines.push(`Situação: ${ORDER_STATUS_LABELS[order.status]}`);
  if (order.notes) lines.push("", order.notes);
  return lines.join("\n");
}
