/** The footer's links (spec section 2: landing page footer). */
export const FOOTER_LINKS = [
  { to: "/sobre-nos", label: "Sobre Nós" },
  { to: "/imprensa", label: "Imprensa" },
  { to: "/contato", label: "Contato" },
  { to: "/central-ajuda", label: "Central de Ajuda" },
  { to: "/privacidade", label: "Privacidade" },
  { to: "/admin", label: "Administração" },
];

/** The landing page's in-page sections, linked from its sticky header. */
export const LANDING_SECTIONS = [
  { href: "#features", label: "Ferramentas" },
  { href: "#how-it-works", label: "Como funciona" },
  { href: "#about", label: "Sobre" },
];
