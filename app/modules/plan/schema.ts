/**
 * The whole plan as JSON (PUT /api/business-plan/:strategyId, and the stored row when read back),
 * with the same limits the section forms apply (PLAN_LIMITS). Server-side only: the browser never
 * loads zod (the section forms use form.ts).
 */
import { z } from "zod";
import { PLAN_LIMITS, PLAN_SCHEMA_VERSION, SECTION_IDS, type BusinessPlan } from "./types";

const text = z.string().max(PLAN_LIMITS.text, `Até ${PLAN_LIMITS.text} caracteres.`);
const label = z.string().trim().min(1, "Dê um nome ao item.").max(PLAN_LIMITS.label, `Até ${PLAN_LIMITS.label} caracteres.`);
const cents = z.number().int("Use centavos inteiros.").min(0, "Não pode ser negativo.").max(PLAN_LIMITS.cents);
const qty = z.number().int("Use um número inteiro.").min(0, "Não pode ser negativo.").max(PLAN_LIMITS.qty);
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(PLAN_LIMITS.rows, `Até ${PLAN_LIMITS.rows} linhas.`);
const pct = z.number().int().min(-PLAN_LIMITS.pct).max(PLAN_LIMITS.rampPct);

export const planSchema = z.object({
  schema: z.literal(PLAN_SCHEMA_VERSION),
  title: z.string().max(PLAN_LIMITS.label),
  sumario: z.object({ text }),
  mercado: z.object({ customers: text, competitors: text, suppliers: text }),
  marketing: z.object({ products: text, price: text, promotion: text, channels: text, location: text }),
  operacional: z.object({ capacity: text, processes: text, people: text }),
  financeiro: z.object({
    unit: label,
    unitPlural: label,
    fixedInvestments: rows(z.object({ item: label, qty, unitPriceCents: cents })),
    preOperational: rows(z.object({ item: label, valueCents: cents })),
    initialStockCents: cents,
    minimumCashCents: cents,
    products: rows(z.object({ name: label, unitsPerMonth: qty, priceCents: cents, unitCostCents: cents })),
    sellingCosts: rows(z.object({ item: label, rateBp: z.number().int().min(0).max(PLAN_LIMITS.rateBp) })),
    labor: rows(z.object({ role: label, people: qty, monthlyCostCents: cents })),
    fixedCosts: rows(z.object({ item: label, valueCents: cents })),
    ownerDrawCents: cents,
  }),
  cenarios: z.object({
    pessimista: z.object({ volumePct: pct, pricePct: pct, fixedCostsPct: pct }),
    otimista: z.object({ volumePct: pct, pricePct: pct, fixedCostsPct: pct }),
    ramp: z.array(z.number().int().min(0).max(PLAN_LIMITS.rampPct)).length(12),
  }),
  fofa: z.object({ strengths: text, weaknesses: text, opportunities: text, threats: text }),
  basis: z.array(z.string().max(PLAN_LIMITS.text)).max(20),
  reviewed: z.array(z.enum(SECTION_IDS)).max(SECTION_IDS.length),
}) satisfies z.ZodType<BusinessPlan>;

/** The API's PUT body: the plan and the version it was edited from. */
export const planPutSchema = z.object({ version: z.number().int().min(0), plan: planSchema });

/** Zod issues as { "financeiro.products.0.priceCents": "message" }. */
export function planIssues(error: z.ZodError): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error.issues) issues[issue.path.join(".") || "plan"] ??= issue.message;
  return issues;
}
