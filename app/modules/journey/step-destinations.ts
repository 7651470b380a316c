/**
 * Where a journey step's "Criar" leads when the partner tool it would open is not configured on
 * this install (the default): the most useful thing the platform itself has for that step — a
 * learning article or tip, or the consultant with a question already written. Pure module.
 */
import { PARTNER_IDS, type PartnerId } from "~/modules/partners/partners";
import { findStep, type StepAction, type StepId } from "./journey-steps";

/**
 * A built-in destination: a learning item (by id), a question for the consultant, or one of the
 * gestão tools (issue 18) with the article that explains it ("Como fazer").
 */
export type BuiltInDestination =
  | { kind: "learning"; itemId: string }
  | { kind: "consultant"; question: string }
  | { kind: "tool"; to: string; label: string; howToItemId?: string };

const BUILT_IN: Partial<Record<StepId, BuiltInDestination>> = {
  // The built-in plan (issue 17): /plano opens the active strategy's plan.
  business_plan: { kind: "tool", to: "/plano", label: "Plano de Negócio" },
  business_mentor: { kind: "consultant", question: "Quais são os primeiros passos para formalizar meu negócio como MEI?" },
  add_clients: { kind: "tool", to: "/gestao/clientes", label: "Clientes" },
  add_suppliers: { kind: "tool", to: "/gestao/fornecedores", label: "Fornecedores" },
  add_products: { kind: "tool", to: "/gestao/produtos", label: "Produtos e serviços", howToItemId: "preco-certo-e-primeira-venda" },
  demo_order: { kind: "tool", to: "/gestao/pedidos/novo?teste=1", label: "Pedido de teste" },
  financial_control: { kind: "tool", to: "/gestao/caixa", label: "Livro-caixa", howToItemId: "rotina-semanal-fluxo-de-caixa" },
  // Phase 3 (issue 32): each step makes something in /marca, the same day.
  first_campaign: { kind: "tool", to: "/marca/posts", label: "Imagens para posts" },
  social_strategy: {
    kind: "tool",
    to: "/marca/calendario",
    label: "Calendário de posts",
    howToItemId: "whatsapp-business-e-redes-sociais",
  },
  first_posts: { kind: "tool", to: "/marca/calendario", label: "Calendário de posts" },
  create_logo: { kind: "tool", to: "/marca", label: "Logo" },
  stationery_materials: { kind: "tool", to: "/marca/materiais", label: "Cartões e panfleto" },
  virtual_assistant: { kind: "tool", to: "/marca/whatsapp", label: "WhatsApp Business", howToItemId: "respostas-rapidas-whatsapp" },
  google_business: { kind: "tool", to: "/marca/google", label: "Perfil da Empresa no Google", howToItemId: "perfil-da-empresa-no-google" },
  // The shop page (decision 028): the step ticks itself when it is published with a product (decision 034).
  website_integration: { kind: "tool", to: "/gestao/loja", label: "Sua loja", howToItemId: "catalogo-whatsapp-business" },
  customer_management: { kind: "tool", to: "/gestao/clientes", label: "Clientes", howToItemId: "atendimento-que-fideliza" },
  // Not a partner step: its own action opens the order form; this gives it its article.
  first_sale: { kind: "tool", to: "/gestao/pedidos/novo", label: "Pedidos", howToItemId: "preco-certo-e-primeira-venda" },
};

/** The address of a built-in destination. */
export function builtInHref(destination: BuiltInDestination): string {
  if (destination.kind === "tool") return destination.to;
  if (destination.kind === "learning") return `/centro-aprendizado?item=${destination.itemId}#${destination.itemId}`;
  return `/consultor?${new URLSearchParams({ pergunta: destination.question })}`;
}

/** The article that explains a step ("Como fazer"), if it has one. */
export function howToHref(stepId: string): string | null {
  const destination = BUILT_IN[stepId as StepId];
  if (destination?.kind === "learning") return builtInHref(destination);
  if (destination?.kind === "tool" && destination.howToItemId) return builtInHref({ kind: "learning", itemId: destination.howToItemId });
  return null;
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

/**
 * The words of a step's main button, from where it leads (issue 33): "Criar" only where a tool makes something; a
 * step still without a tool says what its button does — tips to read, or a question for the consultant.
 */
export function stepActionLabel(action: StepAction): string {
  if (action.kind !== "link") return "Criar";
  if (action.to.startsWith("/centro-aprendizado")) return "Ver dicas";
  if (action.to.startsWith("/consultor")) return "Perguntar ao consultor";
  if (action.to.startsWith("/gestao/relatorio")) return "Ver relatório";
  return "Criar";
}

/** What a step card links to on this install: the main button ("Criar", or what it does) and "Como fazer". */
export type StepLinks = { action: StepAction; actionLabel: string; howTo: string };

/**
 * Every step's links on this install, worked out on the server so the rules above stay out of
 * the browser's bundle: "Criar" per resolveStepAction, "Como fazer" the step's own article (when
 * "Criar" does not already lead there) or the learning centre.
 */
export function stepLinksFor(steps: readonly { id: StepId; action: StepAction }[], configuredPartners: readonly PartnerId[]) {
  const links: Partial<Record<StepId, StepLinks>> = {};
  for (const step of steps) {
    const action = resolveStepAction(step.id, configuredPartners) ?? step.action;
    const article = howToHref(step.id);
    links[step.id] = {
      action,
      actionLabel: stepActionLabel(action),
      howTo: article && !(action.kind === "link" && action.to === article) ? article : "/centro-aprendizado",
    };
  }
  return links;
}
