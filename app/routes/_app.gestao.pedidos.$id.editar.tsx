import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OrderForm } from "~/components/gestao/order-form";
import { getOrder } from "~/models/business-order-lists.server";
import { formatBRL } from "~/modules/business/money";
import { formatQuantity, ORDER_STATUS_LABELS } from "~/modules/business/orders";
import { notFound } from "~/utils/gestao.server";
import { handleOrderForm, orderFormChoices, orderFormDefaults } from "~/utils/gestao-orders.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Editar pedido nº ${data?.number ?? ""} | Gestão | Empreenda Aí` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) notFound("Pedido");
  return {
    id: order.id,
    number: order.number,
    version: order.version,
    editable: order.status !== "pago" && order.status !== "cancelado",
    defaults: orderFormDefaults(order),
    // What is saved now: shown next to the form when a conflict sends the person back here.
    saved: {
      client: order.clientName ?? "sem cliente",
      status: ORDER_STATUS_LABELS[order.status].toLowerCase(),
      items: order.items.map((item) => `${formatQuantity(item.quantityMilli)} ${item.unit} × ${item.name}`).join("; "),
      total: formatBRL(order.totalCents),
    },
    ...(await orderFormChoices(user.id)),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  // Ownership first: another person's id is a 404 whatever the form holds.
  if (!(await getOrder(user.id, params.id ?? ""))) notFound("Pedido");
  return handleOrderForm(request, user.id, params.id ?? "");
}

export default function EditOrder() {
  const { id, number, version, editable, defaults, saved, products, clients } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const conflict = actionData?.errors?.version;
  return (
    <section className="card p-5" aria-labelledby="editar-pedido-titulo">
      <p className="text-sm">
        <Link to={`/gestao/pedidos/${id}`} className="text-brand-700 underline">
          ← Pedido nº {number}
        </Link>
      </p>
      <h1 id="editar-pedido-titulo" className="mb-4 mt-2 text-xl font-bold text-slate-900">
        Editar pedido nº {number}
      </h1>
      {conflict ? (
        <div role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{conflict}</p>
          <p className="mt-2">
            Salvo agora: {saved.client} · {saved.items} · {saved.total} · {saved.status}.
          </p>
          <p className="mt-1">O formulário abaixo guarda o que você digitou. Salvar de novo substitui a versão salva.</p>
        </div>
      ) : null}
      {editable ? (
        <OrderForm
          defaults={actionData?.values ?? defaults}
          errors={conflict ? { ...actionData?.errors, version: "" } : actionData?.errors}
          products={products}
          clients={clients}
          version={version}
          isNew={false}
          submitLabel="Salvar alterações"
          cancelTo={`/gestao/pedidos/${id}`}
        />
      ) : (
        <p className="text-sm text-slate-700">Um pedido pago ou cancelado não é mais editado. Para corrigir, cancele-o e faça outro.</p>
      )}
    </section>
  );
}
