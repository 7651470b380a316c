import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RecordList } from "~/components/gestao/record-list";
import { SpreadsheetLinks } from "~/components/gestao/spreadsheet-links";
import { listClients } from "~/models/business-clients.server";
import { formatPhoneDigits } from "~/modules/br/phone";
import { listRequest, pageInfo } from "~/modules/business/pagination";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Clientes | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const list = listRequest(new URL(request.url).searchParams);
  const page = await listClients(user.id, list);
  return {
    q: list.q,
    ...pageInfo(page),
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
  return (
    <RecordList
      title="Clientes"
      newLabel="Novo cliente"
      basePath="/gestao/clientes"
      searchLabel="Buscar clientes"
      searchPlaceholder="Nome, WhatsApp, e-mail ou etiqueta"
      noun={["cliente", "clientes"]}
      q={q}
      total={total}
      page={page}
      pages={pages}
      noMatchText="Nenhum cliente encontrado com essa busca."
      emptyText="Você ainda não cadastrou clientes. Comece pelos que mais compram de você."
      extra={<SpreadsheetLinks downloads={[{ label: "Baixar lista", query: "dados=clientes" }]} importKind="clientes" />}
    >
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
    </RecordList>
  );
}
