import { showDocument } from "~/modules/br/documents";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ClientForm } from "~/components/gestao/client-form";
import { getClient, personDdd, updateClient } from "~/models/business-clients.server";
import { ordersOfClient } from "~/models/business-order-lists.server";
import { localIsoDate } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { formatIsoDay, formatQuantity, ORDER_STATUS_LABELS } from "~/modules/business/orders";
import { clientPhoneHint, dddOf, formatPhoneDigits, whatsappLink } from "~/modules/br/phone";
import { CLIENT_FIELDS, clientSchema } from "~/modules/business/client-schema";
import { notFound, saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.client.name ?? "Cliente"} | Gestão | Empreenda Aí` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const client = await getClient(user.id, params.id ?? "");
  if (!client) notFound("Cliente");
  const bought = await ordersOfClient(user.id, client.id);
  return {
    phoneHint: clientPhoneHint(dddOf(client.phone) ?? (await personDdd(user.id))),
    // What the client bought (real orders, not cancelled), and their latest orders.
    purchases: {
      count: bought.count,
      total: formatBRL(bought.totalCents),
      products: bought.products.map((p) => ({ name: p.name, quantity: `${formatQuantity(p.quantityMilli)} ${p.unit}` })),
      orders: bought.orders.map((o) => ({
        id: o.id,
        number: o.number,
        day: formatIsoDay(localIsoDate(o.createdAt)),
        total: formatBRL(o.totalCents),
        status: ORDER_STATUS_LABELS[o.status],
        test: o.test,
      })),
    },
    client: {
      id: client.id,
      name: client.name,
      phoneInput: client.phone ? formatPhoneDigits(client.phone) : "",
      whatsapp: client.phone ? whatsappLink({ e164: `55${client.phone}` }) : null,
      email: client.email ?? "",
      document: client.document ? showDocument(client.document) : null,
      notes: client.notes ?? "",
      tags: client.tags ? client.tags.split(",") : [],
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  // Ownership first: another person's id is a 404 whatever the form holds.
  if (!(await getClient(user.id, params.id ?? ""))) notFound("Cliente");
  return saveRecordForm(request, { schema: clientSchema, fields: CLIENT_FIELDS, failure: "Updating a client failed" }, async (value) => {
    const client = await updateClient(user.id, params.id ?? "", value);
    if (!client) notFound("Cliente");
    return redirectWithToast(request, `/gestao/clientes/${client.id}`, { title: "Cliente atualizado", type: "success" }, { status: 303 });
  });
}

export default function ClientPage() {
  const { client, purchases, phoneHint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const defaults = actionData?.values ?? {
    name: client.name,
    phone: client.phoneInput,
    email: client.email,
    document: client.document?.display ?? "",
    notes: client.notes,
    tags: client.tags.join(", "),
  };
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="cliente-titulo">
        <p className="text-sm">
          <Link to="/gestao/clientes" className="text-brand-700 underline">
            ← Clientes
          </Link>
        </p>
        <h1 id="cliente-titulo" className="mt-2 text-2xl font-bold text-slate-900">
          {client.name}
        </h1>
        <dl className="mt-3 space-y-1 text-sm text-slate-800">
          <div>
            <dt className="inline font-medium">WhatsApp: </dt>
            <dd className="inline">{client.phoneInput || "não informado"}</dd>
          </div>
          {client.document ? (
            <div>
              <dt className="inline font-medium">{client.document.kind}: </dt>
              <dd className="inline">{client.document.display}</dd>
            </div>
          ) : null}
          {client.email ? (
            <div>
              <dt className="inline font-medium">E-mail: </dt>
              <dd className="inline">
                <a href={`mailto:${client.email}`} className="text-brand-700 underline">
                  {client.email}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        {client.whatsapp ? (
          <a
            href={client.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="btn mt-4 bg-green-700 text-white hover:bg-green-800"
          >
            Conversar no WhatsApp
          </a>
        ) : null}
      </section>
      <section className="card p-5" aria-labelledby="compras-titulo">
        <h2 id="compras-titulo" className="text-lg font-semibold text-slate-900">
          O que comprou
        </h2>
        {purchases.count === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Nenhuma compra registrada ainda.</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-800">
              {purchases.count} {purchases.count === 1 ? "pedido" : "pedidos"} · {purchases.total} no total
            </p>
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {purchases.products.map((product) => (
                <li key={product.name} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                  {product.name}: {product.quantity}
                </li>
              ))}
            </ul>
          </>
        )}
        {purchases.orders.length > 0 ? (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {purchases.orders.map((order) => (
              <li key={order.id}>
                <Link to={`/gestao/pedidos/${order.id}`} className="flex justify-between gap-2 py-2 hover:bg-slate-50">
                  <span>
                    Nº {order.number} · {order.day} · {order.status}
                    {order.test ? " · teste" : ""}
                  </span>
                  <span className="font-medium">{order.total}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={`/gestao/pedidos/novo?cliente=${client.id}`} className="btn-secondary mt-3">
          Novo pedido para este cliente
        </Link>
      </section>
      <section className="card p-5" aria-labelledby="editar-titulo">
        <h2 id="editar-titulo" className="mb-4 text-lg font-semibold text-slate-900">
          Editar dados
        </h2>
        <ClientForm
          defaults={defaults}
          errors={actionData?.errors}
          phoneHint={phoneHint}
          submitLabel="Salvar alterações"
          cancelTo="/gestao/clientes"
        />
      </section>
      <p>
        <Link to={`/gestao/clientes/${client.id}/remover`} className="text-sm font-semibold text-red-700 underline">
          Remover este cliente
        </Link>
      </p>
    </div>
  );
}
