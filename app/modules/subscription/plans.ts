/**
 * Plans page rules (spec 4 and 9, issue 13 item 8). The platform is free today; the plans page is
 * a preview of plans that may come, and choosing one records the person's interest (no payment).
 * Pure.
 */

import { formatBRL } from "../business/money";

/** Prices arrive in cents: 4990 → 'R$ 49,90' (the one money formatter, app/modules/business/money.ts). */
export const formatPlanPrice = formatBRL;

/** 'mês' for monthly plans, 'ano' for anything else. */
export function intervalLabel(interval: string): "mês" | "ano" {
  return interval === "monthly" ? "mês" : "ano";
}

/** The name every person has until they choose another plan (users.subscription_plan's default). */
export const FREE_PLAN_NAME = "Gratuito";
export const POPULAR_PLAN_NAME = "Profissional";

// Names stored before the plans were named in Portuguese (users.subscription_plan keeps the name).
const LEGACY_PLAN_NAMES: Record<string, string> = { Professional: "Profissional", Básico: FREE_PLAN_NAME };

/** A plan name as people read it: the Portuguese name for rows stored under an older one. */
export function planDisplayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed) return FREE_PLAN_NAME;
  return LEGACY_PLAN_NAMES[trimmed] ?? trimmed;
}

/** The toast after choosing: a title and a sentence that says what did (and did not) happen. */
export function planChosenToast(planName: string) {
  const name = planDisplayName(planName);
  if (name === FREE_PLAN_NAME) {
    return { title: "Plano gratuito escolhido", description: "Você continua no plano gratuito. Nada foi cobrado." };
  }
  return {
    title: "Interesse registrado",
    description: `Você escolheu o plano ${name}. Nada foi cobrado: a plataforma continua gratuita para você.`,
  };
}

export const planErrorMessage = (message: string) => `Não foi possível escolher o plano: ${message}`;

export type StatusView = {
  status: "active" | "canceled" | "trial" | "free";
  label: string;
  plan: string;
  tone: "green" | "red" | "blue" | "grey";
};

const TONES = { active: "green", canceled: "red", trial: "blue" } as const;

/**
 * The person's plan and what it means. 'active' is a chosen plan: the free one is 'Em uso', a
 * future plan is an 'Interesse registrado'. Anything unknown is the free plan.
 */
export function subscriptionStatusView(status: string | null | undefined, plan: string | null | undefined): StatusView {
  const name = planDisplayName(plan);
  if (status === "active") {
    const free = name === FREE_PLAN_NAME;
    return { status, label: free ? "Em uso" : "Interesse registrado", plan: name, tone: free ? "grey" : "green" };
  }
  if (status === "canceled") return { status, label: "Cancelado", plan: name, tone: TONES.canceled };
  if (status === "trial") return { status, label: "Teste", plan: name, tone: TONES.trial };
  return { status: "free", label: "Em uso", plan: FREE_PLAN_NAME, tone: "grey" };
}

/** Whether a plan card is the person's current plan (the free one until they choose another). */
export function isCurrentPlan(planName: string, status: string | null | undefined, userPlan: string | null | undefined): boolean {
  const view = subscriptionStatusView(status, userPlan);
  const current = view.status === "active" || view.status === "trial" ? view.plan : FREE_PLAN_NAME;
  return planDisplayName(planName) === current;
}
