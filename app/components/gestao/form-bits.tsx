import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { ErrorList, Field as UiField, labelClass } from "~/components/ui/field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";

export { labelClass };

/**
 * The ui Field under the gestão forms' names: the control's id is campo-<name>, its error campo-<name>-erro and
 * its hint campo-<name>-dica, and the control gets its name and the field-input style.
 */
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
  return (
    <UiField id={`campo-${name}`} label={label} errors={error ? [error] : undefined} hint={hint}>
      {(control) => children({ ...control, name, className: "field-input mt-1" })}
    </UiField>
  );
}

/** Said at the top of a form whose fields were refused, when the server gave no other form-level message. */
export const CHECK_FIELDS = "Confira os campos marcados: nada foi salvo ainda.";

/** The form-level error (e.g. a failed save), announced to screen readers; the page opens at it (ErrorList autoFocus). */
export function FormError({ message }: { message?: string }) {
  return <ErrorList errors={message ? [message] : undefined} autoFocus />;
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
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form);
  const refused = Object.keys(errors).some((field) => field !== "");
  return (
    <Form method="post" ref={form} className="space-y-4" noValidate>
      <FormError message={errors[""] ?? (refused ? CHECK_FIELDS : undefined)} />
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
