import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RemoveConfirm } from "~/components/gestao/remove-confirm";
import { deleteSupplier, getSupplier } from "~/models/business-suppliers.server";
import { notFound } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Remover fornecedor | Gestão | Empreenda Aí" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const supplier = await getSupplier(user.id, params.id ?? "");
  if (!supplier) notFound("Fornecedor");
  return { id: supplier.id, name: supplier.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await deleteSupplier(user.id, params.id ?? ""))) notFound("Fornecedor");
  return redirectWithToast(request, "/gestao/fornecedores", { title: "Fornecedor removido", type: "success" }, { status: 303 });
}

export default function RemoveSupplier() {
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <RemoveConfirm
      name={name}
      cancelTo={`/gestao/fornecedores/${id}`}
      detail="Os dados deste fornecedor serão apagados. Isso não pode ser desfeito."
    />
  );
}
