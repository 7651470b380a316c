import type { Brand } from "~/modules/brand";
import type { PartnerId } from "~/modules/partners/partners";
import type { SiteFacts } from "./site-facts";
import { JOURNEY_STEP_COUNT } from "~/modules/journey/journey-counts";

/**
 * Central de Ajuda (spec section 2, static pages): six questions and three resources, true of
 * this install. Partner tools are optional add-ons: their answers name only the ones switched on.
 * Without facts (the consultant's offline knowledge, shared by every install) the answers say
 * what holds either way.
 */

export type Faq = { question: string; answer: string[] };

/** Every resource leads somewhere real (no dead buttons, no "em breve" cards). */
export type HelpResource = { title: string; description: string; href: string };

const PARTNER_ROLES: Record<PartnerId, { key: keyof Brand["partners"]; role: string }> = {
  "empresa-ai": { key: "planning", role: "planejamento estratégico" },
  "posta-ai": { key: "marketing", role: "marketing digital" },
  grafica: { key: "printShop", role: "materiais gráficos" },
};

function list(items: string[]) {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

const OWN_HELP =
  "Cada passo da jornada leva ao que a própria plataforma oferece para ele: um artigo do Centro de Aprendizado, dicas práticas ou o consultor virtual com a pergunta pronta.";

export function helpContent(brand: Brand, facts?: SiteFacts) {
  const partners = facts?.partners ?? [];
  const names = partners.map((id) => brand.partners[PARTNER_ROLES[id].key]);
  const signIn =
    facts === undefined
      ? "Clique em Entrar e faça login."
      : facts.googleSignIn
        ? "Clique em Entrar e faça login com sua conta Google."
        : "Clique em Entrar e informe seu nome e seu e-mail (sem senha).";

  const faqs: Faq[] = [
    {
      question: `Como começo a usar o ${brand.productName}?`,
      answer: [
        `${signIn} Em seguida, abra Descobrir Meu Negócio e conte, com suas palavras, seus interesses, habilidades e quanto pode investir.`,
        `${facts?.generativeAi ? "A IA sugere" : "A plataforma sugere, a partir do catálogo,"} negócios que combinam com você; escolha um, leia a análise completa e salve como estratégia. A partir daí a jornada guiada mostra o próximo passo.`,
      ],
    },
    {
      question: "A plataforma é realmente gratuita?",
      answer: [
        `Sim. A plataforma é 100% gratuita e não pedimos cartão de crédito em nenhum momento. A descoberta de negócios, a jornada guiada, o centro de aprendizado, o consultor virtual${names.length ? " e o acesso às ferramentas parceiras" : ""} não têm custo.`,
      ],
    },
    partnerQuestion(brand, facts),
    {
      question: "Serve para qualquer tipo de negócio?",
      answer: [
        "Sim. São mais de 300 ideias de negócio em vários setores (alimentação, serviços, comércio, beleza, tecnologia e outros) e níveis de investimento, do MEI que começa em casa à pequena empresa com equipe.",
        "Se você já tem uma ideia, descreva-a na descoberta: a análise e a jornada se adaptam a ela.",
      ],
    },
    partners.length
      ? {
          question: "Como acesso as ferramentas parceiras?",
          answer: [
            `No menu lateral, escolha ${list(names)}. Cada ferramenta abre dentro da página; se preferir, use Nova Janela para abri-la em outra aba ou Tela Cheia para ter mais espaço.`,
            OWN_HELP,
          ],
        }
      : {
          question: "Onde encontro ajuda para cada passo da jornada?",
          answer: [
            `${OWN_HELP} É só tocar em Criar ou Acessar no passo.`,
            "Você também pode procurar qualquer assunto na busca do topo da página ou perguntar ao consultor virtual, a qualquer hora.",
          ],
        },
    {
      question: partners.length ? "E se uma ferramenta parceira não carregar?" : "E se uma página não carregar?",
      answer: [
        "Primeiro, verifique sua conexão com a internet. Depois, atualize a página. Se ainda não funcionar, limpe o cache do navegador e tente de novo.",
        `Se o problema continuar, entre em contato com a gente pelo e-mail desta página, contando ${partners.length ? "qual ferramenta" : "qual página"} e qual navegador você usa.`,
      ],
    },
  ];

  const resources: HelpResource[] = [
    {
      title: "Guia de primeiros passos",
      description: "Artigos e dicas práticas para começar: MEI, preço, primeira venda e divulgação.",
      href: "/centro-aprendizado",
    },
    {
      title: "Consultor virtual",
      description: "Pergunte sobre MEI, preço, divulgação ou atendimento e receba uma resposta na hora.",
      href: "/consultor",
    },
    {
      title: "Jornada guiada",
      description: `Os ${JOURNEY_STEP_COUNT} passos do plano de negócio ao crescimento, cada um com o que fazer e onde aprender.`,
      href: "/jornada",
    },
  ];

  return {
    title: "Central de Ajuda",
    intro: "Respostas rápidas para as dúvidas mais comuns. Não encontrou o que procurava? Escreva para o nosso suporte por e-mail.",
    contact: { title: "Precisa de ajuda?", text: "Escreva para nós e conte o que aconteceu.", button: "Enviar e-mail" },
    faqTitle: "Perguntas frequentes",
    faqs,
    resourcesTitle: "Recursos adicionais",
    resources,
  };
}

/** The question about partner tools: what is switched on here, or that they are optional add-ons. */
function partnerQuestion(brand: Brand, facts: SiteFacts | undefined): Faq {
  const partners = facts?.partners ?? [];
  if (facts === undefined) {
    return {
      question: "As ferramentas parceiras estão incluídas?",
      answer: [
        `As ferramentas parceiras de planejamento (${brand.partners.planning}), marketing (${brand.partners.marketing}) e materiais gráficos (${brand.partners.printShop}) são complementos opcionais. Quando estão ligadas, aparecem no menu lateral e você entra nelas sem criar outra conta.`,
        OWN_HELP,
      ],
    };
  }
  if (partners.length === 0) {
    return {
      question: "As ferramentas parceiras estão incluídas?",
      answer: [
        `Ainda não. Ferramentas parceiras de planejamento, marketing e materiais gráficos são complementos opcionais, e nenhuma está ligada no ${brand.productName} por enquanto.`,
        `Você não fica sem caminho: ${OWN_HELP.charAt(0).toLowerCase()}${OWN_HELP.slice(1)}`,
      ],
    };
  }
  const described = partners.map((id) => `${brand.partners[PARTNER_ROLES[id].key]} (${PARTNER_ROLES[id].role})`);
  return {
    question: "Como funciona a integração com as ferramentas parceiras?",
    answer: [
      `Depois do login, você acessa ${list(described)} pelo menu, sem criar outra conta: a autenticação é automática.`,
      "A estratégia que você salvou alimenta as ferramentas: as campanhas e os materiais partem do seu negócio, sem precisar repetir as informações.",
    ],
  };
}

/** Contato (spec section 2): a support section with one e-mail button. */
export function contactContent(brand: Brand) {
  return {
    title: "Contato",
    intro: `Fale com a equipe do ${brand.productName}. Dúvidas, sugestões ou problemas com a plataforma: estamos aqui para ajudar.`,
    support: {
      title: "Suporte",
      text: "Nosso suporte responde por e-mail. Conte o que aconteceu e, se for um problema, em qual página e navegador.",
      button: "Enviar e-mail",
    },
  };
}
