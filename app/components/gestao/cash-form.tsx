import { CASH_IN_CATEGORIES, CASH_OUT_CATEGORIES, REVENUE_KIND_OPTIONS } from "~/modules/business/cash-categories";
import { Field, labelClass, Options, RecordForm, type RecordFormProps } from "./form-bits";
import { MoneyField } from "./record-fields";

export type CashFormValues = {
  occurredOn?: string;
  direction?: string;
  category?: string;
  description?: string;
  amount?: string;
  revenueKind?: string;
  withInvoice?: string;
};

/** One form for both directions: the category list groups entradas and saídas (works without JS). */
export function CashForm({ defaults, errors = {}, ...actions }: RecordFormProps<CashFormValues>) {
  return (
    <RecordForm errors={errors} {...actions}>
      <fieldset>
        <legend className={labelClass}>Tipo *</legend>
        <div className="mt-1 flex gap-4">
          {[
            ["in", "Entrada"],
            ["out", "Saída"],
          ].map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-base">
              <input
                type="radio"
                name="direction"
                value={value}
                defaultChecked={(defaults.direction ?? "in") === value}
                className="h-5 w-5"
              />
              {label}
            </label>
          ))}
        </div>
        {errors.direction ? <p className="mt-1 text-sm font-medium text-red-700">{errors.direction}</p> : null}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <MoneyField name="amount" label="Valor (R$) *" error={errors.amount} defaultValue={defaults.amount} />
        <Field name="occurredOn" label="Data *" error={errors.occurredOn}>
          {(props) => <input {...props} type="date" defaultValue={defaults.occurredOn} />}
        </Field>
      </div>
      <Field
        name="category"
        label="Categoria *"
        error={errors.category}
        hint="Escolha uma entrada se marcou Entrada, e uma saída se marcou Saída."
      >
        {(props) => (
          <select {...props} defaultValue={defaults.category ?? "venda"}>
            <optgroup label="Entradas">
              <Options options={CASH_IN_CATEGORIES} />
            </optgroup>
            <optgroup label="Saídas">
              <Options options={CASH_OUT_CATEGORIES} />
            </optgroup>
          </select>
        )}
      </Field>
      <Field name="description" label="Descrição" error={errors.description}>
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={200}
            autoComplete="off"
            placeholder="Ex.: 10 bolos de pote para a Dona Cida"
            defaultValue={defaults.description}
          />
        )}
      </Field>
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Só para vendas (relatório mensal do MEI)</legend>
        <Field name="revenueKind" label="O que foi vendido" error={errors.revenueKind}>
          {(props) => (
            <select {...props} defaultValue={defaults.revenueKind ?? "revenda"}>
              <Options options={REVENUE_KIND_OPTIONS} />
            </select>
          )}
        </Field>
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="withInvoice" value="sim" defaultChecked={defaults.withInvoice === "sim"} className="h-5 w-5" />
          Emiti nota fiscal nesta venda
        </label>
      </fieldset>
    </RecordForm>
  );
}
