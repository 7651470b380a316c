import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { SpreadsheetLinks } from "~/components/gestao/spreadsheet-links";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { listClients } from "~/models/business-clients.server";
import { formatPhoneDigits } from "~/modules/br/phone";
import { pageCount, pageRequest } from "~/modules/business/pagination";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Clientes | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = await listClients(user.id, { ...pageRequest(params), q });
  return {
    q,
    page: page.page,
    pages: pageCount(page),
    total: page.total,
    clients: page.items.map((c) => ({
      id: c.id,
      name: c.name,
      phone: c.phone ? formatPhoneDigits(c.phone) : null,
      tags: c.tags ? c.tags.split(",") : [],
    })),
  };
}

export default function ClientList() {
  const { q, clients, total, page, pages } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/gestao/clientes";
  const pageLink = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <section aria-labelledby="clientes-titulo">
      <div className="flex items-center justify-between gap-3">
        <h1 id="clientes-titulo" className="text-2xl font-bold text-slate-900">
          Clientes
        </h1>
        <Link to="/gestao/clientes/novo" className="btn-primary">
          Novo cliente
        </Link>
      </div>
      <SpreadsheetLinks downloads={[{ label: "Baixar lista", query: "dados=clientes" }]} importKind="clientes" />
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor="busca-clientes" className="sr-only">
          Buscar clientes
        </label>
        <input
          id="busca-clientes"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Nome, WhatsApp, e-mail ou etiqueta"
          className="field-input"
        />
        <button type="submit" className="btn-secondary">
          {searching ? "Buscando…" : "Buscar"}
        </button>
      </Form>
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {q ? `${total} ${total === 1 ? "resultado" : "resultados"} para “${q}”.` : `${total} ${total === 1 ? "cliente" : "clientes"}.`}
      </p>
      {clients.length === 0 ? (
        <p className="card mt-3 p-4 text-sm text-slate-700">
          {q ? "Nenhum cliente encontrado com essa busca." : "Você ainda não cadastrou clientes. Comece pelos que mais compram de você."}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {clients.map((client) => (
            <li key={client.id}>
              <Link to={`/gestao/clientes/${client.id}`} className="block px-4 py-3 hover:bg-slate-50">
                <span className="block font-semibold text-slate-900">{client.name}</span>
                <span className="block text-sm text-slate-700">{client.phone ?? "Sem WhatsApp"}</span>
                {client.tags.length > 0 ? (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {client.tags.map((tag) => (
                      <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                        {tag}
                      </span>
                    ))}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Páginas" className="mt-4 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="btn-secondary">
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span>
            Página {page} de {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="btn-secondary">
              Próxima
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
