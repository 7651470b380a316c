import type { Brand } from "~/modules/brand";

/** Central de Ajuda (spec section 2, static pages): six questions and three resources. */

export type Faq = { question: string; answer: string[] };

/** A resource either leads somewhere real or says plainly that it is coming (no dead buttons). */
export type HelpResource = { title: string; description: string; href: string | null };

export function helpContent(brand: Brand) {
  const faqs: Faq[] = [
    {
      question: `Como começo a usar o ${brand.productName}?`,
      answer: [
        "Clique em Entrar e faça login com sua conta Google. Em seguida, abra Descobrir Meu Negócio e conte, com suas palavras, seus interesses, habilidades e quanto pode investir.",
        "A IA sugere negócios que combinam com você; escolha um, leia a análise completa e salve como estratégia. A partir daí a jornada guiada mostra o próximo passo.",
      ],
    },
    {
      question: "A plataforma é realmente gratuita?",
      answer: [
        "Sim. A plataforma é 100% gratuita e não pedimos cartão de crédito em nenhum momento. A descoberta de negócios, a jornada guiada, o centro de aprendizado e o acesso às ferramentas parceiras não têm custo.",
      ],
    },
    {
      question: "Como funciona a integração com as ferramentas parceiras?",
      answer: [
        `Depois do login, você acessa ${brand.partners.planning} (planejamento estratégico), ${brand.partners.marketing} (marketing digital) e ${brand.partners.printShop} (materiais gráficos) pelo menu, sem criar outra conta: a autenticação é automática.`,
        "A estratégia que você salvou alimenta as ferramentas: as campanhas e os materiais partem do seu negócio, sem precisar repetir as informações.",
      ],
    },
    {
      question: "Serve para qualquer tipo de negócio?",
      answer: [
        "Sim. São mais de 300 ideias de negócio em vários setores (alimentação, serviços, comércio, beleza, tecnologia e outros) e níveis de investimento, do MEI que começa em casa à pequena empresa com equipe.",
        "Se você já tem uma ideia, descreva-a na descoberta: a análise e a jornada se adaptam a ela.",
      ],
    },
    {
      question: "Como acesso as plataformas externas?",
      answer: [
        `No menu lateral, escolha ${brand.partners.planning}, ${brand.partners.marketing} ou ${brand.partners.printShop}. Cada ferramenta abre dentro da página; se preferir, use Nova Janela para abri-la em outra aba ou Tela Cheia para ter mais espaço.`,
        `${brand.partners.planning} e ${brand.partners.marketing} usam a sua conta Google; ${brand.partners.printShop} tem acesso direto, sem login.`,
      ],
    },
    {
      question: "E se uma plataforma não carregar?",
      answer: [
        "Primeiro, verifique sua conexão com a internet. Depois, atualize a página. Se ainda não funcionar, limpe o cache do navegador e tente de novo.",
        "Se o problema continuar, entre em contato com a gente pelo e-mail desta página, contando qual ferramenta e qual navegador você usa.",
      ],
    },
  ];

  const resources: HelpResource[] = [
    {
      title: "Guia de primeiros passos",
      description: "Artigos e dicas práticas para começar: MEI, preço, primeira venda e divulgação.",
      href: "/centro-aprendizado",
    },
    { title: "Histórias de sucesso", description: "Empreendedores que começaram por aqui contam como foi.", href: null },
    { title: "Modelos e planilhas", description: "Planilhas e modelos prontos para o dia a dia do seu negócio.", href: null },
  ];

  return {
    title: "Central de Ajuda",
    intro: "Respostas rápidas para as dúvidas mais comuns. Não encontrou o que procurava? Nosso suporte atende 24/7.",
    contact: { title: "Precisa de ajuda?", text: "Escreva para nós e conte o que aconteceu.", button: "Enviar e-mail" },
    faqTitle: "Perguntas frequentes",
    faqs,
    resourcesTitle: "Recursos adicionais",
    resources,
  };
}

/** Contato (spec section 2): a support section with one e-mail button. */
export function contactContent(brand: Brand) {
  return {
    title: "Contato",
    intro: `Fale com a equipe do ${brand.productName}. Dúvidas, sugestões ou problemas com a plataforma: estamos aqui para ajudar.`,
    support: {
      title: "Suporte",
      text: "Nosso suporte atende 24/7 por e-mail. Conte o que aconteceu e, se for um problema, em qual página e navegador.",
      button: "Enviar e-mail",
    },
  };
}
