/**
 * One schema for the shop settings (decision 028): the form at /gestao/loja (amounts typed as '5,00',
 * check boxes) and PUT /api/store (centavos, booleans) read into the same StoreInput. Server only.
 */
import { z } from "zod";
import { PIX_KEY_TYPES } from "~/modules/pix/pix-labels";
import { parseBrazilianPhone } from "~/modules/br/phone";
import { MAX_CENTS, parseBRL } from "~/modules/business/money";
import { parsePixKey, type PixKeyType } from "~/modules/pix/pix";
import { optionalText } from "~/modules/business/client-schema";
import { slugProblem, STORE_CITY_MAX, STORE_DESCRIPTION_MAX, STORE_HOURS_MAX, STORE_NAME_MAX, STORE_PRODUCTS_MAX } from "./store-limits";

export type StoreInput = {
  slug: string;
  name: string;
  description: string | null;
  city: string;
  hours: string | null;
  delivery: boolean;
  deliveryFeeCents: number;
  pickup: boolean;
  whatsapp: string;
  pixKeyType: PixKeyType;
  pixKey: string;
  published: boolean;
  /** null = every product. */
  productIds: string[] | null;
};

export const STORE_FIELDS = [
  "slug",
  "name",
  "description",
  "city",
  "hours",
  "delivery",
  "deliveryFee",
  "pickup",
  "whatsapp",
  "pixKeyType",
  "pixKey",
  "published",
] as const;

const slugField = z
  .string({ error: "Informe o endereço da loja." })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const required = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)}: no máximo ${max} caracteres.`);

const whatsappField = z
  .string({ error: "Informe o WhatsApp da loja." })
  .trim()
  .transform((value, ctx) => {
    const parsed = parseBrazilianPhone(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error, path: [] });
      return z.NEVER;
    }
    if (!parsed.mobile) {
      ctx.addIssue({ code: "custom", message: "WhatsApp: use um celular (com o 9 na frente)." });
      return z.NEVER;
    }
    return parsed.digits;
  });

const pixKeyTypeField = z.enum(PIX_KEY_TYPES, { error: "Escolha o tipo da chave Pix." });

const productIdsField = z
  .array(z.string().max(64), { error: "productIds: uma lista de ids de produtos." })
  .max(STORE_PRODUCTS_MAX, `A loja mostra no máximo ${STORE_PRODUCTS_MAX} produtos.`);

const base = {
  slug: slugField,
  name: required("o nome da loja", STORE_NAME_MAX),
  description: optionalText(STORE_DESCRIPTION_MAX, "Descrição"),
  city: required("a cidade", STORE_CITY_MAX),
  hours: optionalText(STORE_HOURS_MAX, "Horário"),
  whatsapp: whatsappField,
};

/** Checks shared by the form and the API: a way to receive, and a Pix key of the kind chosen. */
function finish<T extends { delivery: boolean; pickup: boolean; pixKey: string; pixKeyType?: PixKeyType }>(value: T, ctx: z.RefinementCtx) {
  if (!value.delivery && !value.pickup)
    ctx.addIssue({ code: "custom", path: ["delivery"], message: "Escolha entrega, retirada ou as duas." });
  const key = parsePixKey(value.pixKey, value.pixKeyType ?? null);
  if (!key.ok) {
    ctx.addIssue({ code: "custom", path: ["pixKey"], message: key.error });
    return z.NEVER;
  }
  return { ...value, pixKey: key.value, pixKeyType: key.type };
}

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "sim" || value === "true");

export const storeFormSchema = z
  .object({
    ...base,
    delivery: checkbox,
    pickup: checkbox,
    deliveryFee: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return 0;
        const cents = parseBRL(value);
        if (cents === null || cents < 0 || cents > 100_000) {
          ctx.addIssue({ code: "custom", message: "Taxa de entrega: use um valor como 5,00 (até R$ 1.000)." });
          return z.NEVER;
        }
        return cents;
      }),
    pixKeyType: pixKeyTypeField,
    pixKey: z.string({ error: "Informe a sua chave Pix." }).trim(),
    published: checkbox,
    productIds: productIdsField,
  })
  .transform(finish)
  .transform((v): StoreInput => ({
    slug: v.slug,
    name: v.name,
    description: v.description,
    city: v.city,
    hours: v.hours,
    delivery: v.delivery,
    deliveryFeeCents: v.delivery ? v.deliveryFee : 0,
    pickup: v.pickup,
    whatsapp: v.whatsapp,
    pixKeyType: v.pixKeyType,
    pixKey: v.pixKey,
    published: v.published,
    productIds: v.productIds,
  }));

export const storeApiSchema = z
  .object({
    ...base,
    delivery: z.boolean({ error: "delivery: verdadeiro ou falso." }).default(false),
    pickup: z.boolean({ error: "pickup: verdadeiro ou falso." }).default(true),
    deliveryFeeCents: z
      .number({ error: "deliveryFeeCents: número inteiro de centavos." })
      .int("deliveryFeeCents: número inteiro de centavos.")
      .min(0, "A taxa de entrega não pode ser negativa.")
      .max(Math.min(100_000, MAX_CENTS), "Taxa de entrega: até R$ 1.000.")
      .default(0),
    pixKeyType: pixKeyTypeField.optional(),
    pixKey: z.string({ error: "Informe a sua chave Pix (pixKey)." }).trim(),
    published: z.boolean({ error: "published: verdadeiro ou falso." }).default(false),
    productIds: productIdsField.optional(),
  })
  .transform(finish)
  .transform((v): StoreInput => ({
    slug: v.slug,
    name: v.name,
    description: v.description,
    city: v.city,
    hours: v.hours,
    delivery: v.delivery,
    deliveryFeeCents: v.delivery ? v.deliveryFeeCents : 0,
    pickup: v.pickup,
    whatsapp: v.whatsapp,
    pixKeyType: v.pixKeyType,
    pixKey: v.pixKey,
    published: v.published,
    productIds: v.productIds ?? null,
  }));
