/**
 * The help-centre questions (spec: how to start, is it free, how integration works, any business
 * type, how to access the external platforms, what if a platform fails to load), with short answers.
 * The offline consultant retrieves over these; the help page may reuse them.
 */
export type FaqItem = { id: string; question: string; answer: string };

export const FAQ: readonly FaqItem[] = [
  {
    id: "como-comecar",
    question: "Como eu começo a usar a plataforma?",
    answer:
      "Entre com sua conta Google e vá em Meu Negócio: conte com suas palavras o que você gosta e sabe fazer e quanto pode investir. A IA sugere negócios do nosso catálogo; escolha um, leia a análise completa e salve como estratégia. A partir daí a Minha Jornada mostra os 21 passos, começando pelo perfil e pelo plano de negócio.",
  },
  {
    id: "e-gratuito",
    question: "A plataforma é gratuita?",
    answer:
      "Sim. A plataforma é 100% gratuita e não pede cartão de crédito. A página de planos existe em modo demonstração: escolher um plano não gera nenhuma cobrança.",
  },
  {
    id: "como-funciona-integracao",
    question: "Como funciona a integração entre as ferramentas?",
    answer:
      "A estratégia que você salva em Meu Negócio é o centro de tudo: ela guia sua jornada e os dados dela ficam disponíveis para as ferramentas parceiras. A Empresa Aí e a Posta Aí abrem já com seu e-mail e seu primeiro nome; em cada página de ferramenta você vê em 'Dados compartilhados' o que ela recebe.",
  },
  {
    id: "qualquer-tipo-de-negocio",
    question: "Serve para qualquer tipo de negócio?",
    answer:
      "Serve para a maioria dos pequenos negócios: comércio, serviços, alimentação, beleza, artesanato, negócios online e muito mais, com mais de 300 ideias no catálogo. O foco é quem está começando, muitas vezes como MEI. Atividades regulamentadas (como saúde, advocacia e contabilidade) têm regras próprias: confirme com o conselho da profissão e com um contador.",
  },
  {
    id: "acessar-plataformas-externas",
    question: "Como acesso as plataformas externas (Empresa Aí, Posta Aí e a gráfica)?",
    answer:
      "Pelo menu lateral: Empresa Aí (planejamento), Posta Aí (marketing) e Sim Loja Gráfica. As duas primeiras abrem dentro da página e você acessa com sua conta Google; a gráfica tem acesso direto, sem login. Em cada página há os botões Nova Janela e Tela Cheia.",
  },
  {
    id: "plataforma-nao-carrega",
    question: "E se uma plataforma não carregar?",
    answer:
      "A página tenta de novo sozinha, até 3 tentativas, com endereços alternativos. Se ainda assim não carregar, aparece o aviso de erro com dois botões: Abrir em Nova Aba (funciona mesmo quando o navegador bloqueia a ferramenta dentro da página) e Tentar Novamente. Bloqueadores de anúncios e cookies de terceiros desativados também podem impedir o login dentro do quadro.",
  },
];
