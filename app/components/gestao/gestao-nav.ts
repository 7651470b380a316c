/** The sections of the gestão area, in the order of the tabs (phone first: short labels). */
export const GESTAO_SECTIONS = [
  { to: "/gestao", label: "Início", end: true },
  { to: "/gestao/clientes", label: "Clientes", end: false },
] as const;
