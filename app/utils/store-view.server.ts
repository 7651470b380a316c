import type { PublicStore } from "~/models/store-page.server";
import { whatsappLink } from "~/modules/br/phone";
import { formatBRL } from "~/modules/business/money";

/** What the public shop page receives: no owner id, no Pix key (the order page gives the code). */
export function publicStoreView(store: PublicStore) {
  const products = store.products.map((p) => ({
    id: p.id,
    name: p.name,
    unit: p.unit,
    price: formatBRL(p.priceCents),
    photo: p.photoVersion
      ? { small: `/loja/foto/${p.id}/${p.photoVersion}/320.webp`, large: `/loja/foto/${p.id}/${p.photoVersion}/800.webp` }
      : null,
  }));
  const ways = [
    store.pickup ? "retirada no local" : null,
    store.delivery ? `entrega${store.deliveryFeeCents ? ` (taxa ${formatBRL(store.deliveryFeeCents)})` : " grátis"}` : null,
  ].filter((w): w is string => w !== null);
  return {
    slug: store.slug,
    name: store.name,
    description: store.description,
    city: store.city,
    hours: store.hours,
    ways,
    delivery: store.delivery,
    pickup: store.pickup,
    deliveryFee: store.deliveryFeeCents ? formatBRL(store.deliveryFeeCents) : null,
    whatsapp: store.whatsappDisplay,
    whatsappLink: whatsappLink({ e164: store.whatsappE164 }, `Olá! Vi a loja ${store.name} e quero fazer um pedido.`),
    products,
    ogDescription: (store.description ?? `Peça pelo site: ${products.length} produtos em ${store.city}. Pague com Pix.`).slice(0, 200),
    ogImage: products.find((p) => p.photo)?.photo?.large ?? null,
  };
}

export type PublicStoreView = ReturnType<typeof publicStoreView>;
