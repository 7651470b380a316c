/**
 * Os ids dos passos e as fases (abas) da jornada: o que a página precisa no navegador para
 * contar o progresso na hora. Os textos de cada passo estão em journey-steps.ts (servidor).
 */

export const STEP_IDS = [
  "business_idea",
  "profile_completed",
  "business_plan",
  "business_mentor",
  "add_clients",
  "add_suppliers",
  "add_products",
  "demo_order",
  "financial_control",
  "first_campaign",
  "social_strategy",
  "first_posts",
  "create_logo",
  "stationery_materials",
  "virtual_assistant",
  "google_business",
  "website_integration",
  "first_sale",
  "sales_optimization",
  "customer_management",
  "business_growth",
] as const;

export type StepId = (typeof STEP_IDS)[number];

/** How many steps the journey has: the list above is the one source. */
export const TOTAL_STEPS = STEP_IDS.length;

export function isStepId(x: unknown): x is StepId {
  return typeof x === "string" && (STEP_IDS as readonly string[]).includes(x);
}

// ---------------------------------------------------------------------------
// Fases (abas)
// ---------------------------------------------------------------------------

export const PHASE_IDS = ["descoberta", "estruturacao", "marketing", "crescimento"] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

export interface Phase {
  id: PhaseId;
  label: string;
  title: string;
  /** Ordens (1-based) dos passos desta fase. */
  orders: readonly number[];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * Fases na ordem das abas. O passo 17 (website_integration) fica na fase 4, antes do 18,
 * para que todos os passos possam ser marcados (docs/decisions/011-step-17-in-phase-4.md).
 */
export const PHASES: readonly Phase[] = [
  { id: "descoberta", label: "Descoberta", title: "Fase 1: Descoberta e Planejamento", orders: range(1, 3) },
  { id: "estruturacao", label: "Estruturação", title: "Fase 2: Estruturação do Negócio", orders: range(4, 8) },
  { id: "marketing", label: "Marketing", title: "Fase 3: Marketing & Vendas", orders: range(9, 16) },
  { id: "crescimento", label: "Crescimento", title: "Fase 4: Crescimento & Otimização", orders: range(17, TOTAL_STEPS) },
];

export const DEFAULT_PHASE: PhaseId = "descoberta";

export function isPhaseId(x: unknown): x is PhaseId {
  return typeof x === "string" && (PHASE_IDS as readonly string[]).includes(x);
}

export function findPhase(phaseId: PhaseId): Phase {
  const phase = PHASES.find((p) => p.id === phaseId);
  if (!phase) throw new Error(`Fase desconhecida: ${phaseId}`);
  return phase;
}

/** Os passos de uma fase, na ordem da jornada. */
export function stepIdsOfPhase(phaseId: PhaseId): StepId[] {
  return findPhase(phaseId).orders.map((order) => {
    const id = STEP_IDS[order - 1];
    if (!id) throw new Error(`Fase ${phaseId}: passo ${order} não existe`);
    return id;
  });
}
