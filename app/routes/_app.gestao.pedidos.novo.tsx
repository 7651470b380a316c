import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OrderForm } from "~/components/gestao/order-form";
import { handleOrderForm, orderFormChoices } from "~/utils/gestao-orders.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Novo pedido | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  // "?teste=1" comes from the journey's "Pedido de Teste"; "?cliente=" from a client's page.
  return { ...(await orderFormChoices(user.id)), test: params.get("teste") === "1", clientId: params.get("cliente")?.slice(0, 64) ?? "" };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return handleOrderForm(request, user.id);
}

export default function NewOrder() {
  const { products, clients, test, clientId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-5" aria-labelledby="novo-pedido-titulo">
      <h1 id="novo-pedido-titulo" className="mb-1 text-xl font-bold text-slate-900">
        {test ? "Pedido de teste" : "Novo pedido"}
      </h1>
      <p className="mb-4 text-sm text-slate-700">
        {test
          ? "Faça um pedido de verdade, do começo ao fim, marcado como teste: ele aparece na lista e gera recibo, mas não mexe no estoque nem no caixa."
          : "Anote o que o cliente pediu. Um orçamento pode virar pedido depois."}
      </p>
      <OrderForm
        defaults={actionData?.values ?? { clientId, test: test ? "sim" : "" }}
        errors={actionData?.errors}
        products={products}
        clients={clients}
        isNew
        submitLabel="Salvar pedido"
        cancelTo="/gestao/pedidos"
      />
    </section>
  );
}
