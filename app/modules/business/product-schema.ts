/** One schema for a product or service: the form action (amounts typed as '12,50') and /api/products (centavos). */
import { z } from "zod";
import { MAX_CENTS, parseBRL, parsePercent } from "./money";
import { nameField } from "./client-schema";
import { PRODUCT_UNITS } from "./form-limits";
import { REVENUE_KINDS as PRODUCT_KINDS } from "./revenue-report";

export const PRODUCT_FIELDS = ["name", "unit", "kind", "cost", "price", "stock", "version"] as const;
export const MAX_STOCK = 1_000_000;

const unitField = z.enum(PRODUCT_UNITS, { error: "Escolha a unidade (un, kg, hora…)." });
const kindField = z.enum(PRODUCT_KINDS, { error: "Escolha o tipo: revenda, fabricação própria ou serviço." });

const centsField = (label: string) =>
  z
    .number({ error: `${label}: informe um valor em centavos (número inteiro).` })
    .int(`${label}: informe um valor em centavos (número inteiro).`)
    .min(0, `${label} não pode ser negativo.`)
    .max(MAX_CENTS, `${label} alto demais.`);

const amountText = (label: string) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .transform((value, ctx) => {
      const cents = parseBRL(value);
      if (cents === null || cents < 0) {
        ctx.addIssue({ code: "custom", message: `${label[0]!.toUpperCase()}${label.slice(1)}: use um valor como 12,50.` });
        return z.NEVER;
      }
      return cents;
    });

const stockNumber = z
  .number({ error: "Estoque: número inteiro." })
  .int("Estoque: número inteiro.")
  .min(0, "Estoque não pode ser negativo.")
  .max(MAX_STOCK, "Estoque alto demais.")
  .nullable()
  .optional()
  .transform((value) => value ?? null);

export const productFormSchema = z.object({
  /** The edit form's hidden field: the version the page was read at ('3'); absent on create. */
  version: z.string().optional(),
  name: nameField("Informe o nome do produto ou serviço."),
  unit: unitField,
  kind: kindField,
  cost: amountText("o custo"),
  price: amountText("o preço de venda"),
  stock: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!/^\d{1,7}$/.test(value) || Number(value) > MAX_STOCK) {
        ctx.addIssue({ code: "custom", message: "Estoque: número inteiro de 0 a 1.000.000 (ou deixe vazio)." });
        return z.NEVER;
      }
      return Number(value);
    }),
});

export const productApiSchema = z.object({
  name: nameField("Informe o nome do produto ou serviço."),
  unit: unitField,
  kind: kindField.default("revenda"),
  costCents: centsField("Custo"),
  priceCents: centsField("Preço"),
  stock: stockNumber,
});

/** PUT /api/products/:id: the whole product plus the version it was read at (GET gives it). */
export const productApiUpdateSchema = productApiSchema.extend({
  version: z
    .number({ error: "version: informe a versão do produto que você leu (número, vem no GET)." })
    .int("version: número inteiro.")
    .min(1, "version: número inteiro."),
});

export type ProductInput = {
  name: string;
  unit: string;
  kind: (typeof PRODUCT_KINDS)[number];
  costCents: number;
  priceCents: number;
  stock: number | null;
};

export function productInputFromForm(value: z.infer<typeof productFormSchema>): ProductInput {
  return { name: value.name, unit: value.unit, kind: value.kind, costCents: value.cost, priceCents: value.price, stock: value.stock };
}

/** The payment fees: '4,99' (%) → 499 basis points. */
export const feesFormSchema = z.object({
  pixFee: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => percentToBp(value, "Taxa do Pix", ctx)),
  cardFee: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => percentToBp(value, "Taxa do cartão", ctx)),
});

function percentToBp(value: string | undefined, label: string, ctx: z.RefinementCtx) {
  if (!value) return 0;
  const percent = parsePercent(value);
  if (percent === null || percent >= 100) {
    ctx.addIssue({ code: "custom", message: `${label}: use um percentual como 4,99.` });
    return z.NEVER;
  }
  return Math.round(percent * 100);
}
