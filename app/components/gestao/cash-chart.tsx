/**
 * Entradas and saídas per month as an SVG bar chart, drawn from numbers the server computed (no
 * chart library). The figures are also in a table for screen readers and for reading exactly.
 */
export type ChartMonth = { label: string; inCents: number; outCents: number; inText: string; outText: string };

export function CashChart({ months, title }: { months: ChartMonth[]; title: string }) {
  const width = 320;
  const height = 150;
  const top = 10;
  const bottom = 24;
  const max = Math.max(1, ...months.flatMap((m) => [m.inCents, m.outCents]));
  const slot = width / Math.max(1, months.length);
  const bar = Math.min(18, slot / 3);
  const scale = (cents: number) => ((height - top - bottom) * cents) / max;
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="grafico-titulo" className="h-auto w-full">
        <title id="grafico-titulo">{title}</title>
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} stroke="#cbd5e1" />
        {months.map((m, i) => {
          const x = i * slot + slot / 2;
          const hIn = scale(m.inCents);
          const hOut = scale(m.outCents);
          return (
            <g key={m.label}>
              <rect x={x - bar - 1} y={height - bottom - hIn} width={bar} height={hIn} fill="#15803d" />
              <rect x={x + 1} y={height - bottom - hOut} width={bar} height={hOut} fill="#b91c1c" />
              <text x={x} y={height - 8} textAnchor="middle" fontSize="11" fill="#334155">
                {m.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex gap-4 text-xs text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2.5 w-2.5 bg-green-700" />
          Entradas
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2.5 w-2.5 bg-red-700" />
          Saídas
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Mês</th>
            <th scope="col">Entradas</th>
            <th scope="col">Saídas</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.label}>
              <th scope="row">{m.label}</th>
              <td>{m.inText}</td>
              <td>{m.outText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
