import { Link } from "@remix-run/react";

type Download = { label: string; query: string };

/**
 * Download links for a list (plain anchors: the files come from a resource route, a full request
 * even with JavaScript) and, for clients and products, the way to import a spreadsheet.
 */
export function SpreadsheetLinks({ downloads, importKind }: { downloads: Download[]; importKind?: "clientes" | "produtos" }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="planilhas">
      {downloads.map((download) => (
        <span key={download.query} className="inline-flex flex-wrap items-center gap-x-2">
          <span className="text-slate-700">{download.label}:</span>
          <a href={`/gestao/exportar?${download.query}&formato=xlsx`} download className="font-semibold text-brand-700 underline">
            Excel (.xlsx)
          </a>
          <a href={`/gestao/exportar?${download.query}&formato=csv`} download className="font-semibold text-brand-700 underline">
            CSV
          </a>
        </span>
      ))}
      {importKind ? (
        <Link to={`/gestao/importar?tipo=${importKind}`} className="font-semibold text-brand-700 underline">
          Importar planilha
        </Link>
      ) : null}
    </div>
  );
}
