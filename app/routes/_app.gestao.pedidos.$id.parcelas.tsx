import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormError } from "~/components/gestao/form-bits";
import { getOrder } from "~/models/business-order-lists.server";
import { instalmentRows, splitBalance } from "~/models/order-instalments.server";
import { orderBalance } from "~/models/order-payments.server";
import { addMonths, MAX_INSTALMENTS, MIN_INSTALMENTS } from "~/modules/receivables/instalments";
import { localIsoDate } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { notFound } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formFailure } from "~/utils/form-reply.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Parcelar o pedido nº ${data?.number ?? ""} | Gestão | Empreenda Aí` },
];

// Fiado in instalments (decision 040): the open balance in 2–12 monthly instalments from a first due day.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) notFound("Pedido");
  const [{ balanceCents }, plan] = await Promise.all([orderBalance(order), instalmentRows(user.id, order.id)]);
  const today = localIsoDate(new Date());
  return {
    id: order.id,
    number: order.number,
    clientName: order.clientName,
    balance: formatBRL(balanceCents),
    open: balanceCents >= 2 && !order.test && (order.status === "confirmado" || order.status === "entregue"),
    hasPlan: plan.length > 0,
    today,
    firstDue: addMonths(today, 1),
    counts: Array.from({ length: MAX_INSTALMENTS - MIN_INSTALMENTS + 1 }, (_, i) => i + MIN_INSTALMENTS),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id ?? "";
  if (!(await getOrder(user.id, id))) notFound("Pedido");
  const form = await request.formData();
  const count = Number(String(form.get("count") ?? ""));
  const firstDueDate = String(form.get("firstDueDate") ?? "").trim();
  const result = await splitBalance(user.id, id, { count, firstDueDate });
  if (!result.ok) {
    if (result.status === 404) notFound("Pedido");
    return formFailure(result.message, result.status, { values: { count: String(form.get("count") ?? ""), firstDueDate } });
  }
  return redirectWithToast(
    request,
    `/gestao/pedidos/${id}`,
    { title: "Saldo parcelado", description: `${formatBRL(result.balanceCents)} em ${result.count} parcelas.`, type: "success" },
    { status: 303 },
  );
}

export default function SplitBalance() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="parcelas-titulo" className="card p-5">
      <p className="text-sm">
        <Link to={`/gestao/pedidos/${page.id}`} className="text-brand-700 underline">
          ← Pedido nº {page.number}
        </Link>
      </p>
      <h1 id="parcelas-titulo" className="mt-2 text-xl font-bold text-slate-900">
        Parcelar o saldo
      </h1>
      {page.open ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Falta receber <strong>{page.balance}</strong>
            {page.clientName ? ` de ${page.clientName}` : ""}. As parcelas vencem todo mês no mesmo dia; cada pagamento registrado quita a
            parcela mais antiga primeiro.
            {page.hasPlan ? " O parcelamento atual será substituído." : ""}
          </p>
          <FormError message={answer?.errors[""]} />
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
            <Field name="count" label="Número de parcelas">
              {(props) => (
                <select {...props} defaultValue={answer?.values.count ?? "3"}>
                  {page.counts.map((n) => (
                    <option key={n} value={n}>
                      {n} parcelas
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="firstDueDate" label="Primeiro vencimento">
              {(props) => (
                <input {...props} type="date" min={page.today} defaultValue={answer?.values.firstDueDate ?? page.firstDue} required />
              )}
            </Field>
            <button type="submit" className="btn-primary sm:col-span-2" disabled={pending}>
              {pending ? "Parcelando…" : "Parcelar"}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Este pedido não tem saldo a parcelar: só um pedido confirmado ou entregue, com valor em aberto, pode ser parcelado.
        </p>
      )}
    </section>
  );
}
