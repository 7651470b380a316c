import { useHydrated } from "~/utils/hydration";

/** 'Imprimir' once JavaScript runs; before that (or without it) the browser's own menu prints the page. */
export function PrintButton({ label = "Imprimir relatório" }: { label?: string }) {
  const hydrated = useHydrated();
  if (!hydrated)
    return <p className="text-sm text-slate-700 print:hidden">Para imprimir ou salvar em PDF, use “Imprimir” no menu do navegador.</p>;
  return (
    <button type="button" className="btn-secondary print:hidden" onClick={() => window.print()}>
      {label}
    </button>
  );
}
