/**
 * The sales report's charts (decision 034), drawn on the server as SVG from the pure layouts in
 * app/modules/receivables/bar-chart.ts: no chart library and no JavaScript. Each chart is an
 * <svg role="img"> with <title> and <desc>; the same figures sit in a visible table under it.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { barChartLayout, rowBarLayout } from "~/modules/receivables/bar-chart";

export type MonthBar = { key: string; short: string; label: string; orders: number; cents: number; total: string };

export function MonthChart({ months, title }: { months: MonthBar[]; title: string }) {
  const chart = barChartLayout(
    months.map((m) => ({ label: m.short, value: m.cents })),
    { width: 320, height: 150, gap: months.length > 6 ? 4 : 8, labelSpace: 20 },
  );
  const best = months.reduce<MonthBar | null>((top, m) => (m.cents > (top?.cents ?? 0) ? m : top), null);
  const desc = best
    ? `Barras do faturamento de cada mês; o maior foi ${best.label}, com ${best.total}. Os valores estão na tabela abaixo.`
    : "Nenhuma venda no período: todas as barras estão zeradas.";
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby="meses-titulo meses-desc"
        className="h-auto w-full max-w-md"
        data-testid="grafico-meses"
      >
        <title id="meses-titulo">{title}</title>
        <desc id="meses-desc">{desc}</desc>
        <line x1="0" x2={chart.width} y1={chart.height - 20} y2={chart.height - 20} stroke="#cbd5e1" />
        {chart.bars.map((bar) => (
          <g key={`${bar.label}-${bar.x}`}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="#15803d" />
            <text x={bar.x + bar.width / 2} y={chart.height - 6} textAnchor="middle" fontSize={months.length > 6 ? 9 : 11} fill="#334155">
              {bar.label}
            </text>
          </g>
        ))}
      </svg>
      <FiguresTable
        caption={title}
        columns={["Mês", "Pedidos", "Faturamento"]}
        rows={months.map((m) => ({ key: m.key, head: m.label, cells: [m.orders, m.total] }))}
      />
    </figure>
  );
}

export type ProductBar = { key: string; label: string; cents: number; total: string; sold: string; orders: number; href: string | null };

/** The best sellers as rows: name and total on one line, the bar under them. */
export function ProductChart({ products, title }: { products: ProductBar[]; title: string }) {
  const top = products.slice(0, 5);
  const chart = rowBarLayout(
    top.map((p) => ({ label: p.label, value: p.cents })),
    { width: 320, rowHeight: 36, barHeight: 12 },
  );
  const first = top[0];
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby="produtos-titulo produtos-desc"
        className="h-auto w-full max-w-md"
        data-testid="grafico-produtos"
      >
        <title id="produtos-titulo">{title}</title>
        <desc id="produtos-desc">
          {first
            ? `Barras do faturamento por produto; o mais vendido é ${first.label}, com ${first.total}.`
            : "Nenhum produto vendido no período."}
        </desc>
        {chart.rows.map((row, index) => (
          <g key={top[index]?.key ?? index}>
            <text x="0" y={row.labelY} fontSize="12" fill="#0f172a">
              {row.label.length > 30 ? `${row.label.slice(0, 29)}…` : row.label}
            </text>
            <text x={chart.width} y={row.labelY} fontSize="12" fill="#334155" textAnchor="end">
              {top[index]?.total}
            </text>
            <rect x="0" y={row.y} width={chart.width} height={row.height} fill="#e2e8f0" />
            <rect x="0" y={row.y} width={row.width} height={row.height} fill="#1d4ed8" />
          </g>
        ))}
      </svg>
      <FiguresTable
        caption="Produtos mais vendidos no período"
        columns={["Produto", "Vendido", "Faturamento"]}
        rows={products.map((p) => ({
          key: p.key,
          head: (
            <>
              {p.href ? (
                <Link to={p.href} className="underline">
                  {p.label}
                </Link>
              ) : (
                p.label
              )}
              <span className="block text-xs text-slate-600">
                em {p.orders} {p.orders === 1 ? "pedido" : "pedidos"}
              </span>
            </>
          ),
          cells: [p.sold, p.total],
        }))}
      />
    </figure>
  );
}

type FiguresRow = { key: string; head: ReactNode; cells: ReactNode[] };

/** The visible table under a chart: the row's name first, its figures right-aligned. */
function FiguresTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: FiguresRow[] }) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-slate-700">
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={`py-1 font-semibold ${index > 0 ? "text-right" : ""}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-1 pr-2 font-normal">
              {row.head}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="py-1 text-right align-top">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
