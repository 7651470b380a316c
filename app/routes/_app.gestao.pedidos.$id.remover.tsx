import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RemoveConfirm } from "~/components/gestao/remove-confirm";
import { deleteOrder } from "~/models/business-orders.server";
import { getOrder } from "~/models/business-order-lists.server";
import { notFound } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Remover pedido | Gestão | Empreenda Aí" }];

// The confirmation page: a delete is always a second, deliberate step (works without JavaScript).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) notFound("Pedido");
  const effects = [
    order.items.some((item) => item.stockTaken > 0) ? "os itens voltam para o estoque" : null,
    order.status === "pago" && !order.test ? "a venda sai do livro-caixa (e da receita do MEI)" : null,
  ].filter(Boolean);
  return {
    id: order.id,
    name: `Pedido nº ${order.number}${order.clientName ? ` — ${order.clientName}` : ""}`,
    detail: `O pedido e o recibo serão apagados${effects.length ? `; ${effects.join(" e ")}` : ""}. Isso não pode ser desfeito. Se o cliente só desistiu, prefira “Cancelar pedido”, que guarda o histórico.`,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await deleteOrder(user.id, params.id ?? ""))) notFound("Pedido");
  return redirectWithToast(request, "/gestao/pedidos", { title: "Pedido removido", type: "success" }, { status: 303 });
}

export default function RemoveOrder() {
  const { id, name, detail } = useLoaderData<typeof loader>();
  return <RemoveConfirm name={name} detail={detail} cancelTo={`/gestao/pedidos/${id}`} />;
}
