/**
 * One validation for an order, shared by the form action (texts like '12,50', '1,5', repeated item
 * fields) and /api/orders (centavos and numbers). Both end in an OrderDraft; the model then checks
 * the products belong to the person and copies their prices.
 */
import { z } from "zod";
import { dateFromLocalIso } from "./calendar";
import { optionalText } from "./client-schema";
import { MAX_CENTS, parseBRL, parsePercent } from "./money";
import {
  INITIAL_STATUSES,
  MAX_QUANTITY_MILLI,
  ORDER_STATUSES,
  parseQuantity,
  PAYMENT_METHODS,
  QUANTITY_SCALE,
  type Discount,
  type OrderStatus,
  type PaymentMethod,
} from "./orders";

export const MAX_ORDER_ITEMS = 50;
export const ORDER_NOTES_MAX = 500;

export type OrderDraftItem = { productId: string; quantityMilli: number };

export type OrderDraft = {
  clientId: string | null;
  items: OrderDraftItem[];
  discount: Discount | null;
  deliveryCents: number;
  paymentMethod: PaymentMethod;
  dueDate: string | null;
  test: boolean;
  notes: string | null;
  /** "Observações internas" (decision 040): only the seller sees them. Absent = none. */
  internalNotes?: string | null;
  /** Only on create: orçamento, confirmado or pago (paid on the spot). */
  status: OrderStatus;
};

const paymentField = z.enum(PAYMENT_METHODS, { error: "Escolha a forma de pagamento: Pix, dinheiro, cartão ou fiado." });
const initialStatusField = z.enum(INITIAL_STATUSES, { error: "Situação inicial: orçamento, confirmado ou pago." });
const dueDateField = z
  .string({ error: "Vencimento: use o formato dia/mês/ano." })
  .trim()
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!dateFromLocalIso(value)) {
      ctx.addIssue({ code: "custom", message: "Vencimento: data inválida (use o formato dia/mês/ano)." });
      return z.NEVER;
    }
    return value;
  });

/** Rules that need more than one field: fiado needs a due date and is not paid on the spot; at least one item. */
function checkDraft(draft: OrderDraft, ctx: z.RefinementCtx) {
  if (draft.items.length === 0) ctx.addIssue({ code: "custom", path: ["items"], message: "Inclua pelo menos um produto no pedido." });
  if (draft.paymentMethod === "fiado" && !draft.dueDate)
    ctx.addIssue({ code: "custom", path: ["dueDate"], message: "Fiado: informe a data em que o cliente vai pagar." });
  if (draft.paymentMethod === "fiado" && draft.status === "pago")
    ctx.addIssue({
      code: "custom",
      path: ["status"],
      message: "Fiado é pago depois: escolha orçamento ou confirmado e marque como pago quando receber.",
    });
}

function normalize(draft: OrderDraft): OrderDraft {
  return { ...draft, dueDate: draft.paymentMethod === "fiado" ? draft.dueDate : null };
}

// ---------- The form ----------

export const ORDER_FORM_FIELDS = [
  "clientId",
  "discount",
  "discountKind",
  "delivery",
  "paymentMethod",
  "dueDate",
  "test",
  "notes",
  "internalNotes",
  "status",
  "version",
] as const;

/** What the form posted: single fields plus the repeated item rows (kept as typed, to show again). */
export type OrderFormValues = Record<(typeof ORDER_FORM_FIELDS)[number], string | undefined> & {
  items: { productId: string; quantity: string }[];
};

export function orderFormValues(formData: FormData): OrderFormValues {
  const single = Object.fromEntries(
    ORDER_FORM_FIELDS.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === "string" && value.trim() !== "" ? value : undefined];
    }),
  ) as Record<(typeof ORDER_FORM_FIELDS)[number], string | undefined>;
  const productIds = formData.getAll("productId").map(String);
  const quantities = formData.getAll("quantity").map(String);
  const items = productIds.slice(0, MAX_ORDER_ITEMS + 1).map((productId, index) => ({ productId, quantity: quantities[index] ?? "" }));
  return { ...single, items };
}

const formSchema = z
  .object({
    clientId: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((value) => value || null),
    items: z
      .array(z.object({ productId: z.string(), quantity: z.string() }))
      .max(MAX_ORDER_ITEMS, `No máximo ${MAX_ORDER_ITEMS} itens por pedido.`)
      .transform((rows, ctx) => {
        const items: OrderDraftItem[] = [];
        rows.forEach((row, index) => {
          const productId = row.productId.trim();
          const quantity = row.quantity.trim();
          if (!productId && !quantity) return; // an empty row is left out
          if (!productId) return ctx.addIssue({ code: "custom", path: [`item${index}`], message: `Item ${index + 1}: escolha o produto.` });
          const milli = parseQuantity(quantity || "1");
          if (milli === null)
            return ctx.addIssue({
              code: "custom",
              path: [`item${index}`],
              message: `Item ${index + 1}: quantidade inválida (use 1, 2 ou 1,5).`,
            });
          items.push({ productId, quantityMilli: milli });
        });
        return items;
      }),
    discount: z.string().trim().optional(),
    discountKind: z.enum(["valor", "percentual"]).optional().default("valor"),
    delivery: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return 0;
        const cents = parseBRL(value);
        if (cents === null || cents < 0) {
          ctx.addIssue({ code: "custom", message: "Entrega: use um valor como 8,00 (ou deixe vazio)." });
          return z.NEVER;
        }
        return cents;
      }),
    paymentMethod: paymentField,
    dueDate: dueDateField,
    test: z
      .string()
      .optional()
      .transform((value) => value === "sim"),
    notes: optionalText(ORDER_NOTES_MAX, "Observações"),
    internalNotes: optionalText(ORDER_NOTES_MAX, "Observações internas"),
    status: initialStatusField.optional().default("orcamento"),
  })
  .transform(({ discount, discountKind, delivery, ...rest }, ctx): OrderDraft => {
    let parsed: Discount | null = null;
    if (discount) {
      if (discountKind === "percentual") {
        const percent = parsePercent(discount);
        if (percent === null || percent > 100)
          ctx.addIssue({ code: "custom", path: ["discount"], message: "Desconto: use um percentual de 0 a 100, como 10." });
        else parsed = { kind: "percentual", basisPoints: Math.round(percent * 100) };
      } else {
        const cents = parseBRL(discount);
        if (cents === null || cents < 0)
          ctx.addIssue({ code: "custom", path: ["discount"], message: "Desconto: use um valor como 5,00 (ou deixe vazio)." });
        else parsed = { kind: "valor", cents };
      }
    }
    return { ...rest, discount: parsed, deliveryCents: delivery };
  })
  .superRefine(checkDraft)
  .transform(normalize);

export const orderFormSchema = formSchema;

// ---------- The API ----------

const cents = (label: string) =>
  z
    .number({ error: `${label}: valor em centavos (número inteiro).` })
    .int(`${label}: valor em centavos (número inteiro).`)
    .min(0, `${label} não pode ser negativo.`)
    .max(MAX_CENTS, `${label} alto demais.`);

export const orderApiSchema = z
  .object({
    clientId: z
      .string()
      .max(64)
      .nullish()
      .transform((value) => value || null),
    items: z
      .array(
        z.object({
          productId: z.string({ error: "items[].productId: informe o produto." }).min(1, "items[].productId: informe o produto.").max(64),
          quantity: z
            .number({ error: "items[].quantity: número maior que zero." })
            .positive("items[].quantity: número maior que zero.")
            .max(MAX_QUANTITY_MILLI / QUANTITY_SCALE, "items[].quantity: no máximo 100.000.")
            .refine(
              (value) => Number.isInteger(Math.round(value * QUANTITY_SCALE * 1e6) / 1e6),
              "items[].quantity: até três casas decimais.",
            ),
        }),
        { error: "items: lista de { productId, quantity }." },
      )
      .max(MAX_ORDER_ITEMS, `No máximo ${MAX_ORDER_ITEMS} itens por pedido.`),
    paymentMethod: paymentField,
    test: z.boolean({ error: "test deve ser true ou false." }).optional().default(false),
    discountCents: cents("discountCents").optional(),
    discountPercent: z
      .number({ error: "discountPercent: número de 0 a 100." })
      .min(0)
      .max(100, "discountPercent: número de 0 a 100.")
      .optional(),
    deliveryCents: cents("deliveryCents").optional().default(0),
    dueDate: dueDateField,
    notes: optionalText(ORDER_NOTES_MAX, "notes"),
    internalNotes: optionalText(ORDER_NOTES_MAX, "internalNotes"),
    status: initialStatusField.optional().default("orcamento"),
  })
  .transform(({ items, discountCents, discountPercent, ...rest }): OrderDraft => ({
    ...rest,
    items: items.map((item) => ({ productId: item.productId, quantityMilli: Math.round(item.quantity * QUANTITY_SCALE) })),
    discount:
      discountPercent !== undefined
        ? { kind: "percentual", basisPoints: Math.round(discountPercent * 100) }
        : discountCents
          ? { kind: "valor", cents: discountCents }
          : null,
  }))
  .superRefine(checkDraft)
  .transform(normalize);

/** PUT /api/orders/:id: the whole order plus the version it was read at. */
export const orderApiUpdateSchema = z.object({
  version: z.number({ error: "version: informe a versão do pedido que você leu (número)." }).int().min(1),
});

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "status: orcamento, confirmado, entregue, pago ou cancelado." }),
  version: z.number().int().min(1).optional(),
});

/** The version field of the forms ('3' → 3), or null when missing/odd. */
export function parseVersion(value: string | undefined | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}
