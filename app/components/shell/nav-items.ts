import { JOURNEY_STEP_COUNT } from "~/modules/journey/journey-counts";

export type NavItem = { to: string; label: string; description: string };

// The six entries of the side menu (spec section 2, 'Shell').
export const NAV_ITEMS: NavItem[] = [
  { to: "/dashboard", label: "Minha Jornada", description: `Seus ${JOURNEY_STEP_COUNT} passos, progresso e conquistas` },
  { to: "/meu-negocio", label: "Meu Negócio", description: "Descubra com IA o negócio ideal para você" },
  { to: "/empresa-ai", label: "Empresa Aí", description: "Plano de negócio, clientes, produtos e finanças" },
  { to: "/posta-ai", label: "Posta Aí", description: "Marketing digital e redes sociais com IA" },
  { to: "/grafica", label: "Sim Loja Gráfica", description: "Logo, cartões de visita e materiais impressos" },
  { to: "/centro-aprendizado", label: "Centro de Aprendizado", description: "Artigos e dicas práticas para empreender" },
];

export function isCurrentNav(pathname: string, to: string) {
  return pathname === to || pathname.startsWith(`${to}/`);
}

// The other places a signed-in person can go, under the six tools (issue 13 item 16); 'Sair' follows them.
export const MORE_NAV_ITEMS: NavItem[] = [
  { to: "/consultor", label: "Consultor", description: "Tire dúvidas com o consultor virtual" },
  { to: "/subscribe", label: "Planos", description: "Prévia dos planos futuros" },
  { to: "/meus-dados", label: "Meus dados", description: "Veja, baixe ou exclua seus dados" },
  { to: "/central-ajuda", label: "Ajuda", description: "Perguntas frequentes e contato" },
];
