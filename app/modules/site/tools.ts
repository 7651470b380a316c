import type { Brand } from "~/modules/brand";
import type { PartnerId } from "~/modules/partners/partners";
import { JOURNEY_PHASE_COUNT, JOURNEY_STEP_COUNT } from "~/modules/journey/journey-counts";

export type Tool = { key: "discovery" | "planning" | "marketing" | "printShop"; name: string; description: string };
export type BuiltInTool = { key: "discovery" | "journey" | "consultant"; name: string; description: string };

/** What the platform itself offers, partner tools or not (login screen when none is switched on). */
export function builtInTools(): BuiltInTool[] {
  return [
    {
      key: "discovery",
      name: "Descobrir Meu Negócio",
      description: "Conte o que você gosta e sabe fazer e receba ideias do catálogo de mais de 300 negócios, com uma análise completa.",
    },
    {
      key: "journey",
      name: "Jornada guiada",
      description: `${JOURNEY_STEP_COUNT} passos em ${JOURNEY_PHASE_COUNT} fases, do plano de negócio à primeira venda, com artigos e dicas para cada um.`,
    },
    {
      key: "consultant",
      name: "Consultor virtual",
      description: "Tire dúvidas sobre MEI, preço, divulgação e atendimento, a qualquer hora.",
    },
  ];
}

/** The three partner tools a signed-in person gets (login screen, spec section 2). */
export function partnerTools(brand: Brand): Tool[] {
  return [
    {
      key: "planning",
      name: brand.partners.planning,
      description:
        "Planejamento estratégico com IA: plano de negócio, análise de mercado, projeções financeiras, clientes, fornecedores, produtos, pedidos, finanças, campanhas e mentor virtual.",
    },
    {
      key: "marketing",
      name: brand.partners.marketing,
      description: "Marketing digital com IA: estratégia para redes sociais, campanhas e posts prontos para publicar.",
    },
    {
      key: "printShop",
      name: brand.partners.printShop,
      description: "Materiais gráficos: logo, cartões de visita e impressos para o seu negócio.",
    },
  ];
}

const PARTNER_TOOL_KEYS = { "empresa-ai": "planning", "posta-ai": "marketing", grafica: "printShop" } as const;
const COUNT_WORDS = ["", "Uma ferramenta", "Duas ferramentas", "Três ferramentas", "Quatro ferramentas"];
const TOOL_VERBS: Record<LandingTool["key"], string> = {
  discovery: "descubra",
  journey: "siga a jornada passo a passo",
  consultant: "tire dúvidas com o consultor",
  planning: "planeje",
  marketing: "divulgue",
  printShop: "imprima",
};

export type LandingTool = Tool | BuiltInTool;

/**
 * The landing page's features section, true of this install: discovery plus the partner tools
 * switched on here; with none (the default), what the platform itself offers.
 */
export function landingFeatures(brand: Brand, partners: readonly PartnerId[]) {
  const partnerKeys = partners.map((id) => PARTNER_TOOL_KEYS[id]);
  const tools: LandingTool[] = partnerKeys.length
    ? [
        {
          key: "discovery",
          name: "Descobrir Meu Negócio",
          description:
            "Conte seus interesses e habilidades: a plataforma combina seu perfil com mais de 300 ideias de negócio, de vários setores e níveis de investimento, e entrega uma análise completa da escolhida.",
        },
        ...partnerTools(brand).filter((tool) => (partnerKeys as string[]).includes(tool.key)),
      ]
    : builtInTools();
  const verbs = tools.map((tool) => TOOL_VERBS[tool.key]);
  const verbList = `${verbs.slice(0, -1).join(", ")} e ${verbs.at(-1)}`;
  return {
    title: `${COUNT_WORDS[tools.length]}, um só caminho`,
    lead: `Da ideia aos primeiros clientes: ${verbList}, com um único login.`,
    tools,
  };
}
