import { useState } from "react";
import { useHydrated } from "~/utils/hydration";

/** "Copiar texto": only with JavaScript (without it the text stays selectable in its box). */
export function CopyButton({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="btn-secondary px-3 py-2"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      <span aria-live="polite">{copied ? "Copiado!" : "Copiar texto"}</span>
    </button>
  );
}
