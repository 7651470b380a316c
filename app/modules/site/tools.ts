import type { Brand } from "~/modules/brand";

export type Tool = { key: "discovery" | "planning" | "marketing" | "printShop"; name: string; description: string };

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
