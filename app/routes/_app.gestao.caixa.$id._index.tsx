import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { CashForm } from "~/components/gestao/cash-form";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { getCashEntry, updateCashEntry } from "~/models/business-cash.server";
import { CASH_FIELDS, cashFormSchema } from "~/modules/business/cash-schema";
import { formatCentsPlain } from "~/modules/business/money";
import { notFound, saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Lançamento | Gestão | Empreenda Aí" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const entry = await getCashEntry(user.id, params.id ?? "");
  if (!entry) notFound("Lançamento");
  return {
    id: entry.id,
    month: entry.occurredOn.slice(0, 7),
    values: {
      occurredOn: entry.occurredOn,
      direction: entry.direction,
      category: entry.category,
      description: entry.description ?? "",
      amount: formatCentsPlain(entry.amountCents),
      revenueKind: entry.revenueKind ?? "revenda",
      withInvoice: entry.withInvoice ? "sim" : "",
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await getCashEntry(user.id, params.id ?? ""))) notFound("Lançamento");
  return saveRecordForm(
    request,
    { schema: cashFormSchema, fields: CASH_FIELDS, failure: "Updating a cash entry failed" },
    async (value) => {
      const entry = await updateCashEntry(user.id, params.id ?? "", value);
      if (!entry) notFound("Lançamento");
      return redirectWithToast(
        request,
        `/gestao/caixa?mes=${entry.occurredOn.slice(0, 7)}`,
        { title: "Lançamento atualizado", type: "success" },
        { status: 303 },
      );
    },
  );
}

export default function CashEntryPage() {
  const { id, month, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="lancamento-titulo">
        <p className="text-sm">
          <Link to={`/gestao/caixa?mes=${month}`} className="text-brand-700 underline">
            ← Livro-caixa
          </Link>
        </p>
        <h1 id="lancamento-titulo" className="mb-4 mt-2 text-xl font-bold text-slate-900">
          Editar lançamento
        </h1>
        <CashForm
          defaults={actionData?.values ?? values}
          errors={actionData?.errors}
          submitLabel="Salvar alterações"
          cancelTo={`/gestao/caixa?mes=${month}`}
        />
      </section>
      <p>
        <Link to={`/gestao/caixa/${id}/remover`} className="text-sm font-semibold text-red-700 underline">
          Remover este lançamento
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
