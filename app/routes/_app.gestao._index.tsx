import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { listClients } from "~/models/business-clients.server";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const clients = await listClients(user.id, { page: 1, perPage: 1 });
  return { clientCount: clients.total };
}

export default function GestaoHome() {
  const { clientCount } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="gestao-titulo">
      <h1 id="gestao-titulo" className="text-2xl font-bold text-slate-900">
        Gestão do negócio
      </h1>
      <p className="mt-1 text-sm text-slate-700">Seu caderno de clientes, direto no celular. Só você vê estes dados.</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        <li>
          <Link to="/gestao/clientes" className="card block p-4 hover:border-brand-400">
            <span className="block text-lg font-semibold text-slate-900">Clientes</span>
            <span className="mt-1 block text-sm text-slate-700">
              {clientCount === 0 ? "Nenhum cliente ainda. Cadastre o primeiro." : `${clientCount.toLocaleString("pt-BR")} ${clientCount === 1 ? "cliente cadastrado" : "clientes cadastrados"}`}
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
