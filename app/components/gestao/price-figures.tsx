/** Profit, margin and markup per way of being paid (already formatted on the server). */
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
            Markup
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
