import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormError } from "~/components/gestao/form-bits";
import { StatusBadge } from "~/components/gestao/order-bits";
import { PaymentsSection } from "~/components/store/payments-section";
import { ShopBadge } from "~/components/store/shop-badge";
import { changeOrderStatus } from "~/models/business-orders.server";
import { shopOrderOf } from "~/models/store-orders.server";
import { paymentFromForm, paymentsView } from "~/utils/order-payments.server";
import { formatPhoneDigits, whatsappLink } from "~/modules/br/phone";
import { getOrder } from "~/models/business-order-lists.server";
import { getOrderInvoice } from "~/models/order-invoices.server";
import { formatNfseAccessKey } from "~/modules/legal/nfse";
import { parseVersion } from "~/modules/business/order-schema";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "~/modules/business/orders";
import { notFound } from "~/utils/gestao.server";
import { orderView } from "~/utils/gestao-orders.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formFailure } from "~/utils/form-reply.server";
import type { FormReply } from "~/utils/submission";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Pedido nº ${data?.order.number ?? ""} | Gestão | Empreenda Aí` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) notFound("Pedido");
  const shop = await shopOrderOf(user.id, order.id);
  const payments = await paymentsView(user.id, order);
  const invoice = await getOrderInvoice(user.id, order.id);
  return {
    payments,
    invoiceKey: invoice?.accessKey ? formatNfseAccessKey(invoice.accessKey) : null,
    invoicePdf: Boolean(invoice?.pdfBytes),
    order: await orderView(user, order),
    shop: shop
      ? {
          phone: formatPhoneDigits(shop.customerPhone),
          whatsapp: whatsappLink({ e164: `55${shop.customerPhone}` }),
          receiving: shop.receiving === "entrega" ? `Entrega em: ${shop.address ?? ""}` : "Retirada na loja",
        }
      : null,
  };
}

/** The status buttons: `to` and the version the page showed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await getOrder(user.id, params.id ?? ""))) notFound("Pedido");
  const form = await request.formData();
  if (form.get("intent") === "pagamento") {
    const answer = await paymentFromForm(user.id, params.id ?? "", form);
    if (!answer.ok) return formFailure(answer.message, answer.status, { confirmCancel: false });
    return redirectWithToast(
      request,
      `/gestao/pedidos/${params.id}`,
      { title: answer.title, description: answer.description, type: "success" },
      { status: 303 },
    );
  }
  const to = String(form.get("to") ?? "");
  if (!(ORDER_STATUSES as readonly string[]).includes(to)) return formFailure("Situação desconhecida.", 400, { confirmCancel: false });
  // Cancelling is final (and takes a paid sale out of the cash book): it asks once more, without JavaScript too.
  if (to === "cancelado" && form.get("confirmar") !== "sim") return data({ errors: {} as FormReply["errors"], confirmCancel: true });
  const result = await changeOrderStatus(user.id, params.id ?? "", to as OrderStatus, parseVersion(String(form.get("version") ?? "")));
  if (!result.ok) {
    if (result.status === 404) notFound("Pedido");
    return formFailure(result.message, result.status, { confirmCancel: false });
  }
  const description = to === "pago" && !result.order.test ? "A venda entrou no livro-caixa." : undefined;
  return redirectWithToast(
    request,
    `/gestao/pedidos/${result.order.id}`,
    { title: `Pedido ${ORDER_STATUS_LABELS[to as OrderStatus].toLowerCase()}`, description, type: "success" },
    { status: 303 },
  );
}

const buttonClass: Record<string, string> = {
  pago: "btn bg-green-700 text-white hover:bg-green-800",
  cancelado: "btn border border-red-300 bg-white text-red-800 hover:bg-red-50",
};

export default function OrderPage() {
  const { order, shop, payments, invoiceKey, invoicePdf } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // Optimistic: while a status button is being sent, the badge already shows the new status.
  const pendingTo = navigation.state === "submitting" ? (navigation.formData?.get("to") as OrderStatus | null) : null;
  const confirmed = pendingTo !== "cancelado" || navigation.formData?.get("confirmar") === "sim";
  const shownStatus = pendingTo && confirmed ? pendingTo : order.status;
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="pedido-titulo">
        <p className="text-sm print:hidden">
          <Link to="/gestao/pedidos" className="text-brand-700 underline">
            ← Pedidos
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <h1 id="pedido-titulo" className="text-2xl font-bold text-slate-900">
            Pedido nº {order.number}
          </h1>
          <StatusBadge status={shownStatus} label={ORDER_STATUS_LABELS[shownStatus]} />
          {order.test ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Teste</span> : null}
          {shop ? <ShopBadge /> : null}
        </div>
        {shop ? (
          <p className="mt-2 text-sm text-slate-800">
            Pedido feito na sua loja. WhatsApp do cliente:{" "}
            <a href={shop.whatsapp} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              {shop.phone}
            </a>
            . {shop.receiving}
          </p>
        ) : null}
        <dl className="mt-3 space-y-1 text-sm text-slate-800">
          <div>
            <dt className="inline font-medium">Data: </dt>
            <dd className="inline">{order.createdAt}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Cliente: </dt>
            <dd className="inline">
              {order.client ? (
                <Link to={`/gestao/clientes/${order.client.id}`} className="text-brand-700 underline">
                  {order.client.name}
                </Link>
              ) : (
                (order.clientName ?? "sem cliente")
              )}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Pagamento: </dt>
            <dd className="inline">
              {order.payment}
              {order.paidAt ? ` · pago em ${order.paidAt}` : ""}
            </dd>
          </div>
          {order.dueDate ? (
            <div className={order.overdue ? "font-semibold text-red-800" : ""}>
              <dt className="inline font-medium">Vencimento: </dt>
              <dd className="inline">
                {order.dueDate}
                {order.overdue ? " — vencido" : ""}
              </dd>
            </div>
          ) : null}
        </dl>

        <h2 className="mt-4 text-lg font-semibold text-slate-900">Itens</h2>
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-slate-900">{item.name}</span>
                <span className="block text-slate-700">
                  {item.quantity} × {item.unitPrice}
                </span>
              </span>
              <span className="whitespace-nowrap font-medium">{item.total}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{order.subtotal}</dd>
          </div>
          {order.discount ? (
            <div className="flex justify-between">
              <dt>Desconto</dt>
              <dd>−{order.discount}</dd>
            </div>
          ) : null}
          {order.delivery ? (
            <div className="flex justify-between">
              <dt>Entrega</dt>
              <dd>{order.delivery}</dd>
            </div>
          ) : null}
          <div className="flex justify-between text-base font-bold text-slate-900">
            <dt>Total</dt>
            <dd>{order.total}</dd>
          </div>
        </dl>
        {order.notes ? <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{order.notes}</p> : null}
        {order.internalNotes ? (
          <p className="mt-3 whitespace-pre-line rounded bg-amber-50 p-2 text-sm text-slate-800" data-testid="observacoes-internas">
            <strong className="block text-xs uppercase tracking-wide text-amber-900">Observações internas (só você vê)</strong>
            {order.internalNotes}
          </p>
        ) : null}
      </section>

      {payments ? <PaymentsSection payments={payments} error={actionData?.errors[""]} orderId={order.id} /> : null}

      {order.next.length > 0 ? (
        <section className="card p-5" aria-labelledby="situacao-titulo">
          <h2 id="situacao-titulo" className="text-lg font-semibold text-slate-900">
            Mudar a situação
          </h2>
          <FormError message={actionData?.errors[""]} />
          {actionData?.confirmCancel ? (
            <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
              <p className="font-semibold">Cancelar o pedido nº {order.number}?</p>
              <p className="mt-1">
                {order.status === "pago" && !order.test
                  ? "A venda sai do livro-caixa (e da receita do MEI) e os itens voltam para o estoque. Um pedido cancelado não volta atrás."
                  : "Os itens voltam para o estoque, se tinham saído. Um pedido cancelado não volta atrás."}
              </p>
              <Form method="post" className="mt-2">
                <input type="hidden" name="to" value="cancelado" />
                <input type="hidden" name="confirmar" value="sim" />
                <input type="hidden" name="version" value={order.version} />
                <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={pendingTo !== null}>
                  {pendingTo === "cancelado" ? "Cancelando…" : "Sim, cancelar o pedido"}
                </button>
              </Form>
            </div>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {order.next.map((next) => (
              <Form method="post" key={next.status}>
                <input type="hidden" name="to" value={next.status} />
                <input type="hidden" name="version" value={order.version} />
                <button type="submit" className={buttonClass[next.status] ?? "btn-primary"} disabled={pendingTo !== null}>
                  {pendingTo === next.status
                    ? "Salvando…"
                    : next.status === "pago"
                      ? "Marcar como pago"
                      : next.status === "cancelado"
                        ? "Cancelar pedido"
                        : `Marcar como ${next.label.toLowerCase()}`}
                </button>
              </Form>
            ))}
          </div>
          <p className="mt-2 text-xs text-slate-600">
            {order.test
              ? "Pedido de teste: não mexe no estoque nem no caixa."
              : "Confirmar tira os itens do estoque; pago lança a venda no livro-caixa; cancelar devolve o estoque e tira a venda do caixa."}
          </p>
        </section>
      ) : null}

      <section className="card p-5" aria-labelledby="recibo-titulo">
        <h2 id="recibo-titulo" className="text-lg font-semibold text-slate-900">
          {order.status === "pago" ? "Recibo" : order.status === "orcamento" ? "Orçamento" : "Comprovante do pedido"}
        </h2>
        <pre className="mt-2 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans text-sm text-slate-900">{order.receipt}</pre>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={order.whatsapp} target="_blank" rel="noopener noreferrer" className="btn bg-green-700 text-white hover:bg-green-800">
            Enviar pelo WhatsApp
          </a>
          <Link to={`/gestao/pedidos/${order.id}/recibo`} className="btn-secondary">
            Versão para imprimir
          </Link>
        </div>
        {order.client && !order.client.hasPhone ? (
          <p className="mt-2 text-xs text-slate-600">
            O cliente não tem WhatsApp cadastrado: o WhatsApp vai pedir para você escolher a conversa.
          </p>
        ) : null}
      </section>

      <section className="card p-5" aria-labelledby="nota-fiscal-titulo">
        <h2 id="nota-fiscal-titulo" className="text-lg font-semibold text-slate-900">
          Nota fiscal
        </h2>
        {invoiceKey ? (
          <p className="mt-2 break-all text-sm text-slate-900" data-testid="pedido-nota-emitida">
            Nota fiscal emitida (chave <span className="font-mono">{invoiceKey}</span>)
          </p>
        ) : invoicePdf ? (
          <p className="mt-2 text-sm text-slate-900">PDF da nota guardado (falta a chave de acesso).</p>
        ) : (
          <p className="mt-2 text-sm text-slate-700">Veja se este pedido precisa de nota e copie os dados para o emissor oficial.</p>
        )}
        <Link to={`/gestao/pedidos/${order.id}/nota-fiscal`} className="btn-secondary mt-3 inline-flex">
          {invoiceKey || invoicePdf ? "Ver a nota fiscal" : "Assistente de nota fiscal"}
        </Link>
      </section>

      <p className="flex flex-wrap gap-4 text-sm">
        {order.editable ? (
          <Link to={`/gestao/pedidos/${order.id}/editar`} className="font-semibold text-brand-700 underline">
            Editar pedido
          </Link>
        ) : null}
        <Link to={`/gestao/pedidos/${order.id}/remover`} className="font-semibold text-red-700 underline">
          Remover este pedido
        </Link>
      </p>
    </div>
  );
}
