import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { ClientForm } from "~/components/gestao/client-form";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { getClient, updateClient } from "~/models/business-clients.server";
import { formatPhoneDigits, whatsappLink } from "~/modules/br/phone";
import { CLIENT_FIELDS, clientSchema } from "~/modules/business/client-schema";
import { notFound, parseForm, SAVE_FAILED } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.client.name ?? "Cliente"} | Gestão | Empreenda Aí` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const client = await getClient(user.id, params.id ?? "");
  if (!client) notFound("Cliente");
  return {
    client: {
      id: client.id,
      name: client.name,
      phoneInput: client.phone ? formatPhoneDigits(client.phone) : "",
      whatsapp: client.phone ? whatsappLink({ e164: `55${client.phone}` }) : null,
      email: client.email ?? "",
      notes: client.notes ?? "",
      tags: client.tags ? client.tags.split(",") : [],
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  // Ownership first: another person's id is a 404 whatever the form holds.
  if (!(await getClient(user.id, params.id ?? ""))) notFound("Cliente");
  const form = await parseForm(request, clientSchema, CLIENT_FIELDS);
  if (!form.ok) return form.response;
  try {
    const client = await updateClient(user.id, params.id ?? "", form.value);
    if (!client) notFound("Cliente");
    return redirectWithToast(request, `/gestao/clientes/${client.id}`, { title: "Cliente atualizado", type: "success" }, { status: 303 });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Updating a client failed", error);
    return data({ errors: { "": SAVE_FAILED } as Record<string, string>, values: form.values }, { status: 500 });
  }
}

export default function ClientPage() {
  const { client } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const defaults = actionData?.values ?? { name: client.name, phone: client.phoneInput, email: client.email, notes: client.notes, tags: client.tags.join(", ") };
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="cliente-titulo">
        <p className="text-sm">
          <Link to="/gestao/clientes" className="text-brand-700 underline">
            ← Clientes
          </Link>
        </p>
        <h1 id="cliente-titulo" className="mt-2 text-2xl font-bold text-slate-900">
          {client.name}
        </h1>
        <dl className="mt-3 space-y-1 text-sm text-slate-800">
          <div>
            <dt className="inline font-medium">WhatsApp: </dt>
            <dd className="inline">{client.phoneInput || "não informado"}</dd>
          </div>
          {client.email ? (
            <div>
              <dt className="inline font-medium">E-mail: </dt>
              <dd className="inline">
                <a href={`mailto:${client.email}`} className="text-brand-700 underline">
                  {client.email}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        {client.whatsapp ? (
          <a href={client.whatsapp} target="_blank" rel="noopener noreferrer" className="btn mt-4 bg-green-700 text-white hover:bg-green-800">
            Conversar no WhatsApp
          </a>
        ) : null}
      </section>
      <section className="card p-5" aria-labelledby="editar-titulo">
        <h2 id="editar-titulo" className="mb-4 text-lg font-semibold text-slate-900">
          Editar dados
        </h2>
        <ClientForm defaults={defaults} errors={actionData?.errors} submitLabel="Salvar alterações" cancelTo="/gestao/clientes" />
      </section>
      <p>
        <Link to={`/gestao/clientes/${client.id}/remover`} className="text-sm font-semibold text-red-700 underline">
          Remover este cliente
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
