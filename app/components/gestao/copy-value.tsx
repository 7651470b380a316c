import { useEffect, useState } from "react";

/**
 * A figure to copy into a government form: selectable text always (no JavaScript: press and hold
 * to copy), and a "Copiar" button that uses the clipboard once the page has JavaScript.
 */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 py-2">
      <dt className="text-sm text-slate-800">{label}</dt>
      <dd className="flex items-center gap-2">
        <output className="select-all rounded bg-slate-100 px-2 py-1 font-mono text-base font-semibold text-slate-900" data-testid={testId}>
          {value}
        </output>
        {canCopy ? (
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-sm"
            onClick={() =>
              void navigator.clipboard.writeText(value).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
            aria-label={`Copiar ${label}`}
          >
            {copied ? "Copiado" : "Copiar"}
          </button>
        ) : null}
      </dd>
    </div>
  );
}
