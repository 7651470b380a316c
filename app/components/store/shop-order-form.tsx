import { Form, useNavigation } from "@remix-run/react";
import type { PublicStoreView } from "~/utils/store-view.server";
import { ProductGrid } from "./store-page";

const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base";

function Error({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * The customer's order on the shop page: a quantity per product, then name, WhatsApp and how to
 * receive. A plain post (no JavaScript needed); the seller's Pix code comes on the next page.
 */
export function ShopOrderForm({
  store,
  errors,
  typed,
}: {
  store: PublicStoreView;
  errors: Record<string, string>;
  typed: Record<string, string>;
}) {
  const pending = useNavigation().state === "submitting";
  const both = store.delivery && store.pickup;
  const described = (field: string) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": `pedido-${field}-erro` } : {});
  return (
    <Form method="post" className="space-y-6" noValidate>
      {errors[""] ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors[""]}
        </p>
      ) : null}
      <section aria-labelledby="produtos-titulo">
        <h2 id="produtos-titulo" className="mb-3 text-lg font-bold text-slate-900">
          Produtos
        </h2>
        <ProductGrid
          store={store}
          quantities={(id) => {
            const product = store.products.find((p) => p.id === id);
            return (
              <label className="mt-2 block text-xs font-medium text-slate-700">
                Quantidade{product ? ` (${product.unit})` : ""}
                <input
                  name={`q-${id}`}
                  type="text"
                  inputMode="decimal"
                  placeholder="0"
                  defaultValue={typed[`q-${id}`]}
                  aria-label={product ? `Quantidade de ${product.name}` : undefined}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-base"
                />
              </label>
            );
          }}
        />
        <Error id="pedido-items-erro" message={errors.items} />
      </section>

      {store.products.length > 0 ? (
        <section aria-labelledby="dados-titulo" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="dados-titulo" className="text-lg font-bold text-slate-900">
            Seus dados
          </h2>
          <div>
            <label htmlFor="pedido-name" className="block text-sm font-medium text-slate-800">
              Seu nome *
            </label>
            <input
              id="pedido-name"
              name="name"
              type="text"
              autoComplete="name"
              maxLength={80}
              defaultValue={typed.name}
              className={inputClass}
              {...described("name")}
            />
            <Error id="pedido-name-erro" message={errors.name} />
          </div>
          <div>
            <label htmlFor="pedido-phone" className="block text-sm font-medium text-slate-800">
              Seu WhatsApp *
            </label>
            <input
              id="pedido-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              defaultValue={typed.phone}
              className={inputClass}
              {...described("phone")}
            />
            <Error id="pedido-phone-erro" message={errors.phone} />
          </div>
          {both ? (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Como quer receber? *</legend>
              <label className="mt-1 flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="receiving"
                  value="retirada"
                  defaultChecked={(typed.receiving ?? "retirada") === "retirada"}
                  className="h-5 w-5"
                />{" "}
                Retirar na loja
              </label>
              <label className="mt-1 flex items-center gap-2 text-sm">
                <input type="radio" name="receiving" value="entrega" defaultChecked={typed.receiving === "entrega"} className="h-5 w-5" />{" "}
                Entrega
                {store.deliveryFee ? ` (taxa ${store.deliveryFee})` : " (grátis)"}
              </label>
              <Error id="pedido-receiving-erro" message={errors.receiving} />
            </fieldset>
          ) : (
            <input type="hidden" name="receiving" value={store.delivery ? "entrega" : "retirada"} />
          )}
          {store.delivery ? (
            <div>
              <label htmlFor="pedido-address" className="block text-sm font-medium text-slate-800">
                Endereço de entrega{both ? " (se for entrega)" : " *"}
              </label>
              <textarea
                id="pedido-address"
                name="address"
                rows={2}
                maxLength={300}
                autoComplete="street-address"
                defaultValue={typed.address}
                className={inputClass}
                {...described("address")}
              />
              <Error id="pedido-address-erro" message={errors.address} />
            </div>
          ) : null}
          {/* A field people never see: a bot that fills every field gives itself away. */}
          <div aria-hidden="true" className="hidden">
            <label>
              Não preencha este campo
              <input type="text" name="site" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <p className="text-xs text-slate-600">
            Seu nome, WhatsApp e endereço vão para {store.name}, que os usa para atender este pedido e falar com você (LGPD, art. 7º, V).
            Peça a exclusão dos seus dados diretamente à loja pelo WhatsApp.
          </p>
          <button
            type="submit"
            className="w-full rounded-lg bg-brand-700 px-4 py-3 text-base font-semibold text-white hover:bg-brand-900"
            disabled={pending}
          >
            {pending ? "Enviando pedido…" : "Enviar pedido"}
          </button>
        </section>
      ) : null}
    </Form>
  );
}
