import { Form, Link, useNavigation } from "@remix-run/react";
import { CLIENT_NAME_MAX, CLIENT_NOTES_MAX } from "~/modules/business/form-limits";
import { Field, FormError } from "./form-bits";

export type ClientFormValues = { name?: string; phone?: string; email?: string; notes?: string; tags?: string };

export function ClientForm({
  defaults,
  errors = {},
  submitLabel,
  cancelTo,
}: {
  defaults: ClientFormValues;
  errors?: Record<string, string>;
  submitLabel: string;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <Form method="post" className="space-y-4" noValidate>
      <FormError message={errors[""]} />
      <Field name="name" label="Nome *" error={errors.name}>
        {(props) => <input {...props} type="text" required maxLength={CLIENT_NAME_MAX} autoComplete="off" defaultValue={defaults.name} />}
      </Field>
      <Field name="phone" label="WhatsApp" error={errors.phone} hint="Com DDD, por exemplo (11) 98765-4321.">
        {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="off" defaultValue={defaults.phone} />}
      </Field>
      <Field name="email" label="E-mail" error={errors.email}>
        {(props) => <input {...props} type="email" inputMode="email" autoComplete="off" defaultValue={defaults.email} />}
      </Field>
      <Field name="tags" label="Etiquetas" error={errors.tags} hint="Separe por vírgulas, por exemplo: vip, encomenda, bairro.">
        {(props) => <input {...props} type="text" autoComplete="off" defaultValue={defaults.tags} />}
      </Field>
      <Field name="notes" label="Observações" error={errors.notes}>
        {(props) => <textarea {...props} rows={3} maxLength={CLIENT_NOTES_MAX} defaultValue={defaults.notes} />}
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
