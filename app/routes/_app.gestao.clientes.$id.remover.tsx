import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RemoveConfirm } from "~/components/gestao/remove-confirm";
import { deleteClient, getClient } from "~/models/business-clients.server";
import { notFound } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Remover cliente | Gestão | Empreenda Aí" }];

// The confirmation page: a delete is always a second, deliberate step.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const client = await getClient(user.id, params.id ?? "");
  if (!client) notFound("Cliente");
  return { id: client.id, name: client.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await deleteClient(user.id, params.id ?? ""))) notFound("Cliente");
  return redirectWithToast(request, "/gestao/clientes", { title: "Cliente removido", type: "success" }, { status: 303 });
}

export default function RemoveClient() {
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <RemoveConfirm
      name={name}
      cancelTo={`/gestao/clientes/${id}`}
      detail="Os dados deste cliente serão apagados. Os pedidos dele continuam na sua lista de pedidos, só com o nome (são o histórico das suas vendas). Isso não pode ser desfeito."
    />
  );
}
