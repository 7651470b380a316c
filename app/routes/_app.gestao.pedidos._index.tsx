import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { SpreadsheetLinks } from "~/components/gestao/spreadsheet-links";
import { StatusBadge } from "~/components/gestao/order-bits";
import { Pager } from "~/components/gestao/record-list";
import { ShopBadge } from "~/components/store/shop-badge";
import { listOrders } from "~/models/business-order-lists.server";
import { shopOrderIds } from "~/models/store-orders.server";
import { localIsoDate } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import {
  formatIsoDay,
  isOverdue,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
} from "~/modules/business/orders";
import { listRequest, pageInfo } from "~/modules/business/pagination";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Pedidos | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const list = listRequest(params);
  const statusParam = params.get("situacao") ?? "";
  const status = (ORDER_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as OrderStatus) : null;
  const page = await listOrders(user.id, { ...list, status });
  const fromShop = await shopOrderIds(
    user.id,
    page.items.map((order) => order.id),
  );
  const today = localIsoDate(new Date());
  return {
    q: list.q,
    status,
    ...pageInfo(page),
    orders: page.items.map((order) => ({
      id: order.id,
      number: order.number,
      clientName: order.clientName,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status],
      test: order.test,
      fromShop: fromShop.has(order.id),
      total: formatBRL(order.totalCents),
      payment: PAYMENT_METHOD_LABELS[order.paymentMethod].replace(/ \(.*\)$/, ""),
      day: formatIsoDay(localIsoDate(order.createdAt)),
      dueDate:
        order.paymentMethod === "fiado" && order.dueDate && order.status !== "pago" && order.status !== "cancelado"
          ? formatIsoDay(order.dueDate)
          : null,
      overdue: isOverdue(order, today),
    })),
  };
}

export default function OrderList() {
  const { q, status, orders, total, page, pages } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/gestao/pedidos";
  const link = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { situacao: status } : {}) });
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const text = params.toString();
    return text ? `?${text}` : "/gestao/pedidos";
  };
  return (
    <section aria-labelledby="lista-titulo">
      <div className="flex items-center justify-between gap-3">
        <h1 id="lista-titulo" className="text-2xl font-bold text-slate-900">
          Pedidos
        </h1>
        <Link to="/gestao/pedidos/novo" className="btn-primary">
          Novo pedido
        </Link>
      </div>
      <p className="mt-2 text-sm">
        <Link to="/gestao/a-receber" className="text-brand-700 underline">
          A receber: quem me deve
        </Link>
      </p>
      <SpreadsheetLinks downloads={[{ label: "Baixar todos", query: "dados=pedidos" }]} />
      <nav aria-label="Filtrar por situação" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[null, ...ORDER_STATUSES].map((value) => (
            <li key={value ?? "todos"}>
              <Link
                to={link({ situacao: value, page: null })}
                aria-current={status === value ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 ${status === value ? "border-slate-800 bg-slate-800 text-white" : "border-slate-300 bg-white text-slate-800"}`}
              >
                {value ? ORDER_STATUS_LABELS[value] : "Todos"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" role="search" className="mt-3 flex gap-2">
        {status ? <input type="hidden" name="situacao" value={status} /> : null}
        <label htmlFor="busca" className="sr-only">
          Cliente ou número do pedido
        </label>
        <input id="busca" name="q" type="search" defaultValue={q} placeholder="Cliente ou nº do pedido" className="field-input" />
        <button type="submit" className="btn-secondary">
          {searching ? "Buscando…" : "Buscar"}
        </button>
      </Form>
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {total} {total === 1 ? "pedido" : "pedidos"}
        {status ? ` ${ORDER_STATUS_LABELS[status].toLowerCase()}${total === 1 ? "" : "s"}` : ""}
        {q ? ` para “${q}”` : ""}.
      </p>
      {total === 0 ? (
        <p className="card mt-3 p-4 text-sm text-slate-700">
          {q || status
            ? "Nenhum pedido com esse filtro."
            : "Nenhum pedido ainda. Que tal um pedido de teste, para treinar o atendimento do começo ao fim?"}
          {!q && !status ? (
            <Link to="/gestao/pedidos/novo?teste=1" className="mt-2 block font-semibold text-brand-700 underline">
              Fazer um pedido de teste
            </Link>
          ) : null}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={`/gestao/pedidos/${order.id}`} className="block px-4 py-3 hover:bg-slate-50">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    Nº {order.number} · {order.clientName ?? "Sem cliente"}
                  </span>
                  <span className="font-semibold text-slate-900">{order.total}</span>
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <StatusBadge status={order.status} label={order.statusLabel} />
                  {order.test ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Teste</span>
                  ) : null}
                  {order.fromShop ? <ShopBadge /> : null}
                  <span>
                    {order.day} · {order.payment}
                  </span>
                  {order.dueDate ? (
                    <span className={order.overdue ? "font-semibold text-red-800" : ""}>
                      {order.overdue ? `venceu em ${order.dueDate}` : `vence em ${order.dueDate}`}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} pageLink={(n) => link({ page: String(n) })} />
    </section>
  );
}
