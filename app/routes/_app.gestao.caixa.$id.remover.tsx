import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RemoveConfirm } from "~/components/gestao/remove-confirm";
import { deleteCashEntry, getCashEntry, getCashEntryWithOrder, orderEntryMessage } from "~/models/business-cash.server";
import { CASH_CATEGORY_LABELS } from "~/modules/business/cash-categories";
import { formatBRL } from "~/modules/business/money";
import { notFound } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Remover lançamento | Gestão | Empreenda Aí" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await getCashEntryWithOrder(user.id, params.id ?? "");
  if (!found) notFound("Lançamento");
  const { entry, order } = found;
  // An order's entry leaves the cash book with its order (cancel it there), never on its own.
  if (entry.orderId) throw new Response(orderEntryMessage(order?.number ?? null), { status: 409 });
  return { id: entry.id, name: `${CASH_CATEGORY_LABELS[entry.category] ?? entry.category} de ${formatBRL(entry.amountCents)}` };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const entry = await getCashEntry(user.id, params.id ?? "");
  if (!entry) notFound("Lançamento");
  const removed = await deleteCashEntry(user.id, entry.id);
  if (!removed.ok && removed.status === 404) notFound("Lançamento");
  if (!removed.ok) throw new Response(removed.message, { status: 409 });
  return redirectWithToast(
    request,
    `/gestao/caixa?mes=${entry.occurredOn.slice(0, 7)}`,
    { title: "Lançamento removido", type: "success" },
    { status: 303 },
  );
}

export default function RemoveCashEntry() {
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <RemoveConfirm
      name={name}
      cancelTo={`/gestao/caixa/${id}`}
      detail="O lançamento sai do livro-caixa e das somas do MEI. Isso não pode ser desfeito."
    />
  );
}
