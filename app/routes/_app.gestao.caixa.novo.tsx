import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CashForm } from "~/components/gestao/cash-form";
import { createCashEntry } from "~/models/business-cash.server";
import { localIsoDate } from "~/modules/business/calendar";
import { CASH_FIELDS, cashFormSchema } from "~/modules/business/cash-schema";
import { saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Novo lançamento | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { today: localIsoDate(new Date()) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return saveRecordForm(
    request,
    { schema: cashFormSchema, fields: CASH_FIELDS, failure: "Creating a cash entry failed" },
    async (value) => {
      const entry = await createCashEntry(user.id, value);
      return redirectWithToast(
        request,
        `/gestao/caixa?mes=${entry.occurredOn.slice(0, 7)}`,
        { title: "Lançamento salvo", type: "success" },
        { status: 303 },
      );
    },
  );
}

export default function NewCashEntry() {
  const { today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-5" aria-labelledby="novo-lancamento-titulo">
      <h1 id="novo-lancamento-titulo" className="mb-4 text-xl font-bold text-slate-900">
        Novo lançamento
      </h1>
      <CashForm
        defaults={actionData?.values ?? { occurredOn: today }}
        errors={actionData?.errors}
        submitLabel="Salvar lançamento"
        cancelTo="/gestao/caixa"
      />
    </section>
  );
}
