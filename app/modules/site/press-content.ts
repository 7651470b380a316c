import type { Brand } from "~/modules/brand";
import type { SiteFacts } from "./site-facts";
import { JOURNEY_PHASE_COUNT, JOURNEY_STEP_COUNT } from "~/modules/journey/journey-counts";

/** Imprensa (spec section 2, static pages): what it says of sign-in and partner tools is true of this install. */

export type PressRelease = { title: string; date: string; isoDate: string; description: string };

export function pressContent(brand: Brand, facts: SiteFacts) {
  const releases: PressRelease[] = [
    {
      title: `${brand.productName} lança plataforma gratuita que ${facts.generativeAi ? "usa IA para indicar" : "indica"} o negócio ideal`,
      isoDate: "2025-01-08",
      date: "8 de janeiro de 2025",
      description:
        "A plataforma analisa interesses, habilidades e capacidade de investimento de quem quer empreender e sugere ideias personalizadas entre mais de 300 opções de negócio, com análise detalhada de investimento, retorno e dificuldade. O acesso é 100% gratuito, sem cartão de crédito.",
    },
    {
      title: `Jornada guiada em ${JOURNEY_PHASE_COUNT} fases leva o microempreendedor da ideia à primeira venda`,
      isoDate: "2025-01-16",
      date: "16 de janeiro de 2025",
      description: `São ${JOURNEY_STEP_COUNT} passos organizados em Descoberta e Planejamento, Estruturação do Negócio, Marketing & Vendas e Crescimento & Otimização, com progresso, conquistas e a indicação do próximo passo. O objetivo é enfrentar um dado duro: 42,3% dos microempreendedores fecham em até 5 anos.`,
    },
    {
      title: `Integração com ${brand.partners.planning}, ${brand.partners.marketing} e ${brand.partners.printShop} reúne plano, marketing e gráfica em um só lugar`,
      isoDate: "2025-01-28",
      date: "28 de janeiro de 2025",
      description: `Com um único login${facts.googleSignIn ? " pelo Google" : ""}, o empreendedor acessa ferramentas parceiras de planejamento estratégico, marketing digital com IA e materiais gráficos. A estratégia escolhida na plataforma alimenta as campanhas e os materiais, sem precisar repetir informações.`,
    },
  ].filter((release) => facts.partners.length > 0 || !release.title.startsWith("Integração com"));
  const signIn = facts.googleSignIn ? "O login é feito somente com a conta Google" : "A entrada é feita com nome e e-mail, sem senha";
  const partnerSignIn = facts.partners.length ? ", e a autenticação nas ferramentas parceiras é automática." : ".";

  return {
    title: "Imprensa",
    intro: `Informações, comunicados e materiais para jornalistas e criadores de conteúdo que querem falar sobre o ${brand.productName}.`,
    contact: {
      title: "Contato para imprensa",
      text: "Atendemos jornalistas, produtores e veículos de comunicação. Envie sua pauta que respondemos o quanto antes.",
      button: "Falar com a assessoria",
    },
    about: {
      title: `Sobre o ${brand.productName}`,
      paragraphs: [
        `O ${brand.productName} é uma plataforma brasileira e gratuita que ajuda pessoas a descobrir, planejar e abrir o próprio negócio. ${facts.generativeAi ? "Uma inteligência artificial sugere" : "A plataforma sugere"} ideias de negócio personalizadas a partir do perfil de cada pessoa, e uma jornada guiada em ${JOURNEY_PHASE_COUNT} fases acompanha do planejamento ao crescimento.`,
        `A plataforma foi criada por ${brand.founderName}, que em 15 anos atendeu mais de 12.000 clientes de pequenos negócios. ${signIn}${partnerSignIn}`,
      ],
    },
    releases,
    mediaKit: [
      { title: "Logo em PNG/SVG", description: "Logotipos em alta resolução, nas versões colorida, branca e monocromática." },
      {
        title: "Capturas de tela em PNG",
        description: facts.partners.length
          ? "Telas da descoberta de negócios, da jornada e das ferramentas integradas."
          : "Telas da descoberta de negócios, da jornada e do consultor virtual.",
      },
      { title: "Dados e estatísticas em PDF", description: "Números da plataforma e do empreendedorismo no Brasil, com as fontes." },
    ],
    keyData: [
      {
        title: "A plataforma",
        items: [
          "Mais de 300 ideias de negócio em vários setores e níveis de investimento",
          `Jornada guiada em ${JOURNEY_PHASE_COUNT} fases e ${JOURNEY_STEP_COUNT} passos`,
          facts.generativeAi
            ? "IA que combina as ideias com o perfil de cada pessoa"
            : "Ideias do catálogo cruzadas com o perfil de cada pessoa",
          "Resultados em cerca de 15 minutos",
          "100% gratuita, sem cartão de crédito, com suporte por e-mail",
        ],
      },
      {
        title: "O mercado",
        items: [
          "42,3% dos microempreendedores fecham em até 5 anos (SEBRAE 2024)",
          "99% do mercado é formado por pequenos e médios empreendedores (IBGE 2024)",
          "4,3 milhões de novas empresas por ano (Receita Federal 2024)",
        ],
      },
      {
        title: "O fundador",
        items: [`${brand.founderName}: 15 anos de experiência com pequenos negócios`, "Mais de 12.000 clientes atendidos"],
      },
    ],
    interview: {
      title: "Entrevistas e parcerias",
      text: `Quer conversar com ${brand.founderName} ou criar um conteúdo em parceria? Escolha o assunto e fale com a gente.`,
      interviewButton: "Agendar entrevista",
      partnershipButton: "Parcerias de mídia",
    },
  };
}
