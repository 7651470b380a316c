/** The sections of the gestão area, in the order of the tabs (phone first: short labels). */
export const GESTAO_SECTIONS = [
  { to: "/gestao", label: "Início", end: true },
  { to: "/gestao/pedidos", label: "Pedidos", end: false },
  { to: "/gestao/a-receber", label: "A receber", end: false },
  { to: "/gestao/relatorio", label: "O que vende", end: false },
  { to: "/gestao/clientes", label: "Clientes", end: false },
  { to: "/gestao/produtos", label: "Produtos", end: false },
  { to: "/gestao/fornecedores", label: "Fornecedores", end: false },
  { to: "/gestao/caixa", label: "Caixa", end: false },
  { to: "/gestao/mei", label: "MEI", end: false },
  { to: "/gestao/obrigacoes", label: "DAS e DASN", end: false },
  { to: "/gestao/notas-fiscais", label: "Notas fiscais", end: false },
  { to: "/gestao/empresa", label: "Empresa", end: false },
  { to: "/gestao/loja", label: "Loja", end: false },
] as const;
