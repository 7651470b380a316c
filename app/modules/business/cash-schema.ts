/** One schema for a cash-book entry: the form ('12,50', 'YYYY-MM-DD') and /api/cash-entries (centavos). */
import { z } from "zod";
import { dateFromLocalIso } from "./calendar";
import { CASH_IN_CATEGORIES, CASH_OUT_CATEGORIES } from "./cash-categories";
import { optionalText } from "./client-schema";
import { MAX_CENTS, parseBRL } from "./money";
import { REVENUE_KINDS } from "./revenue-report";

export const CASH_FIELDS = ["occurredOn", "direction", "category", "description", "amount", "revenueKind", "withInvoice"] as const;

const IN = CASH_IN_CATEGORIES.map((c) => c.value) as string[];
const OUT = CASH_OUT_CATEGORIES.map((c) => c.value) as string[];

const base = {
  occurredOn: z
    .string({ error: "Informe a data." })
    .trim()
    .refine((value) => dateFromLocalIso(value) !== null, "Data inválida: use o formato dia/mês/ano."),
  direction: z.enum(["in", "out"], { error: "Escolha entrada ou saída." }),
  category: z.string({ error: "Escolha a categoria." }).trim(),
  description: optionalText(200, "Descrição"),
  revenueKind: z.enum(REVENUE_KINDS, { error: "Escolha o tipo de venda." }).optional().nullable(),
};

type Entry = {
  direction: "in" | "out";
  category: string;
  revenueKind?: (typeof REVENUE_KINDS)[number] | null;
  withInvoice?: boolean;
};

function checkCategory(value: Entry, ctx: z.RefinementCtx) {
  const allowed = value.direction === "in" ? IN : OUT;
  if (!allowed.includes(value.category)) ctx.addIssue({ code: "custom", path: ["category"], message: "Escolha uma categoria da lista." });
}

/** Normalizes: only sales keep a revenue kind (default revenda) and the nota fiscal flag. */
function normalize<T extends Entry>(value: T) {
  const sale = value.direction === "in" && value.category === "venda";
  return { ...value, revenueKind: sale ? (value.revenueKind ?? "revenda") : null, withInvoice: sale ? Boolean(value.withInvoice) : false };
}

export const cashFormSchema = z
  .object({
    ...base,
    amount: z
      .string({ error: "Informe o valor." })
      .trim()
      .transform((value, ctx) => {
        const cents = parseBRL(value);
        if (cents === null || cents <= 0) {
          ctx.addIssue({ code: "custom", message: "Valor: use um valor maior que zero, como 25,00." });
          return z.NEVER;
        }
        return cents;
      }),
    withInvoice: z
      .string()
      .optional()
      .transform((value) => value === "sim"),
  })
  .superRefine(checkCategory)
  .transform(({ amount, ...rest }) => normalize({ ...rest, amountCents: amount }));

export const cashApiSchema = z
  .object({
    ...base,
    amountCents: z
      .number({ error: "amountCents: valor em centavos (número inteiro)." })
      .int("amountCents: valor em centavos (número inteiro).")
      .min(1, "O valor deve ser maior que zero.")
      .max(MAX_CENTS, "Valor alto demais."),
    withInvoice: z.boolean({ error: "withInvoice deve ser true ou false." }).optional(),
  })
  .superRefine(checkCategory)
  .transform(normalize);

export type CashInput = z.infer<typeof cashApiSchema>;
