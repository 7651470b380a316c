/**
 * An order placed on the shop page (decision 028): the page's form (a quantity field per product,
 * name, WhatsApp, receiving, address, a honeypot) and POST /api/store/{slug}/orders read into the
 * same ShopOrderInput. Server only.
 */
import { z } from "zod";
import { STORE_ORDER_RECEIVING } from "./receiving";
import { parseBrazilianPhone } from "~/modules/br/phone";
import { MAX_QUANTITY_MILLI, parseQuantity, QUANTITY_SCALE } from "~/modules/business/orders";

export const SHOP_ORDER_ITEMS_MAX = 30;
export const ADDRESS_MAX = 300;
/** The honeypot: a field people never see (hidden by CSS and from screen readers), bots fill. */
export const HONEYPOT_FIELD = "site";

export type ShopOrderInput = {
  name: string;
  phone: string;
  receiving: (typeof STORE_ORDER_RECEIVING)[number] | null;
  address: string | null;
  items: { productId: string; quantityMilli: number }[];
};

const nameField = z.string({ error: "Informe o seu nome." }).trim().min(2, "Informe o seu nome.").max(80, "Nome: no máximo 80 caracteres.");

const phoneField = z
  .string({ error: "Informe o seu WhatsApp com DDD." })
  .trim()
  .transform((value, ctx) => {
    const parsed = parseBrazilianPhone(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.digits;
  });

const receivingField = z.enum(STORE_ORDER_RECEIVING, { error: "Escolha entrega ou retirada." }).nullable().default(null);

const addressField = z
  .string({ error: "Endereço: texto inválido." })
  .trim()
  .max(ADDRESS_MAX, `Endereço: no máximo ${ADDRESS_MAX} caracteres.`)
  .optional()
  .transform((value) => value || null);

const itemsField = z
  .array(z.object({ productId: z.string().max(64), quantityMilli: z.number().int().positive().max(MAX_QUANTITY_MILLI) }))
  .min(1, "Escolha a quantidade de pelo menos um produto.")
  .max(SHOP_ORDER_ITEMS_MAX, `No máximo ${SHOP_ORDER_ITEMS_MAX} produtos diferentes por pedido.`);

function addressWhenDelivered<T extends { receiving: string | null; address: string | null }>(value: T, ctx: z.RefinementCtx) {
  if (value.receiving === "entrega" && !value.address)
    ctx.addIssue({ code: "custom", path: ["address"], message: "Informe o endereço de entrega (rua, número, bairro)." });
}

const normalized = z
  .object({ name: nameField, phone: phoneField, receiving: receivingField, address: addressField, items: itemsField })
  .superRefine(addressWhenDelivered);

/** The page's form: `q-{productId}` for each product shown (empty or 0 = not ordered). */
export function shopOrderFromForm(form: FormData, productIds: readonly string[]) {
  const items: { productId: string; quantityMilli: number }[] = [];
  const quantityErrors: string[] = [];
  for (const productId of productIds) {
    const typed = String(form.get(`q-${productId}`) ?? "").trim();
    if (!typed || typed === "0") continue;
    const milli = parseQuantity(typed);
    if (milli === null) quantityErrors.push(typed);
    else items.push({ productId, quantityMilli: milli });
  }
  const text = (field: string) => {
    const value = form.get(field);
    return typeof value === "string" ? value : undefined;
  };
  const receiving = text("receiving");
  const parsed = normalized.safeParse({
    name: text("name"),
    phone: text("phone"),
    receiving: receiving || null,
    address: text("address"),
    items,
  });
  return { parsed, quantityErrors, honeypot: Boolean(text(HONEYPOT_FIELD)?.trim()) };
}

/** POST /api/store/{slug}/orders: `{ customer: { name, phone }, items: [{ productId, quantity }], receiving?, address? }`. */
export const shopOrderApiSchema = z
  .object({
    customer: z.object({ name: nameField, phone: phoneField }, { error: "Informe customer: { name, phone }." }),
    items: z
      .array(
        z.object({
          productId: z.string({ error: "items[].productId: o id do produto." }).max(64),
          quantity: z
            .number({ error: "items[].quantity: a quantidade (número)." })
            .positive("items[].quantity: maior que zero.")
            .max(MAX_QUANTITY_MILLI / QUANTITY_SCALE, "items[].quantity: alta demais."),
        }),
        { error: "items: a lista de produtos e quantidades." },
      )
      .min(1, "Escolha a quantidade de pelo menos um produto.")
      .max(SHOP_ORDER_ITEMS_MAX, `No máximo ${SHOP_ORDER_ITEMS_MAX} produtos diferentes por pedido.`),
    receiving: receivingField.optional(),
    address: addressField,
  })
  .transform((v): ShopOrderInput => ({
    name: v.customer.name,
    phone: v.customer.phone,
    receiving: v.receiving ?? null,
    address: v.address,
    items: v.items.map((item) => ({ productId: item.productId, quantityMilli: Math.round(item.quantity * QUANTITY_SCALE) })),
  }))
  .superRefine(addressWhenDelivered);
