// The three partner tools a signed-in person gets (login screen, spec section 2).
export const LOGIN_TOOLS = [
  {
    name: "Empresa Aí",
    description:
      "Planejamento estratégico com IA: plano de negócio, análise de mercado, projeções financeiras, clientes, fornecedores, produtos, pedidos e mentor virtual.",
  },
  {
    name: "Posta Aí",
    description: "Marketing digital com IA: estratégia para redes sociais, campanhas e posts prontos para publicar.",
  },
  {
    name: "Sim Loja Grafica",
    description: "Materiais gráficos: logo, cartões de visita e impressos para o seu negócio.",
  },
];
