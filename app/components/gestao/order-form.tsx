import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, useState } from "react";
import {
  INITIAL_STATUSES,
  MONEY_INPUT_MAX_LENGTH,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  QUANTITY_INPUT_MAX_LENGTH,
} from "~/modules/business/orders";
import { useHydrated } from "~/utils/hydration";
import { FieldError } from "~/components/ui/field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { ORDER_FRACTIONS_HINT } from "~/modules/business/quantity-rule";
import { CHECK_FIELDS, Field, FormActions, FormError, labelClass } from "./form-bits";

export type OrderFormDefaults = {
  clientId?: string;
  items?: { productId: string; quantity: string }[];
  discount?: string;
  discountKind?: string;
  delivery?: string;
  paymentMethod?: string;
  dueDate?: string;
  test?: string;
  notes?: string;
  internalNotes?: string;
  status?: string;
};

export type ProductChoice = { id: string; label: string };
export type ClientChoice = { id: string; name: string };

type Row = { key: number; productId: string; quantity: string };

/**
 * The order form. Item rows are added and removed by submit buttons (intent add-item /
 * remove-N), so it works without JavaScript; with it, the same buttons change the rows at once
 * without a round trip. Enter in a field saves (the first submit button is a hidden "save").
 */
export function OrderForm({
  defaults,
  errors,
  products,
  clients,
  version,
  isNew,
  submitLabel,
  cancelTo,
}: {
  defaults: OrderFormDefaults;
  errors?: Record<string, string>;
  products: ProductChoice[];
  clients: ClientChoice[];
  version?: number;
  isNew: boolean;
  submitLabel: string;
  cancelTo: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const initialRows = defaults.items?.length ? defaults.items : [{ productId: "", quantity: "1" }];
  const [rows, setRows] = useState<Row[]>(() => initialRows.map((row, key) => ({ key, ...row })));
  const [nextKey, setNextKey] = useState(initialRows.length);
  // After a round trip (no JavaScript, or a server error) the rows come from the answer.
  const [seen, setSeen] = useState(defaults.items);
  if (seen !== defaults.items) {
    setSeen(defaults.items);
    setRows(initialRows.map((row, key) => ({ key: nextKey + key, ...row })));
    setNextKey(nextKey + initialRows.length);
  }
  const e = errors ?? {};
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form);

  return (
    <Form method="post" ref={form} className="space-y-4" noValidate>
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <FormError message={e[""] ?? e.version ?? (Object.keys(e).length ? CHECK_FIELDS : undefined)} />
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <Field name="clientId" label="Cliente (opcional)" error={e.clientId}>
        {(props) => (
          <select {...props} defaultValue={defaults.clientId ?? ""}>
            <option value="">Sem cliente (venda de balcão)</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </select>
        )}
      </Field>

      <fieldset className="rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">Itens</legend>
        {products.length === 0 ? (
          <p className="text-sm text-slate-700">
            Cadastre antes o que você vende em{" "}
            <Link to="/gestao/produtos/novo" className="font-semibold text-brand-700 underline">
              Produtos
            </Link>
            .
          </p>
        ) : null}
        {e.items ? (
          <p id="itens-erro" className="mb-2 text-sm font-medium text-red-700" role="alert">
            {e.items}
          </p>
        ) : null}
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li key={row.key} className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1 basis-48">
                <label htmlFor={`produto-${row.key}`} className={labelClass}>
                  Produto {index + 1}
                </label>
                <select
                  id={`produto-${row.key}`}
                  name="productId"
                  defaultValue={row.productId}
                  className="field-input mt-1"
                  aria-describedby={e.items ? "itens-erro" : undefined}
                >
                  <option value="">Escolha…</option>
                  {products.map((product) => (
                    <option key={product.id} value={product.id}>
                      {product.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="w-24">
                <label htmlFor={`quantidade-${row.key}`} className={labelClass}>
                  Quantidade
                </label>
                <input
                  id={`quantidade-${row.key}`}
                  name="quantity"
                  inputMode="decimal"
                  maxLength={QUANTITY_INPUT_MAX_LENGTH}
                  defaultValue={row.quantity}
                  className="field-input mt-1"
                />
              </div>
              <button
                type="submit"
                name="intent"
                value={`remove-${index}`}
                className="btn-secondary"
                aria-label={`Tirar o item ${index + 1}`}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setRows((current) => current.filter((r) => r.key !== row.key));
                }}
              >
                Tirar
              </button>
            </li>
          ))}
        </ol>
        <button
          type="submit"
          name="intent"
          value="add-item"
          className="btn-secondary mt-3"
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setRows((current) => [...current, { key: nextKey, productId: "", quantity: "1" }]);
            setNextKey(nextKey + 1);
          }}
        >
          + Adicionar item
        </button>
        <p className="mt-2 text-xs text-slate-600">
          {isNew
            ? "O preço de cada item é o do cadastro do produto hoje; mudar o preço depois não altera este pedido."
            : "Os itens que já estavam no pedido mantêm o preço combinado; itens novos entram com o preço de hoje."}{" "}
          {ORDER_FRACTIONS_HINT} Até 100.000 unidades por item, 50 itens e R$ 100 milhões por pedido.
        </p>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Field name="discount" label="Desconto (opcional)" error={e.discount}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                maxLength={MONEY_INPUT_MAX_LENGTH}
                defaultValue={defaults.discount ?? ""}
                placeholder="0,00"
              />
            )}
          </Field>
          <fieldset className="mt-2 flex gap-4 text-sm">
            <legend className="sr-only">O desconto é em</legend>
            {(["valor", "percentual"] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-1">
                <input type="radio" name="discountKind" value={kind} defaultChecked={(defaults.discountKind ?? "valor") === kind} />
                {kind === "valor" ? "em R$" : "em %"}
              </label>
            ))}
          </fieldset>
        </div>
        <Field name="delivery" label="Taxa de entrega (opcional)" error={e.delivery}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              maxLength={MONEY_INPUT_MAX_LENGTH}
              defaultValue={defaults.delivery ?? ""}
              placeholder="0,00"
            />
          )}
        </Field>
      </div>

      <fieldset aria-describedby={e.paymentMethod ? "pagamento-erro" : undefined}>
        <legend className={labelClass}>Forma de pagamento</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-1">
              <input type="radio" name="paymentMethod" value={method} defaultChecked={(defaults.paymentMethod ?? "pix") === method} />
              {PAYMENT_METHOD_LABELS[method]}
            </label>
          ))}
        </div>
        <FieldError id="pagamento-erro" errors={e.paymentMethod ? [e.paymentMethod] : undefined} />
      </fieldset>
      <Field name="dueDate" label="Vencimento do fiado" error={e.dueDate} hint="Só para fiado: o dia em que o cliente combinou pagar.">
        {(props) => <input {...props} type="date" defaultValue={defaults.dueDate ?? ""} />}
      </Field>

      {isNew ? (
        <Field name="status" label="Situação" error={e.status}>
          {(props) => (
            <select {...props} defaultValue={defaults.status ?? "orcamento"}>
              {INITIAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === "pago" ? "Pago (já recebi)" : ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}

      <Field name="notes" label="Observações (opcional)" hint="Aparecem no recibo e na mensagem para o cliente." error={e.notes}>
        {(props) => <textarea {...props} rows={2} defaultValue={defaults.notes ?? ""} />}
      </Field>
      <Field
        name="internalNotes"
        label="Observações internas (opcional)"
        hint="Só você vê: não vão para o recibo, a loja nem o WhatsApp."
        error={e.internalNotes}
      >
        {(props) => <textarea {...props} rows={2} defaultValue={defaults.internalNotes ?? ""} />}
      </Field>

      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="test" value="sim" defaultChecked={defaults.test === "sim"} className="mt-1" />
        <span>
          <span className="font-medium">Pedido de teste</span> — para treinar o atendimento. Não mexe no estoque nem no caixa.
        </span>
      </label>

      <FormActions submitLabel={submitLabel} cancelTo={cancelTo} pending={saving} intent="save" />
    </Form>
  );
}
