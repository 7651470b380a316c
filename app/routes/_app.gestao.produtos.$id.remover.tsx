import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RemoveConfirm } from "~/components/gestao/remove-confirm";
import { deleteProduct, getProduct } from "~/models/business-products.server";
import { notFound } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Remover produto | Gestão | Empreenda Aí" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const product = await getProduct(user.id, params.id ?? "");
  if (!product) notFound("Produto");
  return { id: product.id, name: product.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await deleteProduct(user.id, params.id ?? ""))) notFound("Produto");
  return redirectWithToast(request, "/gestao/produtos", { title: "Produto removido", type: "success" }, { status: 303 });
}

export default function RemoveProduct() {
  const { id, name } = useLoaderData<typeof loader>();
  return <RemoveConfirm name={name} cancelTo={`/gestao/produtos/${id}`} detail="O produto sai da sua lista. Isso não pode ser desfeito." />;
}
