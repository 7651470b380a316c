import { Form, useNavigation } from "@remix-run/react";
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES } from "~/modules/pix/pix-labels";
import { STORE_CITY_MAX, STORE_DESCRIPTION_MAX, STORE_HOURS_MAX, STORE_NAME_MAX, SLUG_MAX } from "~/modules/store/store-limits";
import { Field, FormError } from "./form-bits";

export type StoreFormValues = {
  slug?: string;
  name?: string;
  description?: string;
  city?: string;
  hours?: string;
  delivery?: boolean;
  deliveryFee?: string;
  pickup?: boolean;
  whatsapp?: string;
  pixKeyType?: string;
  pixKey?: string;
  published?: boolean;
  productIds: string[];
};

type Product = { id: string; name: string; price: string; unit: string };

/** The shop settings: one plain post that works without JavaScript. */
export function StoreForm({
  defaults,
  errors = {},
  products,
}: {
  defaults: StoreFormValues;
  errors?: Record<string, string>;
  products: Product[];
}) {
  const pending = useNavigation().state === "submitting";
  const shown = new Set(defaults.productIds);
  return (
    <Form method="post" className="space-y-4" noValidate>
      <FormError message={errors[""]} />
      <Field name="name" label="Nome da loja *" error={errors.name}>
        {(props) => <input {...props} type="text" maxLength={STORE_NAME_MAX} defaultValue={defaults.name} autoComplete="organization" />}
      </Field>
      <Field
        name="slug"
        label="Endereço da página *"
        error={errors.slug}
        hint="Fica em /loja/seu-endereco. Letras minúsculas sem acento, números e hífens."
      >
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={SLUG_MAX}
            defaultValue={defaults.slug}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Field name="description" label="Descrição curta" error={errors.description}>
        {(props) => <textarea {...props} rows={2} maxLength={STORE_DESCRIPTION_MAX} defaultValue={defaults.description} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="city" label="Cidade *" error={errors.city} hint="Vai também no código Pix.">
          {(props) => (
            <input {...props} type="text" maxLength={STORE_CITY_MAX} defaultValue={defaults.city} autoComplete="address-level2" />
          )}
        </Field>
        <Field name="hours" label="Horário de atendimento" error={errors.hours} hint="Ex.: seg. a sáb., 9h às 18h">
          {(props) => <input {...props} type="text" maxLength={STORE_HOURS_MAX} defaultValue={defaults.hours} />}
        </Field>
      </div>

      <fieldset
        className="space-y-2 rounded-lg border border-slate-200 p-3"
        aria-describedby={errors.delivery ? "campo-delivery-erro" : undefined}
      >
        <legend className="px-1 text-sm font-medium text-slate-800">Como o cliente recebe *</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="pickup" defaultChecked={defaults.pickup ?? true} className="h-5 w-5" /> Retirada no local
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="delivery" defaultChecked={defaults.delivery ?? false} className="h-5 w-5" /> Entrega
        </label>
        {errors.delivery ? (
          <p id="campo-delivery-erro" className="text-sm font-medium text-red-700">
            {errors.delivery}
          </p>
        ) : null}
        <Field name="deliveryFee" label="Taxa de entrega (R$)" error={errors.deliveryFee} hint="Vazio = entrega grátis.">
          {(props) => <input {...props} type="text" inputMode="decimal" placeholder="0,00" defaultValue={defaults.deliveryFee} />}
        </Field>
      </fieldset>

      <Field
        name="whatsapp"
        label="WhatsApp da loja *"
        error={errors.whatsapp}
        hint="Celular com DDD; o botão da loja abre uma conversa com ele."
      >
        {(props) => <input {...props} type="tel" inputMode="tel" defaultValue={defaults.whatsapp} autoComplete="tel" />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field name="pixKeyType" label="Tipo da chave Pix *" error={errors.pixKeyType}>
          {(props) => (
            <select {...props} defaultValue={defaults.pixKeyType ?? "phone"}>
              {PIX_KEY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PIX_KEY_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="pixKey"
          label="Chave Pix *"
          error={errors.pixKey}
          hint="Cada pedido ganha um código Pix copia e cola com o valor e o número do pedido."
        >
          {(props) => (
            <input {...props} type="text" defaultValue={defaults.pixKey} autoCapitalize="none" autoComplete="off" spellCheck={false} />
          )}
        </Field>
      </div>

      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Produtos que aparecem na loja</legend>
        {products.length === 0 ? (
          <p className="text-sm text-slate-700">
            Você ainda não tem produtos.{" "}
            <a href="/gestao/produtos/novo" className="text-brand-700 underline">
              Cadastre o primeiro
            </a>
            .
          </p>
        ) : (
          products.map((product) => (
            <label key={product.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="productIds" value={product.id} defaultChecked={shown.has(product.id)} className="h-5 w-5" />
              <span>
                {product.name}{" "}
                <span className="text-slate-600">
                  — {product.price} / {product.unit}
                </span>
              </span>
            </label>
          ))
        )}
        {errors.productIds ? <p className="text-sm font-medium text-red-700">{errors.productIds}</p> : null}
      </fieldset>

      <label className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm font-medium">
        <input type="checkbox" name="published" defaultChecked={defaults.published ?? false} className="h-5 w-5" />
        Loja publicada (visível para qualquer pessoa com o link)
      </label>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Salvando…" : "Salvar loja"}
      </button>
    </Form>
  );
}
