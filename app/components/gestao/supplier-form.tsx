import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, FormError } from "./form-bits";

export type SupplierFormValues = { name?: string; document?: string; phone?: string; email?: string; supplies?: string; notes?: string };

export function SupplierForm({
  defaults,
  errors = {},
  submitLabel,
  cancelTo,
}: {
  defaults: SupplierFormValues;
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
      <Field name="document" label="CPF ou CNPJ" error={errors.document} hint="Conferimos os dígitos verificadores.">
        {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="off" defaultValue={defaults.document} />}
      </Field>
      <Field name="supplies" label="O que fornece" error={errors.supplies} hint="Por exemplo: farinha, embalagens, tecido.">
        {(props) => <input {...props} type="text" maxLength={300} autoComplete="off" defaultValue={defaults.supplies} />}
      </Field>
      <Field name="phone" label="Telefone / WhatsApp" error={errors.phone} hint="Com DDD.">
        {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="off" defaultValue={defaults.phone} />}
      </Field>
      <Field name="email" label="E-mail" error={errors.email}>
        {(props) => <input {...props} type="email" inputMode="email" autoComplete="off" defaultValue={defaults.email} />}
      </Field>
      <Field name="notes" label="Observações" error={errors.notes}>
        {(props) => <textarea {...props} rows={3} maxLength={2000} defaultValue={defaults.notes} />}
      </Field>
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
