import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export const labelClass = "block text-sm font-medium text-slate-800";

/** A labelled input with its error linked by aria-describedby (the one Field of the gestão forms). */
export function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string }) => ReactNode;
}) {
  const id = `campo-${name}`;
  const describedBy = [error ? `${id}-erro` : null, hint ? `${id}-dica` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: "field-input mt-1" })}
      {hint ? (
        <p id={`${id}-dica`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erro`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level error (e.g. a failed save), announced to screen readers. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  );
}

/** Save and cancel, the last row of every gestão form; the save button says so while the form is being sent. */
export function FormActions({
  submitLabel,
  cancelTo,
  pending,
  intent,
}: {
  submitLabel: string;
  cancelTo: string;
  pending: boolean;
  /** Sent as "intent" when the form has other submit buttons (the order form's item rows). */
  intent?: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name={intent ? "intent" : undefined} value={intent} className="btn-primary" disabled={pending}>
        {pending ? "Salvando…" : submitLabel}
      </button>
      <Link to={cancelTo} className="btn-secondary">
        Cancelar
      </Link>
    </div>
  );
}

/** What the page gives a record's form: the values to show, the action's messages, the save label and where Cancel goes. */
export type RecordFormProps<Values> = {
  defaults: Values;
  errors?: Record<string, string>;
  submitLabel: string;
  cancelTo: string;
};

/**
 * The frame of a one-record form (client, supplier, product, cash entry): a plain post that works
 * without JavaScript, the form-level error first (errors[""]), the fields, then save and cancel.
 */
export function RecordForm({
  errors = {},
  submitLabel,
  cancelTo,
  children,
}: Omit<RecordFormProps<unknown>, "defaults"> & { children: ReactNode }) {
  const pending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-4" noValidate>
      <FormError message={errors[""]} />
      {children}
      <FormActions submitLabel={submitLabel} cancelTo={cancelTo} pending={pending} />
    </Form>
  );
}

/** The <option>s of a select whose choices are value/label pairs. */
export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
