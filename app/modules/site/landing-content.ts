import type { Brand } from "~/modules/brand";
import type { SiteFacts } from "./site-facts";
import { landingFeatures } from "./tools";

/** Landing page copy (spec sections 1, 2 and 9). Claims are kept as the spec states them. */

export const HERO_WORD_INTERVAL_MS = 2000;
export const CAROUSEL_INTERVAL_MS = 5000;

export const HERO = {
  before: "Descubra o negócio ideal e empreenda de forma",
  words: ["simples", "guiada", "gratuita"],
  lead: "Uma inteligência artificial analisa seus interesses e habilidades, sugere negócios que combinam com você e guia cada passo até a abertura, em uma jornada de 4 fases.",
  cta: "Comece agora seu novo negócio",
};

/**
 * The hero as this install works (decision 032): the AI is promised only where a Gemini key is set;
 * otherwise the suggestions come from the catalogue's rules, as discovery and the privacy page say.
 */
export function hero(facts: SiteFacts) {
  return facts.generativeAi
    ? HERO
    : {
        ...HERO,
        lead: "A plataforma cruza seus interesses e habilidades com um catálogo de mais de 300 ideias, sugere negócios que combinam com você e guia cada passo até a abertura, em uma jornada de 4 fases.",
      };
}

/** The hero's claims: the sign-in claim follows the install (Google, or name and e-mail in demo mode). */
export function heroClaims(facts: SiteFacts) {
  return [
    "100% gratuito",
    "Sem cartão de crédito",
    facts.googleSignIn ? "Login só com Google" : "Entrada sem senha",
    "Resultados em cerca de 15 minutos",
    "Suporte por e-mail",
  ];
}

export type StatSlide = { value: string; label: string; detail: string; source: string };

export const STAT_SLIDES: StatSlide[] = [
  {
    value: "42%",
    label: "das empresas fecham em até 5 anos",
    detail: "Falta de planejamento e de orientação está entre as causas mais comuns. Começar com um plano muda esse destino.",
    source: "SEBRAE 2024",
  },
  {
    value: "99%",
    label: "do mercado é formado por pequenos e médios empreendedores",
    detail: "Os pequenos negócios são a base da economia brasileira, e o seu pode ser o próximo.",
    source: "IBGE 2024",
  },
  {
    value: "4,3 milhões",
    label: "de novas empresas abertas por ano no Brasil",
    detail: "Todo ano, milhões de brasileiros decidem empreender. Com as ferramentas certas, você sai na frente.",
    source: "Receita Federal 2024",
  },
];

export const HIGHLIGHTS = [
  { value: "300+", label: "ideias de negócio em vários setores e níveis de investimento" },
  { value: "4 fases", label: "de jornada guiada, da descoberta ao crescimento" },
  { value: "IA", label: "que combina as ideias com o seu perfil" },
  { value: "15 min", label: "em média para sair com uma estratégia pronta" },
];

/** The highlights as this install works: without the AI, the third one says what matching there is. */
export function highlights(facts: SiteFacts) {
  return facts.generativeAi
    ? HIGHLIGHTS
    : HIGHLIGHTS.map((h) => (h.value === "IA" ? { value: "Perfil", label: "cruzado com cada ideia do catálogo" } : h));
}

/** "Como funciona": the middle step names the partner tools only where this install has them. */
export function howItWorks(facts: SiteFacts) {
  return [
    facts.generativeAi
      ? {
          title: "A IA analisa",
          description:
            "Você descreve seus interesses, habilidades e quanto pode investir. A inteligência artificial cruza seu perfil com mais de 300 ideias e mostra as que mais combinam com você.",
        }
      : {
          title: "Você conta, a plataforma cruza",
          description:
            "Você descreve seus interesses, habilidades e quanto pode investir. A plataforma cruza seu perfil com as mais de 300 ideias do catálogo e mostra as que mais combinam com você.",
        },
    {
      title: "A plataforma executa",
      description: facts.partners.length
        ? "Escolha uma ideia, receba a análise completa e siga a jornada guiada em 4 fases, com plano de negócio, marketing e materiais gráficos nas ferramentas integradas."
        : "Escolha uma ideia, receba a análise completa e siga a jornada guiada em 4 fases: cada passo traz um artigo, dicas práticas ou o consultor virtual com a pergunta pronta.",
    },
    {
      title: "Você prospera",
      description:
        "Em cerca de 15 minutos você tem uma estratégia salva e um próximo passo claro. E conta com o consultor virtual e o suporte por e-mail sempre que precisar.",
    },
  ];
}

export function aboutIntro(brand: Brand, facts: SiteFacts) {
  const together = facts.partners.length
    ? "descoberta de ideias com IA, uma jornada guiada e ferramentas parceiras"
    : "descoberta de ideias, uma jornada guiada, um centro de aprendizado e um consultor virtual";
  return `O ${brand.productName} nasceu para que abrir um pequeno negócio no Brasil deixe de ser um salto no escuro. Reunimos ${together} em um só lugar, de graça.`;
}

export function founderLetter(brand: Brand, facts: Pick<SiteFacts, "generativeAi"> = {}) {
  const helper = facts.generativeAi ? "a inteligência artificial ajuda" : "a plataforma ajuda";
  return {
    title: `Uma carta de ${brand.founderName}, fundador do ${brand.productName}`,
    paragraphs: [
      "Querida empreendedora, querido empreendedor,",
      "Em 15 anos de trabalho ao lado de pequenos negócios, atendi mais de 12.000 clientes. Vi padarias de bairro virarem referência, costureiras montarem marcas próprias e eletricistas formalizarem o MEI e dobrarem a renda. Também vi muita gente boa desistir cedo, não por falta de talento, mas por falta de um caminho claro.",
      "É por isso que o dado do SEBRAE me incomoda tanto: 42% das empresas fecham em até 5 anos. Quase sempre a história é parecida: a ideia não combinava com quem a tocava, o dinheiro acabou antes do planejado ou ninguém ficou sabendo que o negócio existia.",
      `Criei o ${brand.productName} para mudar essa conta. Aqui, ${helper} você a encontrar um negócio que combine com o seu perfil, e uma jornada em 4 fases mostra o que fazer em cada etapa: do plano ao CNPJ, das redes sociais ao cartão de visita. Tudo 100% gratuito, sem cartão de crédito.`,
      "Você não precisa saber tudo para começar. Precisa dar o primeiro passo, e não precisa dá-lo sozinho.",
      "Conte comigo,",
    ],
    signature: brand.founderName,
  };
}

/** The closing call to action: how you sign in follows the install. */
export function finalCta(facts: SiteFacts) {
  return {
    title: "Seu novo negócio começa hoje",
    text: `${facts.googleSignIn ? "Entre com sua conta Google" : "Entre só com nome e e-mail"} e, em cerca de 15 minutos, saia com ideias que combinam com você e um plano para começar. 100% gratuito, sem cartão de crédito.`,
    button: "Criar minha estratégia grátis",
  };
}

export const LANDING_DESCRIPTION =
  "Descubra o negócio ideal para você entre mais de 300 ideias e siga uma jornada guiada em 4 fases para abrir sua empresa. 100% gratuito, sem cartão de crédito.";

/**
 * Everything on the landing page that depends on the install, computed in the loader so the
 * texts travel as data and their functions stay out of the browser's bundle (JS budget).
 */
export function landingCopy(brand: Brand, facts: SiteFacts) {
  return {
    features: landingFeatures(brand, facts.partners),
    heroClaims: heroClaims(facts),
    howItWorks: howItWorks(facts),
    aboutIntro: aboutIntro(brand, facts),
    finalCta: finalCta(facts),
    hero: hero(facts),
    statSlides: STAT_SLIDES,
    highlights: highlights(facts),
    founderLetter: founderLetter(brand, facts),
  };
}
export type LandingCopy = ReturnType<typeof landingCopy>;
