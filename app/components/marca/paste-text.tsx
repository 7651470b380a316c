import { CopyButton } from "./copy-button";

/** A text to paste elsewhere: selectable in its box without JavaScript, with "Copiar texto" with it. */
export function PasteText({ id, label, text, rows = 3 }: { id: string; label: string; text: string; rows?: number }) {
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <textarea id={id} readOnly rows={rows} defaultValue={text} className="field-input mt-1 text-sm" />
      <div className="mt-1">
        <CopyButton text={text} />
      </div>
    </div>
  );
}
