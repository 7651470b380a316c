import { Form, Link, useNavigation } from "@remix-run/react";
import { PRODUCT_KIND_OPTIONS, PRODUCT_UNITS } from "~/modules/business/form-limits";
import { Field, FormError } from "./form-bits";

export type ProductFormValues = { name?: string; unit?: string; kind?: string; cost?: string; price?: string; stock?: string };

export function ProductForm({
  defaults,
  errors = {},
  submitLabel,
  cancelTo,
}: {
  defaults: ProductFormValues;
  errors?: Record<string, string>;
  submitLabel: string;
  cancelTo: string;
}) {
  const pending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-4" noValidate>
      <FormError message={errors[""]} />
      <Field name="name" label="Nome *" error={errors.name}>
        {(props) => <input {...props} type="text" required maxLength={120} autoComplete="off" defaultValue={defaults.name} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field name="unit" label="Unidade *" error={errors.unit}>
          {(props) => (
            <select {...props} defaultValue={defaults.unit ?? "un"}>
              {PRODUCT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="stock" label="Estoque" error={errors.stock} hint="Vazio = não controlar.">
          {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="off" defaultValue={defaults.stock} />}
        </Field>
      </div>
      <Field name="kind" label="Tipo *" error={errors.kind} hint="Decide em que linha do relatório mensal do MEI a venda entra.">
        {(props) => (
          <select {...props} defaultValue={defaults.kind ?? "revenda"}>
            {PRODUCT_KIND_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field name="cost" label="Custo (R$) *" error={errors.cost}>
          {(props) => (
            <input {...props} type="text" inputMode="decimal" autoComplete="off" placeholder="0,00" defaultValue={defaults.cost} />
          )}
        </Field>
        <Field name="price" label="Preço (R$) *" error={errors.price}>
          {(props) => (
            <input {...props} type="text" inputMode="decimal" autoComplete="off" placeholder="0,00" defaultValue={defaults.price} />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Salvando…" : submitLabel}
        </button>
        <Link to={cancelTo} className="btn-secondary">
          Cancelar
        </Link>
      </div>
    </Form>
  );
}
