/**
 * Where a journey step's "Criar" leads when the partner tool it would open is not configured on
 * this install (the default): the most useful thing the platform itself has for that step — a
 * learning article or tip, or the consultant with a question already written. Pure module.
 */
import { PARTNER_IDS, type PartnerId } from "~/modules/partners/partners";
import { findStep, type StepAction, type StepId } from "./journey-steps";

/** A built-in destination: a learning item (by id) or a question for the consultant. */
export type BuiltInDestination = { kind: "learning"; itemId: string } | { kind: "consultant"; question: string };

const BUILT_IN: Partial<Record<StepId, BuiltInDestination>> = {
  business_plan: {
    kind: "consultant",
    question: "Me ajude a montar um plano de negócio simples: quem é meu público, o que vou vender, o preço e os custos.",
  },
  business_mentor: { kind: "consultant", question: "Quais são os primeiros passos para formalizar meu negócio como MEI?" },
  add_clients: {
    kind: "consultant",
    question: "Como organizar meus primeiros clientes (nome, WhatsApp e pedidos) de um jeito simples, sem sistema pago?",
  },
  add_suppliers: { kind: "consultant", question: "Como encontrar e comparar fornecedores para o meu negócio? O que devo anotar de cada um?" },
  add_products: { kind: "learning", itemId: "preco-certo-e-primeira-venda" },
  demo_order: {
    kind: "consultant",
    question: "Como fazer um pedido de teste do começo ao fim (atendimento, registro da venda e entrega) antes do primeiro cliente?",
  },
  financial_control: { kind: "learning", itemId: "rotina-semanal-fluxo-de-caixa" },
  first_campaign: {
    kind: "consultant",
    question: "Me ajude a criar uma campanha de lançamento simples para o meu negócio, com uma oferta, um prazo e um jeito fácil de o cliente me chamar.",
  },
  social_strategy: { kind: "learning", itemId: "whatsapp-business-e-redes-sociais" },
  first_posts: { kind: "consultant", question: "Sugira ideias para as minhas primeiras postagens nas redes sociais, com legendas curtas." },
  create_logo: { kind: "consultant", question: "Como criar uma logo simples e legível para o meu negócio sem gastar muito?" },
  virtual_assistant: { kind: "learning", itemId: "respostas-rapidas-whatsapp" },
  google_business: { kind: "learning", itemId: "perfil-da-empresa-no-google" },
  website_integration: { kind: "learning", itemId: "catalogo-whatsapp-business" },
  customer_management: { kind: "learning", itemId: "atendimento-que-fideliza" },
};

/** The address of a built-in destination. */
export function builtInHref(destination: BuiltInDestination): string {
  if (destination.kind === "learning") return `/centro-aprendizado?item=${destination.itemId}#${destination.itemId}`;
  return `/consultor?${new URLSearchParams({ pergunta: destination.question })}`;
}

/** The built-in destination of a step, if it has one. */
export function builtInDestination(stepId: string): BuiltInDestination | undefined {
  return BUILT_IN[stepId as StepId];
}

/** The partner tool a "Criar" address opens, if it is one. */
export function partnerOfPath(path: string): PartnerId | undefined {
  return PARTNER_IDS.find((id) => path === `/${id}`);
}

/**
 * The action of "Criar" on this install: the step's partner tool when it is configured, else the
 * step's built-in destination. Steps that do not open a partner tool keep their own action.
 */
export function resolveStepAction(stepId: string, configuredPartners: readonly PartnerId[]): StepAction | undefined {
  const action = findStep(stepId)?.action;
  if (!action || action.kind !== "link") return action;
  const partner = partnerOfPath(action.to);
  if (!partner || configuredPartners.includes(partner)) return action;
  const fallback = BUILT_IN[stepId as StepId];
  return fallback ? { kind: "link", to: builtInHref(fallback) } : { kind: "link", to: "/centro-aprendizado" };
}

/** The steps a partner tool serves (their "Criar" opens it), in journey order. */
export function stepsOfPartner(partner: PartnerId): StepId[] {
  const ids: StepId[] = [];
  for (const id of Object.keys(BUILT_IN) as StepId[]) {
    const action = findStep(id)?.action;
    if (action?.kind === "link" && partnerOfPath(action.to) === partner) ids.push(id);
  }
  return ids.sort((a, b) => (findStep(a)?.order ?? 0) - (findStep(b)?.order ?? 0));
}
