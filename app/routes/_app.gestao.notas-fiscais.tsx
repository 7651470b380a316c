import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ordersForInvoices } from "~/models/order-invoices.server";
import { localIsoDate } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { formatIsoDay, ORDER_STATUS_LABELS } from "~/modules/business/orders";
import { NFSE_ISSUER_URL, nfseNeed } from "~/modules/legal/nfse";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Notas fiscais | Gestão | Empreenda Aí" }];

const SHOWN = 60;

/** The notes' overview (decision 033): which recent orders need a note and which already have one kept. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const rows = await ordersForInvoices(user.id, SHOWN);
  const orders = rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: ORDER_STATUS_LABELS[row.status],
    total: formatBRL(row.totalCents),
    day: formatIsoDay(localIsoDate(row.createdAt)),
    client: row.clientName ?? "sem cliente",
    required: nfseNeed(row.clientDocument).required,
    kept: row.accessKey !== null,
  }));
  return {
    pending: orders.filter((o) => o.required && !o.kept),
    kept: orders.filter((o) => o.kept),
    others: orders.filter((o) => !o.required && !o.kept),
    shown: SHOWN,
    issuerUrl: NFSE_ISSUER_URL,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["pending"][number];

function OrderList({ orders, empty, testId }: { orders: Row[]; empty: string; testId: string }) {
  if (orders.length === 0) return <p className="mt-2 text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200" data-testid={testId}>
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium text-slate-900">
              Pedido nº {order.number} · {order.client}
            </span>
            <span className="block text-slate-700">
              {order.day} · {order.status} · {order.total}
            </span>
          </span>
          <Link to={`/gestao/pedidos/${order.id}/nota-fiscal`} className="font-semibold text-brand-700 underline">
            {order.kept ? "Ver a nota" : "Nota fiscal"}
            <span className="sr-only"> do pedido nº {order.number}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function InvoicesPage() {
  const { pending, kept, others, shown, issuerUrl } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="notas-titulo">
        <h1 id="notas-titulo" className="text-2xl font-bold text-slate-900">
          Notas fiscais
        </h1>
        <p className="mt-2 text-sm text-slate-800">
          O MEI emite nota fiscal ao vender ou prestar serviço para uma empresa (cliente com CNPJ); para uma pessoa, só se ela pedir. Abra o
          pedido para ver os dados prontos para copiar no emissor oficial e guardar a chave da nota.
        </p>
        <p className="mt-2 text-sm text-slate-800">
          Emissor oficial e gratuito de NFS-e:{" "}
          <a href={issuerUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            www.nfse.gov.br/EmissorNacional
          </a>
        </p>
      </section>
      <section className="card p-5" aria-labelledby="pendentes-titulo">
        <h2 id="pendentes-titulo" className="text-lg font-semibold text-slate-900">
          Precisam de nota ({pending.length})
        </h2>
        <p className="text-xs text-slate-600">Pedidos a clientes com CNPJ, ainda sem a chave da nota guardada.</p>
        <OrderList orders={pending} empty="Nenhum pedido a empresa esperando nota." testId="notas-pendentes" />
      </section>
      <section className="card p-5" aria-labelledby="guardadas-titulo">
        <h2 id="guardadas-titulo" className="text-lg font-semibold text-slate-900">
          Com nota guardada ({kept.length})
        </h2>
        <OrderList orders={kept} empty="Nenhuma nota guardada ainda." testId="notas-guardadas" />
      </section>
      <section className="card p-5" aria-labelledby="outros-titulo">
        <h2 id="outros-titulo" className="text-lg font-semibold text-slate-900">
          Outros pedidos ({others.length})
        </h2>
        <p className="text-xs text-slate-600">
          Clientes sem CNPJ: nota só se pedirem. Cadastre o CPF/CNPJ do cliente para sabermos quem é empresa.
        </p>
        <OrderList orders={others} empty="Nenhum outro pedido." testId="notas-outros" />
      </section>
      <p className="text-xs text-slate-600">
        Mostra os {shown} pedidos mais recentes (sem os de teste e os cancelados). Todos os pedidos estão em{" "}
        <Link to="/gestao/pedidos" className="text-brand-700 underline">
          Pedidos
        </Link>
        .
      </p>
    </div>
  );
}
