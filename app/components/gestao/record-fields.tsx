/**
 * Fields that several gestão forms share because their server rule is the same one: the name,
 * phone, e-mail and notes of client-schema.ts, and an amount in reais as parseBRL reads it.
 */
import { NAME_MAX, NOTES_MAX } from "~/modules/business/form-limits";
import { Field } from "./form-bits";

type FieldProps = { error?: string; defaultValue?: string };

/** The required name of a client, supplier or product (nameField). */
export function NameField({ error, defaultValue }: FieldProps) {
  return (
    <Field name="name" label="Nome *" error={error}>
      {(props) => <input {...props} type="text" required maxLength={NAME_MAX} autoComplete="off" defaultValue={defaultValue} />}
    </Field>
  );
}

/** A Brazilian phone with DDD (phoneField); the label and hint say what the number is for. */
export function PhoneField({ label, hint, error, defaultValue }: FieldProps & { label: string; hint: string }) {
  return (
    <Field name="phone" label={label} error={error} hint={hint}>
      {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="off" defaultValue={defaultValue} />}
    </Field>
  );
}

/** An optional e-mail (emailField). */
export function EmailField({ error, defaultValue }: FieldProps) {
  return (
    <Field name="email" label="E-mail" error={error}>
      {(props) => <input {...props} type="email" inputMode="email" autoComplete="off" defaultValue={defaultValue} />}
    </Field>
  );
}

/** Free notes about a client or supplier. */
export function NotesField({ error, defaultValue }: FieldProps) {
  return (
    <Field name="notes" label="Observações" error={error}>
      {(props) => <textarea {...props} rows={3} maxLength={NOTES_MAX} defaultValue={defaultValue} />}
    </Field>
  );
}

/** An amount in reais typed as "12,50" (parseBRL). */
export function MoneyField({ name, label, error, defaultValue }: FieldProps & { name: string; label: string }) {
  return (
    <Field name={name} label={label} error={error}>
      {(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" placeholder="0,00" defaultValue={defaultValue} />}
    </Field>
  );
}
