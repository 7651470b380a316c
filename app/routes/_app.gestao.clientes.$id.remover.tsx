import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
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
  const pending = useNavigation().state === "submitting";
  return (
    <section className="card p-5" aria-labelledby="remover-cliente-titulo">
      <h1 id="remover-cliente-titulo" className="text-xl font-bold text-slate-900">
        Remover “{name}”?
      </h1>
      <p className="mt-3 text-sm text-slate-700">
        Os dados deste cliente serão apagados. Os pedidos dele continuam na sua lista de pedidos, só com o nome (são o histórico das suas
        vendas). Isso não pode ser desfeito.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={pending}>
            {pending ? "Removendo…" : "Sim, remover"}
          </button>
        </Form>
        <Link to={`/gestao/clientes/${id}`} className="btn-secondary">
          Cancelar
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
