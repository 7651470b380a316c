/**
 * The two downloads of a business plan ("Baixar PDF", "Baixar planilha"): file bytes, name and
 * headers. The date printed on them is the plan's last save (the starting values, never saved,
 * are dated the day of the download), so the same saved plan always gives the same file.
 */
import { APP_TIME_ZONE } from "~/modules/dates";
import { computePlan } from "~/modules/plan/compute";
import type { BusinessPlan } from "~/modules/plan/types";
import { planDocument } from "./plan-document";
import { renderPdf } from "./pdf.server";
import { buildPlanWorkbook } from "./xlsx.server";

export type PlanFileInput = { plan: BusinessPlan; updatedAt: Date | null; author?: string | null; productName: string; now?: Date };

export const PLAN_FILE_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
export type PlanFileKind = keyof typeof PLAN_FILE_TYPES;

const LONG_DATE = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: APP_TIME_ZONE });
const SHORT_DATE = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: APP_TIME_ZONE });

/** "plano-de-negocio-marmitas-fitness": ASCII, lower case, safe in any file system and header. */
export function planFileName(title: string, kind: PlanFileKind): string {
  const slug =
    title
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60)
      .replace(/-$/, "") || "meu-negocio";
  return `plano-de-negocio-${slug}.${kind}`;
}

export async function planFile(kind: PlanFileKind, input: PlanFileInput): Promise<Buffer> {
  const date = input.updatedAt ?? input.now ?? new Date();
  const figures = computePlan(input.plan);
  const author = input.author?.trim() || undefined;
  if (kind === "pdf") {
    return renderPdf(planDocument(input.plan, figures, { date, dateText: LONG_DATE.format(date), author, productName: input.productName }));
  }
  return buildPlanWorkbook(input.plan, {
    businessName: input.plan.title,
    date,
    author,
    dateText: SHORT_DATE.format(date),
    verdict: figures.verdict.headline,
  });
}

/** Download headers: an attachment, never cached by a shared cache (it is the person's own data). */
export function planFileHeaders(kind: PlanFileKind, title: string, length: number): HeadersInit {
  return {
    "Content-Type": PLAN_FILE_TYPES[kind],
    "Content-Disposition": `attachment; filename="${planFileName(title, kind)}"`,
    "Content-Length": String(length),
    "Cache-Control": "private, no-store",
  };
}
