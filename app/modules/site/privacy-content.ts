import type { Brand } from "~/modules/brand";

/** Privacidade (spec section 2, "Privacy policy content"). Storage is stated as the spec writes it. */

export type PolicySection = {
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Links that exercise the rights just listed (they work today). */
  links?: Array<{ href: string; label: string }>;
};

export function privacyContent(brand: Brand) {
  const sections: PolicySection[] = [
    {
      title: "1. Dados que coletamos",
      paragraphs: ["Ao entrar com sua conta Google, recebemos:"],
      items: ["Nome", "E-mail", "Foto de perfil", "Identificador único da sua conta Google"],
    },
    {
      title: "2. Dados de uso",
      paragraphs: ["Para melhorar a plataforma, registramos como ela é usada:"],
      items: ["Páginas visitadas", "Tempo de uso", "Cliques", "Navegação entre as telas"],
    },
    {
      title: "3. Dados que você cria na plataforma",
      items: [
        "Estratégias de negócio salvas",
        "Respostas da descoberta de negócios",
        "Progresso na jornada empreendedora",
        "Preferências",
      ],
    },
    {
      title: "4. Como usamos seus dados",
      paragraphs: [
        "Usamos seus dados para identificar você, personalizar as sugestões de negócio, guardar sua estratégia e seu progresso e melhorar a plataforma.",
      ],
    },
    {
      title: "5. Compartilhamento",
      paragraphs: [
        "Nunca vendemos seus dados.",
        `Compartilhamos dados apenas com as três plataformas parceiras (${brand.partners.planning}, ${brand.partners.marketing} e ${brand.partners.printShop}) e somente para a integração que dá acesso a elas.`,
        "Seus dados podem ser divulgados quando exigido por lei ou por ordem de autoridade competente.",
      ],
    },
    {
      title: "6. Segurança",
      items: [
        "Conexões protegidas com criptografia SSL/TLS",
        "Armazenamento em banco de dados PostgreSQL",
        "Login pelo protocolo OAuth 2.0, sem senha guardada por nós",
        "Sessões que expiram automaticamente",
      ],
    },
    {
      title: "7. Seus direitos",
      paragraphs: ["Você pode, a qualquer momento:"],
      items: [
        "Ver os dados que temos sobre você",
        "Corrigir dados incorretos",
        "Exportar seus dados",
        "Excluir sua conta",
        "Controlar a coleta de dados de uso",
        "Gerenciar suas preferências de comunicação",
        "Recusar sugestões personalizadas",
        "Configurar a privacidade do seu perfil",
      ],
      links: [
        { href: "/meus-dados/exportar", label: "Baixar meus dados (JSON)" },
        { href: "/meus-dados/excluir", label: "Excluir minha conta" },
      ],
    },
    {
      title: "8. Alterações nesta política",
      paragraphs: [
        "Quando esta política mudar, avisaremos por e-mail ou por um aviso na plataforma antes que a mudança valha.",
      ],
    },
  ];

  return {
    title: "Política de Privacidade",
    intro: `Esta política explica quais dados o ${brand.productName} coleta, como os usa e protege, e quais são os seus direitos.`,
    lastUpdated: "Última atualização: janeiro de 2025",
    sections,
    contact: {
      title: "Dúvidas sobre privacidade",
      text: "Para exercer seus direitos ou tirar dúvidas sobre esta política, escreva para nós.",
      button: "Enviar e-mail",
    },
  };
}
