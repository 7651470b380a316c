import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MonthChart, ProductChart } from "~/components/gestao/sales-charts";
import { loadSalesReport } from "~/models/sales-report.server";
import { parseBrazilianPhone, whatsappLink } from "~/modules/br/phone";
import { monthLabel, parseMonthKey } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { formatIsoDay, formatQuantity, QUANTITY_SCALE } from "~/modules/business/orders";
import { DORMANT_DAYS, parseReportMonths, REPORT_MONTHS, REPORT_RULE } from "~/modules/receivables/sales-report";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "O que vende | Gestão | Empreenda Aí" }];

/** The message a "Chamar no WhatsApp" link opens with. */
function missYouText(name: string) {
  return `Olá, ${name}! Tudo bem? Faz um tempo que você não pede com a gente. Posso te mandar as novidades?`;
}

// Decision 034: the same model as GET /api/sales-report; this loader only formats for the page. A
// refused period (400) is shown by the layout's error boundary, as on every page.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const months = parseReportMonths(new URL(request.url).searchParams.get("meses"));
  if (!months.ok) throw new Response(months.message, { status: 400 });
  const report = await loadSalesReport(user.id, months.months);
  const average = report.averageTicketCents;
  return {
    months: report.months,
    period: `${formatIsoDay(report.from)} a ${formatIsoDay(report.to)}`,
    orders: report.orders,
    revenue: formatBRL(report.revenueCents),
    averageTicket: average === null ? null : formatBRL(average),
    paidOrders: report.paidOrders,
    optimization: report.optimization,
    byMonth: report.byMonth.map((m) => {
      const label = monthLabel(parseMonthKey(m.month)!);
      return { key: m.month, short: label.slice(0, 3), label, orders: m.orders, cents: m.totalCents, total: formatBRL(m.totalCents) };
    }),
    products: report.products.map((p) => ({
      key: p.key,
      label: p.label,
      cents: p.totalCents,
      total: formatBRL(p.totalCents),
      sold: `${formatQuantity(Math.round(p.quantity * QUANTITY_SCALE))} ${p.unit ?? ""}`.trim(),
      orders: p.orders,
      // Lines of a product still on file are grouped by its id; the others by name (no page).
      href: p.key.startsWith("nome:") ? null : `/gestao/produtos/${p.key}`,
    })),
    clients: report.clients.map((c) => ({
      key: c.key,
      label: c.label,
      orders: c.orders,
      total: formatBRL(c.totalCents),
      lastDay: formatIsoDay(c.lastDay),
      href: c.clientId ? `/gestao/clientes/${c.clientId}` : null,
    })),
    dormant: report.dormant.map((c) => {
      const phone = c.phone ? parseBrazilianPhone(c.phone) : null;
      return {
        key: c.key,
        label: c.label,
        lastDay: formatIsoDay(c.lastDay),
        total: formatBRL(c.totalCents),
        orders: c.orders,
        whatsapp: phone?.ok ? whatsappLink(phone, missYouText(c.label)) : null,
        href: c.clientId ? `/gestao/clientes/${c.clientId}` : null,
      };
    }),
  };
}

export default function SalesReportPage() {
  const report = useLoaderData<typeof loader>();
  const { products, clients, dormant, optimization } = report;
  return (
    <section aria-labelledby="relatorio-titulo">
      <h1 id="relatorio-titulo" className="text-2xl font-bold text-slate-900">
        O que vende
      </h1>
      <p className="mt-1 text-sm text-slate-700">Seus pedidos somados por produto, por cliente e por mês: {report.period}.</p>
      <nav aria-label="Período do relatório" className="mt-3">
        <ul className="flex flex-wrap gap-2 text-sm">
          {REPORT_MONTHS.map((m) => (
            <li key={m}>
              <Link
                to={m === 6 ? "/gestao/relatorio" : `/gestao/relatorio?meses=${m}`}
                aria-current={report.months === m ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 ${report.months === m ? "border-slate-800 bg-slate-800 text-white" : "border-slate-300 bg-white text-slate-800"}`}
              >
                Últimos {m} meses
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800" data-testid="regra">
        <strong>Como contamos:</strong> {REPORT_RULE}
      </p>

      <dl className="mt-4 grid gap-2 sm:grid-cols-3">
        {[
          { term: "Vendas", value: String(report.orders), id: "vendas" },
          { term: "Faturamento", value: report.revenue, id: "faturamento" },
          { term: "Ticket médio", value: report.averageTicket ?? "—", id: "ticket-medio" },
        ].map((figure) => (
          <div key={figure.id} className="card flex items-baseline justify-between gap-3 px-4 py-2 sm:block sm:py-3 sm:text-center">
            <dt className="text-sm text-slate-700">{figure.term}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid={figure.id}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-slate-600">Ticket médio: o faturamento dividido pelo número de vendas do período.</p>

      {report.orders === 0 ? (
        <p className="card mt-4 p-4 text-sm text-slate-700">
          Nenhuma venda entregue ou paga neste período. Quando você marcar pedidos como entregues ou pagos, eles aparecem aqui.{" "}
          <Link to="/gestao/pedidos" className="font-semibold text-brand-700 underline">
            Ver pedidos
          </Link>
        </p>
      ) : null}

      {report.orders > 0 ? (
        <>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Faturamento por mês</h2>
          <MonthChart months={report.byMonth} title={`Faturamento dos últimos ${report.months} meses`} />
        </>
      ) : null}

      {products.length > 0 ? (
        <>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Mais vendidos</h2>
          <p className="text-sm text-slate-700">
            Em primeiro, o que mais faturou: <strong data-testid="mais-vendido">{products[0]?.label}</strong>.
          </p>
          <ProductChart products={products} title="Os produtos que mais faturaram no período" />
        </>
      ) : null}

      {clients.length > 0 ? (
        <>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Clientes que mais compraram</h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
            {clients.map((c) => (
              <li key={c.key} className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-2">
                <span className="font-semibold text-slate-900">
                  {c.href ? (
                    <Link to={c.href} className="underline">
                      {c.label}
                    </Link>
                  ) : (
                    c.label
                  )}
                </span>
                <span className="font-semibold text-slate-900">{c.total}</span>
                <span className="w-full text-slate-700">
                  {c.orders} {c.orders === 1 ? "compra" : "compras"} · última em {c.lastDay}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">Pedidos sem cliente não entram nesta lista.</p>
        </>
      ) : null}

      <h2 className="mt-6 text-lg font-semibold text-slate-900">Sem comprar há mais de {DORMANT_DAYS} dias</h2>
      {dormant.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {clients.length > 0
            ? `Ninguém: todos os clientes com compras anotadas compraram nos últimos ${DORMANT_DAYS} dias.`
            : `Quando um cliente passar mais de ${DORMANT_DAYS} dias sem comprar, ele aparece aqui, com um atalho para chamá-lo no WhatsApp.`}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">Vender de novo para quem já comprou custa menos. Mande um oi:</p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm" data-testid="sem-comprar">
            {dormant.map((c) => (
              <li key={c.key} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <span>
                  <span className="block font-semibold text-slate-900">{c.label}</span>
                  <span className="text-slate-700">
                    Última compra em {c.lastDay} · {c.total} em {c.orders} {c.orders === 1 ? "compra" : "compras"}
                  </span>
                </span>
                {c.whatsapp ? (
                  <a href={c.whatsapp} className="btn-secondary text-sm" rel="noopener noreferrer" target="_blank">
                    Chamar no WhatsApp
                  </a>
                ) : c.href ? (
                  <Link to={c.href} className="text-sm font-semibold text-brand-700 underline">
                    Anotar o WhatsApp
                  </Link>
                ) : (
                  <span className="text-xs text-slate-600">Sem WhatsApp anotado</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <p className="mt-6 text-sm text-slate-700" data-testid="otimizacao">
        {optimization.reached
          ? `Com ${report.paidOrders} vendas pagas, o passo “Otimizar Vendas” da sua jornada está concluído.`
          : `Vendas pagas até agora: ${report.paidOrders}. Com ${optimization.goal}, abrir este relatório conclui o passo “Otimizar Vendas” da sua jornada.`}
      </p>
    </section>
  );
}
