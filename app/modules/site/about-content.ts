import type { Brand } from "~/modules/brand";
import type { SiteFacts } from "./site-facts";

/** Sobre Nós (spec section 2, static pages): mission, three values, the story. */
export function aboutContent(brand: Brand, facts: SiteFacts) {
  const partnerNames = {
    "empresa-ai": `planejamento (${brand.partners.planning})`,
    "posta-ai": `marketing (${brand.partners.marketing})`,
    grafica: `materiais gráficos (${brand.partners.printShop})`,
  };
  const partners = facts.partners.map((id) => partnerNames[id]);
  const tools = partners.length
    ? `ferramentas parceiras de ${partners.length === 1 ? partners[0] : `${partners.slice(0, -1).join(", ")} e ${partners.at(-1)}`}`
    : "um centro de aprendizado e um consultor virtual para as dúvidas de cada passo";
  return {
    title: "Sobre Nós",
    intro: `O ${brand.productName} é uma plataforma gratuita que ajuda brasileiras e brasileiros a descobrir, planejar e abrir o próprio negócio, do MEI à pequena empresa.`,
    mission: {
      title: "Nossa missão",
      paragraphs: [
        "Tornar o empreendedorismo acessível, simples e bem-sucedido para qualquer pessoa no Brasil, independentemente de experiência, formação ou capital inicial.",
        "Hoje, 42,3% dos microempreendedores fecham as portas em até 5 anos. Queremos que cada pessoa que passa por aqui comece do jeito certo: com uma ideia que combina com ela, um plano claro e as ferramentas para colocá-lo em prática.",
      ],
    },
    values: [
      {
        title: "Simplicidade",
        description:
          "Empreender já é desafiador o suficiente. Traduzimos burocracia e jargão em passos curtos e claros, com linguagem do dia a dia.",
      },
      {
        title: "Foco no Usuário",
        description:
          "Cada recurso nasce de uma dúvida real de quem está começando. Ouvimos, testamos e ajustamos a plataforma a partir do que você precisa.",
      },
      {
        title: "Resultados Reais",
        description: "Não basta inspirar: queremos negócios abertos, clientes atendidos e renda no bolso. Medimos nosso sucesso pelo seu.",
      },
    ],
    story: {
      title: "Nossa história",
      paragraphs: [
        `${brand.founderName} passou 15 anos ao lado de pequenos negócios e atendeu mais de 12.000 clientes: gente que queria abrir uma doceria, formalizar um serviço de manutenção ou transformar um hobby em renda. As perguntas eram quase sempre as mesmas: qual negócio combina comigo, por onde começo e como faço as pessoas me encontrarem.`,
        "Ao mesmo tempo, os números mostravam o tamanho do desafio e da oportunidade: 99% do mercado brasileiro é formado por pequenos e médios empreendedores (IBGE 2024), e 4,3 milhões de novas empresas são abertas a cada ano (Receita Federal 2024).",
        `O ${brand.productName} reúne essa experiência em um só lugar: ${facts.generativeAi ? "uma inteligência artificial que combina" : "um catálogo que cruza"} mais de 300 ideias de negócio com o seu perfil, uma jornada guiada em 4 fases e ${tools}. Tudo 100% gratuito, sem cartão de crédito.`,
      ],
    },
    contact: {
      title: "Fale com a gente",
      text: "Tem uma pergunta, uma sugestão ou uma história para contar? Escreva para nós.",
      button: "Enviar e-mail",
    },
  };
}
