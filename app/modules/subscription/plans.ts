/** Plan prices, intervals and subscription status labels (spec 4 and 9). Pure. */

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** Prices arrive in cents: 4990 → 'R$ 49,90'. */
export function formatPlanPrice(priceCents: number): string {
  return brl.format(priceCents / 100);
}

/** 'mês' for monthly plans, 'ano' for anything else. */
export function intervalLabel(interval: string): "mês" | "ano" {
  return interval === "monthly" ? "mês" : "ano";
}

export const POPULAR_PLAN_NAME = "Professional";

export const PLAN_ACTIVATED = { title: "Plano Ativado!", description: "Modo demonstração: nenhuma cobrança foi feita." };
export const planErrorMessage = (message: string) => `Erro ao ativar plano: ${message}`;

export type StatusView = { status: "active" | "canceled" | "trial" | "free"; label: string; plan: string; tone: "green" | "red" | "blue" | "grey" };

const STATUS_LABELS = { active: "Ativo", canceled: "Cancelado", trial: "Teste" } as const;
const TONES = { active: "green", canceled: "red", trial: "blue" } as const;

/** active, canceled and trial are shown as such; anything else is grey 'free' with plan 'Gratuito'. */
export function subscriptionStatusView(status: string | null | undefined, plan: string | null | undefined): StatusView {
  if (status === "active" || status === "canceled" || status === "trial") {
    return { status, label: STATUS_LABELS[status], plan: plan?.trim() || "Gratuito", tone: TONES[status] };
  }
  return { status: "free", label: "free", plan: "Gratuito", tone: "grey" };
}
