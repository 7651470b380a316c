import type { ImportPreview } from "~/modules/spreadsheet/import-preview";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;

/** The preview of an import: what will be created, what is skipped as a duplicate, and what is wrong and why. */
export function ImportPreviewTables({ preview }: { preview: ImportPreview }) {
  const names = preview.kind === "clientes" ? ["cliente", "clientes"] : ["produto", "produtos"];
  return (
    <div className="space-y-5">
      <ul className="card space-y-1 p-4 text-sm" data-testid="resumo-importacao">
        <li>
          <strong className="text-green-800">{plural(preview.createCount, `${names[0]} novo`, `${names[1]} novos`)}</strong> para criar
        </li>
        <li>
          <strong>{plural(preview.duplicateCount, "linha repetida ou já cadastrada", "linhas repetidas ou já cadastradas")}</strong>: serão ignoradas
        </li>
        <li>
          <strong className={preview.invalidCount > 0 ? "text-red-800" : ""}>{plural(preview.invalidCount, "linha com erro", "linhas com erro")}</strong>
          {preview.invalidCount > 0 ? ": não serão importadas; corrija na planilha e envie de novo" : ""}
        </li>
        {preview.ignoredColumns.length > 0 ? (
          <li className="text-slate-700">Colunas não usadas: {preview.ignoredColumns.join(", ")}.</li>
        ) : null}
      </ul>

      {preview.invalid.length > 0 ? (
        <section aria-labelledby="linhas-com-erro">
          <h2 id="linhas-com-erro" className="text-lg font-semibold text-red-900">
            Linhas com erro
          </h2>
          <ul className="mt-2 divide-y divide-red-100 rounded-xl border border-red-200 bg-red-50 text-sm" data-testid="linhas-com-erro">
            {preview.invalid.map((row) => (
              <li key={row.line} className="px-4 py-2">
                <span className="font-semibold text-red-900">
                  Linha {row.line}
                  {row.name ? ` · ${row.name}` : ""}
                </span>
                <span className="block text-red-900">{row.reasons.join(" ")}</span>
              </li>
            ))}
          </ul>
          {preview.invalidCount > preview.invalid.length ? (
            <p className="mt-1 text-sm text-slate-700">E mais {plural(preview.invalidCount - preview.invalid.length, "linha", "linhas")} com erro.</p>
          ) : null}
        </section>
      ) : null}

      {preview.create.length > 0 ? (
        <section aria-labelledby="linhas-novas">
          <h2 id="linhas-novas" className="text-lg font-semibold text-slate-900">
            Serão criados
          </h2>
          <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white" role="region" aria-labelledby="linhas-novas" tabIndex={0}>
            <table className="min-w-full text-left text-sm" data-testid="linhas-novas">
              <thead className="bg-slate-50 text-xs uppercase text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Linha
                  </th>
                  {preview.headers.map((header) => (
                    <th key={header} scope="col" className="px-3 py-2">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.create.map((row) => (
                  <tr key={row.line}>
                    <td className="px-3 py-2 text-slate-600">{row.line}</td>
                    {row.cells.map((cell, i) => (
                      <td key={i} className={`px-3 py-2 ${i === 0 ? "font-semibold text-slate-900" : "whitespace-nowrap text-slate-800"}`}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.createCount > preview.create.length ? (
            <p className="mt-1 text-sm text-slate-700">E mais {plural(preview.createCount - preview.create.length, names[0]!, names[1]!)}.</p>
          ) : null}
        </section>
      ) : null}

      {preview.duplicates.length > 0 ? (
        <section aria-labelledby="linhas-ignoradas">
          <h2 id="linhas-ignoradas" className="text-lg font-semibold text-slate-900">
            Ignoradas (repetidas)
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm" data-testid="linhas-ignoradas">
            {preview.duplicates.map((row) => (
              <li key={row.line} className="px-4 py-2">
                <span className="font-semibold text-slate-900">
                  Linha {row.line} · {row.name}
                </span>{" "}
                <span className="text-slate-700">{row.reason}</span>
              </li>
            ))}
          </ul>
          {preview.duplicateCount > preview.duplicates.length ? (
            <p className="mt-1 text-sm text-slate-700">E mais {plural(preview.duplicateCount - preview.duplicates.length, "linha", "linhas")}.</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
