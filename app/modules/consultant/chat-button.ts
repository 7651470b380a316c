/**
 * Where the floating consultant button is shown. It floats over the page's bottom right corner, so on a 360 px
 * phone it sits over whatever scrolls under it: on the consultant's own page it has no use, on a form it covers
 * fields and the "Cancelar" beside "Salvar", and on a page made to be printed (the order's receipt) it covers the
 * notes. Everywhere else the shell keeps the page's end clear of it (bottom padding). Pure.
 */
const HIDDEN: readonly RegExp[] = [
  /^\/consultor$/,
  // Forms: a new record, an order's edit page, a plan section, the profile, the price calculator, account removal.
  /^\/gestao\/[a-z]+\/novo$/,
  /^\/gestao\/pedidos\/[^/]+\/(editar|recibo)$/,
  /^\/gestao\/(clientes|fornecedores|produtos|caixa)\/[^/]+$/,
  /^\/gestao\/produtos\/calculadora$/,
  /^\/gestao\/importar(\/.*)?$/,
  /^\/estrategias\/[^/]+\/plano\/[^/]+$/,
  /^\/dashboard\/perfil$/,
  /^\/meus-dados\/excluir$/,
];

export function showsChatButton(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return !HIDDEN.some((pattern) => pattern.test(path));
}
