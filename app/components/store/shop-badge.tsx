/** The mark of an order that came from the shop page (decision 028). */
export function ShopBadge() {
  return <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">da loja</span>;
}
