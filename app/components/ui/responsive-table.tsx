/**
 * A table of text cells that never runs off a phone (decision 032): from `sm` up a real table; below it each row is a
 * card with the first cell as its title and every other cell beside its column's name, so no column needs a
 * sideways scroll to be read. Only one of the two is displayed (the other is display:none, so screen readers read one).
 */
export function ResponsiveTable({
  header,
  rows,
  className,
}: {
  header: readonly string[];
  rows: readonly (readonly string[])[];
  className?: string;
}) {
  return (
    <div className={className} data-testid="tabela-responsiva">
      <table className="hidden w-full border-collapse text-left text-sm sm:table">
        <thead>
          <tr>
            {header.map((cell, j) => (
              <th key={j} scope="col" className="border-b border-slate-300 py-1 pr-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, j) => (
            <tr key={j} className="border-b border-slate-100">
              {row.map((cell, k) => (
                <td key={k} className={`py-1 pr-3 ${k > 0 ? "tabular-nums" : ""}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 sm:hidden" data-testid="tabela-cartoes">
        {rows.map((row, j) => (
          <li key={j} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <p className="font-semibold text-slate-900">{row[0]}</p>
            {row.length > 1 ? (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                {row.slice(1).map((cell, k) => (
                  <div key={k} className="contents">
                    <dt className="text-slate-600">{header[k + 1] ?? ""}</dt>
                    <dd className="text-right tabular-nums text-slate-900">{cell || "—"}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
