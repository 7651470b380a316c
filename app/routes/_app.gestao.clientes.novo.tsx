import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ClientForm } from "~/components/gestao/client-form";
import { createClient, personDdd } from "~/models/business-clients.server";
import { clientPhoneHint } from "~/modules/br/phone";
import { CLIENT_FIELDS, clientSchema } from "~/modules/business/client-schema";
import { saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Novo cliente | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { phoneHint: clientPhoneHint(await personDdd(user.id)) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return saveRecordForm(request, { schema: clientSchema, fields: CLIENT_FIELDS, failure: "Creating a client failed" }, async (value) => {
    const client = await createClient(user.id, value);
    return redirectWithToast(
      request,
      `/gestao/clientes/${client.id}`,
      { title: "Cliente cadastrado", description: client.name, type: "success" },
      { status: 303 },
    );
  });
}

export default function NewClient() {
  const actionData = useActionData<typeof action>();
  const { phoneHint } = useLoaderData<typeof loader>();
  return (
    <section className="card p-5" aria-labelledby="novo-cliente-titulo">
      <h1 id="novo-cliente-titulo" className="mb-4 text-xl font-bold text-slate-900">
        Novo cliente
      </h1>
      <ClientForm
        defaults={actionData?.values ?? {}}
        errors={actionData?.errors}
        phoneHint={phoneHint}
        submitLabel="Cadastrar cliente"
        cancelTo="/gestao/clientes"
      />
    </section>
  );
}
