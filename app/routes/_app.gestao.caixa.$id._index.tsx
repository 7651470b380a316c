import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CashForm } from "~/components/gestao/cash-form";
import { getCashEntry, getCashEntryWithOrder, orderEntryMessage, updateCashEntry } from "~/models/business-cash.server";
import { CASH_FIELDS, cashFormSchema } from "~/modules/business/cash-schema";
import { formatBRL, formatCentsPlain } from "~/modules/business/money";
import { notFound, saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Lançamento | Gestão | Empreenda Aí" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await getCashEntryWithOrder(user.id, params.id ?? "");
  if (!found) notFound("Lançamento");
  const { entry, order } = found;
  return {
    id: entry.id,
    month: entry.occurredOn.slice(0, 7),
    // An entry a paid order wrote is shown, not edited: it changes with its order.
    fromOrder: entry.orderId
      ? {
          id: entry.orderId,
          message: orderEntryMessage(order?.number ?? null),
          amount: formatBRL(entry.amountCents),
          description: entry.description ?? "",
        }
      : null,
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
      const result = await updateCashEntry(user.id, params.id ?? "", value);
      if (!result.ok && result.status === 404) notFound("Lançamento");
      if (!result.ok) throw new Response(result.message, { status: 409 });
      return redirectWithToast(
        request,
        `/gestao/caixa?mes=${result.entry.occurredOn.slice(0, 7)}`,
        { title: "Lançamento atualizado", type: "success" },
        { status: 303 },
      );
    },
  );
}

export default function CashEntryPage() {
  const { id, month, values, fromOrder } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (fromOrder) return <OrderEntry month={month} {...fromOrder} />;
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

/** The read-only view of an entry a paid order wrote, with the way to change it: its order. */
function OrderEntry({
  month,
  id,
  message,
  amount,
  description,
}: {
  month: string;
  id: string;
  message: string;
  amount: string;
  description: string;
}) {
  return (
    <section className="card p-5" aria-labelledby="lancamento-titulo">
      <p className="text-sm">
        <Link to={`/gestao/caixa?mes=${month}`} className="text-brand-700 underline">
          ← Livro-caixa
        </Link>
      </p>
      <h1 id="lancamento-titulo" className="mt-2 text-xl font-bold text-slate-900">
        Lançamento de pedido
      </h1>
      <p className="mt-2 text-slate-800">
        {description ? `${description}: ` : ""}
        {amount}
      </p>
      <p className="mt-2 text-sm text-slate-800">{message}</p>
      <Link to={`/gestao/pedidos/${id}`} className="btn-primary mt-4">
        Abrir o pedido
      </Link>
    </section>
  );
}
