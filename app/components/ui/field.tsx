import type { ReactNode } from "react";

export const labelClass = "block text-sm font-medium text-slate-800";

/** What a Field hands its control: the id its label points at and the ARIA that ties it to the hint and the error. */
export type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * The one labelled field of every form: the label points at the control, the first error and the hint
 * sit under it and are tied to it by aria-describedby, and aria-invalid marks a refused value.
 * The control is the caller's (input, select, textarea), so its HTML constraints stay where they are written.
 */
export function Field({
  id,
  label,
  errors,
  hint,
  errorId = `${id}-erro`,
  hintId = `${id}-dica`,
  labelClassName = labelClass,
  className,
  compact,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The server's messages for this field; only the first is shown. */
  errors?: readonly string[];
  hint?: ReactNode;
  errorId?: string;
  hintId?: string;
  labelClassName?: string;
  className?: string;
  /** Smaller hint and error, for the dense grids of the plan's tables. */
  compact?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const error = errors?.[0];
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={hintId} className={compact ? "mt-0.5 text-xs text-slate-600" : "mt-1 text-xs text-slate-600"}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} compact={compact} />
    </div>
  );
}

/**
 * A field's first error on its own, for a control whose label is not a Field's (a table cell labelled by its
 * column); the control points at `id` with aria-describedby.
 */
export function FieldError({ id, errors, compact }: { id: string; errors?: readonly string[]; compact?: boolean }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={compact ? "mt-0.5 text-xs font-medium text-red-700" : "mt-1 text-sm font-medium text-red-700"}>
      {errors[0]}
    </p>
  );
}

/**
 * The form-level errors (a failed save, a missing pair of fields), announced to screen readers; a title in bold when given.
 * `autoFocus` marks a form's error summary: focusable, and focused by the browser when the server's page opens (a post
 * without JavaScript), so the page opens at the summary instead of at its top; with JavaScript, useFocusFirstError
 * (use-focus-first-error.ts) focuses it after a failed post.
 */
export function ErrorList({
  errors,
  title,
  id,
  className,
  autoFocus,
}: {
  errors?: readonly string[];
  title?: string;
  id?: string;
  className?: string;
  autoFocus?: boolean;
}) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 ${autoFocus ? "scroll-mt-24 focus:outline-none focus:ring-2 focus:ring-red-600" : ""} ${className ?? ""}`}
      {...(autoFocus ? { tabIndex: -1, autoFocus: true, "data-error-summary": "" } : {})}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
