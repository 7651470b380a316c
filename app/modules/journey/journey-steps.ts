/**
 * Jornada do Empreendedor: os passos, seus textos e a ação do botão "Criar". Os ids (STEP_IDS) e
 * as fases ficam em journey-phases.ts (o que o navegador precisa); os textos só no servidor, que
 * os manda por passo da aba aberta.
 *
 * Módulo puro (sem React, HTTP ou banco). Os títulos sem acento da especificação são
 * artefatos de transcrição: aqui estão em português correto (issue 13, item 12).
 */

import { DAS_DUE_DAY } from "~/modules/facts/legal-facts";
import { PHASES, STEP_IDS, type PhaseId, type StepId } from "./journey-phases";

export * from "./journey-phases";

/** O que acontece ao clicar em "Criar" num passo. */
export type StepAction =
  | { kind: "profile" } // abre o formulário de perfil
  | { kind: "link"; to: string };

export interface JourneyStep {
  order: number;
  id: StepId;
  title: string;
  description: string;
  required: boolean;
  action: StepAction;
}

/** A step as its card shows it: "Criar" resolved for this install and "Como fazer" (step-destinations.ts). */
/** A step as its card shows it: `actionLabel` is the main button's words (step-destinations.ts stepActionLabel). */
export type StepCardView = JourneyStep & { howTo: string; actionLabel: string };

const LEARNING_STEPS: readonly StepId[] = ["business_growth"];

const PLANNING_STEPS: readonly StepId[] = [
  "business_plan",
  "business_mentor",
  "add_clients",
  "add_suppliers",
  "add_products",
  "demo_order",
  "financial_control",
];

const MARKETING_STEPS: readonly StepId[] = [
  "first_campaign",
  "social_strategy",
  "first_posts",
  "virtual_assistant",
  "google_business",
  "website_integration",
  "customer_management",
];

/**
 * Ação do botão "Criar" para um passo. Ids desconhecidos caem no padrão '/empresa-ai'.
 * Observação: a especificação antiga apontava create_logo para '/sim-loja-grafica'
 * (rota inexistente); usamos '/grafica'. Nenhum passo leva a um aviso "premium": a plataforma não
 * vende plano (issue 32); sem parceiro configurado, cada passo da fase 3 abre uma ferramenta de /marca.
 */
export function stepAction(id: string): StepAction {
  if (id === "profile_completed") return { kind: "profile" };
  // The print shop partner when an install configures it; else the built-in cards and flyer (issue 32).
  if (id === "stationery_materials") return { kind: "link", to: "/grafica" };
  if (id === "business_idea") return { kind: "link", to: "/meu-negocio" };
  if (id === "create_logo") return { kind: "link", to: "/grafica" };
  // The order form of /gestao: the step ticks itself with the first paid real order (issue 18).
  if (id === "first_sale") return { kind: "link", to: "/gestao/pedidos/novo" };
  // The sales report: the step ticks itself when it is opened with enough paid orders (decision 034).
  if (id === "sales_optimization") return { kind: "link", to: "/gestao/relatorio" };
  if ((LEARNING_STEPS as readonly string[]).includes(id)) return { kind: "link", to: "/centro-aprendizado" };
  if ((PLANNING_STEPS as readonly string[]).includes(id)) return { kind: "link", to: "/empresa-ai" };
  if ((MARKETING_STEPS as readonly string[]).includes(id)) return { kind: "link", to: "/posta-ai" };
  return { kind: "link", to: "/empresa-ai" };
}

type StepText = { title: string; description: string; required?: boolean };

const STEP_TEXT: Record<StepId, StepText> = {
  business_idea: {
    title: "Primeira Ideia de Negócio",
    description:
      "Descubra uma ideia de negócio que combine com suas habilidades, seu tempo e o dinheiro que você tem hoje, e salve-a em Meu Negócio.",
    required: true,
  },
  profile_completed: {
    title: "Completar Perfil",
    description:
      "Conte quem você é, como falar com você e sua experiência. Com o perfil completo, as sugestões da plataforma ficam mais certeiras para a sua realidade.",
    required: true,
  },
  business_plan: {
    title: "Plano de Negócio",
    description:
      "Monte um plano simples: defina seu público, o que você vai vender, o preço e os custos para saber se a conta fecha antes de investir.",
    required: true,
  },
  business_mentor: {
    title: "Mentor de Negócios",
    description: "Tire dúvidas com o mentor virtual sobre formalização como MEI, primeiros passos e decisões do dia a dia do seu negócio.",
  },
  add_clients: {
    title: "Cadastrar Clientes",
    description:
      "Registre seus primeiros clientes (até amigos e vizinhos contam) com nome e WhatsApp para acompanhar pedidos e voltar a oferecer.",
  },
  add_suppliers: {
    title: "Cadastrar Fornecedores",
    description: "Anote de quem você compra, preços e prazos de entrega. Comparar pelo menos três fornecedores ajuda a baixar seu custo.",
  },
  add_products: {
    title: "Cadastrar Produtos",
    description: "Cadastre seus produtos ou serviços com custo e preço de venda, para saber quanto você ganha em cada venda.",
  },
  demo_order: {
    title: "Pedido de Teste",
    description:
      "Faça um pedido de demonstração do começo ao fim para treinar o atendimento, o registro da venda e a entrega antes do cliente real.",
  },
  financial_control: {
    title: "Controle Financeiro",
    description: `Separe a conta pessoal (PF) da conta da empresa (PJ), registre todas as entradas e saídas e pague o DAS do MEI até o dia ${DAS_DUE_DAY} de cada mês.`,
  },
  first_campaign: {
    title: "Primeira Campanha",
    description: "Crie uma campanha simples de lançamento com uma oferta clara, um prazo e um jeito fácil de o cliente falar com você.",
  },
  social_strategy: {
    title: "Estratégia para Redes Sociais",
    description: "Escolha uma ou duas redes onde seu público está e defina com que frequência e sobre quais temas você vai postar.",
  },
  first_posts: {
    title: "Primeiras Postagens",
    description: "Publique seus primeiros posts mostrando o produto, seus bastidores e como comprar. Constância vale mais que perfeição.",
  },
  create_logo: {
    title: "Criar Logo",
    description: "Crie uma logo simples e legível para usar nas redes sociais, na embalagem e no WhatsApp Business.",
  },
  stationery_materials: {
    title: "Materiais de Papelaria",
    description: "Produza cartão de visita, etiquetas e cardápio ou catálogo com a sua marca para passar mais profissionalismo.",
  },
  virtual_assistant: {
    title: "Assistente Virtual",
    description: "Configure respostas rápidas e mensagens automáticas para atender clientes mesmo quando você estiver ocupado.",
  },
  google_business: {
    title: "Perfil da Empresa no Google",
    description:
      "Cadastre seu negócio no Perfil da Empresa no Google para aparecer nas buscas e no Google Maps com horário, telefone e fotos.",
  },
  website_integration: {
    title: "Integração com Site",
    description: "Conecte seu catálogo a uma página na internet para que clientes vejam seus produtos e chamem você direto no WhatsApp.",
  },
  first_sale: {
    title: "Primeira Venda",
    description:
      "Prepare-se para vender: aceite Pix (de preferência com a chave CNPJ), tenha uma maquininha para cartão e use o WhatsApp Business para fechar pedidos.",
  },
  sales_optimization: {
    title: "Otimizar Vendas",
    description: "Veja quais produtos vendem mais e dão mais lucro, ajuste preços e crie combos para aumentar o valor de cada venda.",
  },
  customer_management: {
    title: "Gestão de Clientes",
    description:
      "Organize seus clientes por etiquetas, peça avaliações e mande novidades para quem já comprou, porque vender de novo custa menos.",
  },
  business_growth: {
    title: "Crescimento do Negócio",
    description:
      "Planeje o próximo passo: novos produtos, novos canais de venda e o acompanhamento do faturamento dentro do limite do MEI.",
  },
};

export const JOURNEY_STEPS: readonly JourneyStep[] = STEP_IDS.map((id, index) => ({
  order: index + 1,
  id,
  title: STEP_TEXT[id].title,
  description: STEP_TEXT[id].description,
  required: STEP_TEXT[id].required ?? false,
  action: stepAction(id),
}));

export function findStep(id: string): JourneyStep | undefined {
  return JOURNEY_STEPS.find((s) => s.id === id);
}

export function stepsOfPhase(phaseId: PhaseId): JourneyStep[] {
  const phase = PHASES.find((p) => p.id === phaseId);
  if (!phase) return [];
  return JOURNEY_STEPS.filter((s) => phase.orders.includes(s.order));
}

/** Fase do passo, ou null quando o passo é desconhecido. */
export function phaseOfStep(stepId: string): PhaseId | null {
  const step = findStep(stepId);
  if (!step) return null;
  const phase = PHASES.find((p) => p.orders.includes(step.order));
  return phase ? phase.id : null;
}
