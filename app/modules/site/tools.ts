import type { Brand } from "~/modules/brand";

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
      description: "21 passos em 4 fases, do plano de negócio à primeira venda, com artigos e dicas para cada um.",
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

/** The four tools of the landing page's features section: discovery plus the three partners. */
export function landingTools(brand: Brand): Tool[] {
  return [
    {
      key: "discovery",
      name: "Descobrir Meu Negócio",
      description:
        "Conte seus interesses e habilidades: a IA combina seu perfil com mais de 300 ideias de negócio, de vários setores e níveis de investimento, e entrega uma análise completa da escolhida.",
    },
    ...partnerTools(brand),
  ];
}
