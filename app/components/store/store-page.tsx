import type { PublicStoreView } from "~/utils/store-view.server";

/** The public shop: who sells, how to receive, the products, and the WhatsApp button. */
export function StorePage({ store, children }: { store: PublicStoreView; children?: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-700 py-6 text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h1 className="text-2xl font-extrabold">{store.name}</h1>
          {store.description ? <p className="mt-1 text-brand-50">{store.description}</p> : null}
          <p className="mt-2 text-sm text-brand-50">
            {store.city}
            {store.hours ? ` · ${store.hours}` : ""}
          </p>
          <p className="mt-1 text-sm text-brand-50">{store.ways.join(" · ")}</p>
          <a
            href={store.whatsappLink}
            rel="noopener noreferrer"
            target="_blank"
            className="mt-4 inline-block rounded-lg bg-green-600 px-4 py-3 font-semibold text-white hover:bg-green-700"
          >
            Chamar no WhatsApp
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6">{children ?? <ProductGrid store={store} />}</main>
      <footer className="mx-auto max-w-3xl px-4 pb-8 text-xs text-slate-600">
        Loja de {store.name}, que responde pelos produtos e pelos pedidos. Página criada com o Empreenda Aí.
      </footer>
    </div>
  );
}

export function ProductGrid({ store, quantities }: { store: PublicStoreView; quantities?: (id: string) => React.ReactNode }) {
  if (store.products.length === 0) return <p className="text-slate-700">Nenhum produto disponível no momento.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {store.products.map((product) => (
        <li key={product.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          {product.photo ? (
            <img
              src={product.photo.small}
              srcSet={`${product.photo.small} 320w, ${product.photo.large} 800w`}
              sizes="(min-width: 640px) 240px, 50vw"
              alt={product.name}
              width={320}
              height={320}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full object-cover"
            />
          ) : (
            <div aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-slate-100 text-3xl text-slate-400">
              {product.name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <div className="p-3">
            <h2 className="text-sm font-semibold text-slate-900">{product.name}</h2>
            <p className="text-sm text-slate-800">
              {product.price} <span className="text-slate-600">/ {product.unit}</span>
            </p>
            {quantities ? quantities(product.id) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
