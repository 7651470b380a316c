import { PRODUCT_KIND_OPTIONS, PRODUCT_UNITS } from "~/modules/business/form-limits";
import { STOCK_HINT } from "~/modules/business/quantity-rule";
import { Field, Options, RecordForm, type RecordFormProps } from "./form-bits";
import { MoneyField, NameField } from "./record-fields";

export type ProductFormValues = { name?: string; unit?: string; kind?: string; cost?: string; price?: string; stock?: string };

/** `version`: on the edit page, the version the product was read at (a stale save is a conflict). */
export function ProductForm({ defaults, errors = {}, version, ...actions }: RecordFormProps<ProductFormValues> & { version?: number }) {
  return (
    <RecordForm errors={errors} {...actions}>
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <NameField error={errors.name} defaultValue={defaults.name} />
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
        <Field name="stock" label="Estoque" error={errors.stock} hint={STOCK_HINT}>
          {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="off" defaultValue={defaults.stock} />}
        </Field>
      </div>
      <Field name="kind" label="Tipo *" error={errors.kind} hint="Decide em que linha do relatório mensal do MEI a venda entra.">
        {(props) => (
          <select {...props} defaultValue={defaults.kind ?? "revenda"}>
            <Options options={PRODUCT_KIND_OPTIONS} />
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <MoneyField name="cost" label="Custo (R$) *" error={errors.cost} defaultValue={defaults.cost} />
        <MoneyField name="price" label="Preço (R$) *" error={errors.price} defaultValue={defaults.price} />
      </div>
    </RecordForm>
  );
}
