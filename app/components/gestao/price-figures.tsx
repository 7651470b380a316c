/** Profit, margin and markup ("sobre o custo") per way of being paid (already formatted on the server). */
export type FigureRow = { label: string; profit: string; margin: string; markup: string; negative: boolean };

export function PriceFiguresTable({ rows, caption }: { rows: FigureRow[]; caption: string }) {
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm text-slate-700">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-1 pr-2 font-medium">
            Pagamento
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Lucro
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Margem
          </th>
          <th scope="col" className="py-1 font-medium">
            Sobre o custo
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={`border-b border-slate-100 ${row.negative ? "text-red-800" : "text-slate-900"}`}>
            <th scope="row" className="py-1.5 pr-2 font-medium">
              {row.label}
            </th>
            <td className="py-1.5 pr-2">{row.profit}</td>
            <td className="py-1.5 pr-2">{row.margin}</td>
            <td className="py-1.5">{row.markup}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the two percentages mean, in words a first-time seller uses (no "markup"). */
export function PriceFiguresNote() {
  return (
    <p className="mt-2 text-xs text-slate-600" data-testid="explica-margem">
      Margem: quanto de cada real do preço fica de lucro. Sobre o custo: quanto o lucro representa do que você gastou para fazer o produto
      (o que alguns chamam de markup).
    </p>
  );
}
