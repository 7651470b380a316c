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
        {preview.duplicateCount > 0 ? (
          <li>
            <strong>{plural(preview.duplicateCount, "linha repetida ou já cadastrada", "linhas repetidas ou já cadastradas")}</strong>:
            serão ignoradas
          </li>
        ) : null}
        {preview.invalidCount > 0 ? (
          <li>
            <strong className="text-red-800">{plural(preview.invalidCount, "linha com erro", "linhas com erro")}</strong>: não serão
            importadas; corrija na planilha e envie de novo
          </li>
        ) : (
          <li>Nenhuma linha com erro.</li>
        )}
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
            <p className="mt-1 text-sm text-slate-700">
              E mais {plural(preview.invalidCount - preview.invalid.length, "linha", "linhas")} com erro.
            </p>
          ) : null}
        </section>
      ) : null}

      {preview.create.length > 0 ? (
        <section aria-labelledby="linhas-novas">
          <h2 id="linhas-novas" className="text-lg font-semibold text-slate-900">
            Serão criados
          </h2>
          {/* A list rather than a table: every value stays readable on a 360 px phone. */}
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm" data-testid="linhas-novas">
            {preview.create.map((row) => (
              <li key={row.line} className="px-4 py-2">
                <span className="font-semibold text-slate-900">
                  <span className="font-normal text-slate-600">Linha {row.line} · </span>
                  {row.cells[0]}
                </span>
                <span className="block text-slate-800">
                  {row.cells.slice(1).map((cell, i) => (
                    <span key={i} className="mr-3 inline-block">
                      <span className="text-slate-600">{preview.headers[i + 1]}:</span> {cell}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
          {preview.createCount > preview.create.length ? (
            <p className="mt-1 text-sm text-slate-700">
              E mais {plural(preview.createCount - preview.create.length, names[0]!, names[1]!)}.
            </p>
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
            <p className="mt-1 text-sm text-slate-700">
              E mais {plural(preview.duplicateCount - preview.duplicates.length, "linha", "linhas")}.
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
