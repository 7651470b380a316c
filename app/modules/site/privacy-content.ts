import type { Brand } from "~/modules/brand";

/**
 * Privacidade: every statement is true of this software and of this install's configuration
 * (which sign-in, whether the Gemini AI, the ad tag and partner tools are switched on).
 * The rights listed are the ones /meus-dados and the profile form really offer.
 */

export type PolicySection = {
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Links that exercise the rights just listed (they work today). */
  links?: Array<{ href: string; label: string }>;
};

/** What this install does with data, read from its configuration (no secrets). */
export type PrivacyFacts = {
  googleSignIn: boolean;
  /** Gemini is configured: texts and recordings go to Google's AI. */
  generativeAi: boolean;
  /** An advertising tag measures conversions. */
  adsTag: boolean;
  /** Names of the partner tools that have an address on this install. */
  partners: string[];
};

function list(names: string[]) {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}

export const PRIVACY_LAST_UPDATED = "Última atualização: 23 de novembro de 2026";

export function privacyContent(brand: Brand, facts: PrivacyFacts) {
  const sharing = [
    "Nunca vendemos seus dados.",
    facts.generativeAi
      ? "Para gerar sugestões, análises e respostas do consultor, o texto que você escreve (e o áudio que você grava, quando usa o microfone) é enviado à inteligência artificial do Google (Gemini). Junto vão seu primeiro nome, se você tem CNPJ, se já empreendeu e sua estratégia ativa com o progresso na jornada, para a resposta servir para você. Seu e-mail e seu telefone não são enviados."
      : "As sugestões, as análises e as respostas do consultor são geradas no próprio servidor desta plataforma: o que você escreve não é enviado a serviços de inteligência artificial de terceiros.",
    facts.partners.length
      ? `Ao abrir uma ferramenta parceira (${list(facts.partners)}), ela pode receber no endereço seu e-mail e seu primeiro nome; a página de cada ferramenta mostra exatamente o que é enviado.`
      : "Nenhuma ferramenta parceira está ativada nesta plataforma, então nenhum dado seu é enviado a parceiros.",
    ...(facts.adsTag
      ? [
          "Usamos uma tag de anúncios do Google para medir quantas pessoas entram e salvam uma estratégia. Ela recebe que o evento aconteceu, não o conteúdo do que você escreveu.",
        ]
      : []),
    "Ofertas de parceiros: só se você marcar essa opção no seu perfil. Ela começa desmarcada e você pode desmarcar quando quiser.",
    "Seus dados podem ser divulgados quando exigido por lei ou por ordem de autoridade competente.",
  ];

  const sections: PolicySection[] = [
    {
      title: "1. Dados que recebemos quando você entra",
      ...(facts.googleSignIn
        ? {
            paragraphs: ["Você entra com sua conta Google. Dela recebemos:"],
            items: ["Nome", "E-mail", "Foto de perfil", "Identificador único da sua conta Google"],
          }
        : {
            paragraphs: [
              "Esta plataforma está em modo demonstração: você entra informando apenas nome e e-mail, sem senha. Guardamos esses dois dados.",
            ],
          }),
    },
    {
      title: "2. Dados que você cria na plataforma",
      items: [
        "Perfil: nome, telefone (WhatsApp), se tem CNPJ, se já empreendeu e suas preferências de comunicação",
        "O que você escreve na descoberta de negócios e as análises geradas",
        "Estratégias de negócio salvas",
        "Progresso na jornada empreendedora",
        "Conversas com o consultor virtual",
        "O plano que você escolher na página de planos",
      ],
    },
    {
      title: "3. Registros de uso",
      paragraphs: ["Não registramos as páginas que você visita, seus cliques nem quanto tempo você fica. Registramos apenas:"],
      items: [
        "Cada uso da inteligência artificial (para aplicar o limite diário de uso)",
        "Quando você abre uma ferramenta parceira (para saber quantas pessoas usam cada uma)",
        "Sua sessão de login, que expira em 30 dias ou quando você sai",
      ],
    },
    {
      title: "4. Como usamos seus dados",
      paragraphs: [
        "Para identificar você, sugerir negócios que combinem com o que você contou, guardar suas estratégias e seu progresso e responder suas perguntas no consultor.",
      ],
    },
    { title: "5. Compartilhamento", paragraphs: sharing },
    {
      title: "6. Onde e como guardamos",
      items: [
        "Em um banco de dados SQLite, no servidor desta plataforma",
        facts.googleSignIn
          ? "Login pelo protocolo OAuth 2.0 do Google: não guardamos nenhuma senha"
          : "No modo demonstração não existe senha: qualquer pessoa que saiba seu e-mail pode entrar como você, por isso não guarde aqui nada que seja só seu",
        "Cookie de sessão que os scripts da página não conseguem ler",
        "Cada pessoa só consegue ver os próprios dados",
      ],
    },
    {
      title: "7. Seus direitos (LGPD)",
      paragraphs: ["A qualquer momento, sem pedir a ninguém, você pode:"],
      items: [
        "Ver e baixar todos os dados que guardamos sobre você (arquivo JSON)",
        "Corrigir seu nome e seu telefone no perfil (o e-mail vem do seu login)",
        "Mudar suas preferências de comunicação e retirar o consentimento para ofertas de parceiros, no perfil",
        "Excluir sua conta e todos os seus dados, de forma definitiva",
      ],
      links: [
        { href: "/meus-dados/exportar", label: "Baixar meus dados (JSON)" },
        { href: "/dashboard/perfil?redirectTo=%2Fmeus-dados", label: "Corrigir meu perfil" },
        { href: "/meus-dados/excluir", label: "Excluir minha conta" },
      ],
    },
    {
      title: "8. Alterações nesta política",
      paragraphs: ["Quando esta política mudar, a data de atualização no topo desta página muda junto."],
    },
  ];

  return {
    title: "Política de Privacidade",
    intro: `Esta política explica quais dados o ${brand.productName} guarda, como os usa e protege, e quais são os seus direitos.`,
    lastUpdated: PRIVACY_LAST_UPDATED,
    sections,
    contact: {
      title: "Dúvidas sobre privacidade",
      text: "Para tirar dúvidas sobre esta política ou sobre os seus dados, escreva para nós.",
      button: "Enviar e-mail",
    },
  };
}
