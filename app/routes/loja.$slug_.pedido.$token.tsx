import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PixBlock } from "~/components/store/pix-block";
import { shopOrderByToken } from "~/models/store-orders.server";
import { whatsappLink } from "~/modules/br/phone";
import { formatBRL } from "~/modules/business/money";
import { formatQuantity, lineTotalCents, ORDER_STATUS_LABELS } from "~/modules/business/orders";
import { shopOrderMessage } from "~/modules/store/shop-order-text";
import { orderBalance } from "~/utils/order-balance.server";
import { orderPix } from "~/utils/order-pix.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Pedido nº ${data.number} | ${data.storeName}` : "Pedido não encontrado" },
  { name: "robots", content: "noindex" },
];

// The customer's data: never stored by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

/** The customer's page of a shop order, by its unguessable token (no account needed). */
export async function loader({ params }: LoaderFunctionArgs) {
  const found = await shopOrderByToken(params.token ?? "");
  if (!found || found.store.slug !== params.slug) throw new Response("Pedido não encontrado.", { status: 404 });
  const { row, order, store } = found;
  const { balanceCents } = await orderBalance(order);
  const pix = order.status !== "cancelado" && balanceCents > 0 ? await orderPix(store, order, balanceCents) : null;
  const message = shopOrderMessage({
    storeName: store.name,
    number: order.number,
    customerName: row.customerName,
    items: order.items,
    deliveryCents: order.deliveryCents,
    totalCents: order.totalCents,
    receiving: row.receiving,
    address: row.address,
    pix: pix ? { amountCents: balanceCents, payload: pix.payload } : null,
  });
  return {
    number: order.number,
    storeName: store.name,
    storeSlug: store.slug,
    status: order.status === "orcamento" ? "aguardando a confirmação da loja" : ORDER_STATUS_LABELS[order.status].toLowerCase(),
    items: order.items.map((item) => ({
      id: item.id,
      text: `${formatQuantity(item.quantityMilli)} ${item.unit} × ${item.name}`,
      total: formatBRL(lineTotalCents(item)),
    })),
    delivery: order.deliveryCents ? formatBRL(order.deliveryCents) : null,
    total: formatBRL(order.totalCents),
    balance: formatBRL(balanceCents),
    paid: balanceCents === 0,
    receiving: row.receiving === "entrega" ? `Entrega em: ${row.address ?? ""}` : "Retirada na loja",
    pix: pix ? { payload: pix.payload, qrSvg: pix.qrSvg, amount: pix.amount } : null,
    whatsapp: whatsappLink({ e164: `55${store.whatsapp}` }, message),
  };
}

export default function CustomerOrderPage() {
  const order = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto min-h-screen max-w-xl space-y-4 bg-slate-50 px-4 py-6">
      <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="pedido-titulo">
        <p className="text-sm text-slate-700">{order.storeName}</p>
        <h1 id="pedido-titulo" className="text-2xl font-bold text-slate-900">
          Pedido nº {order.number} recebido
        </h1>
        <p className="mt-1 text-sm text-slate-700">Situação: {order.paid ? "pago" : order.status}</p>
        <ul className="mt-3 divide-y divide-slate-200 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 py-2">
              <span>{item.text}</span>
              <span className="whitespace-nowrap">{item.total}</span>
            </li>
          ))}
          {order.delivery ? (
            <li className="flex justify-between py-2">
              <span>Entrega</span>
              <span>{order.delivery}</span>
            </li>
          ) : null}
        </ul>
        <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
          <span>Total</span>
          <span>{order.total}</span>
        </p>
        <p className="mt-2 text-sm text-slate-700">{order.receiving}</p>
      </section>
      {order.pix ? <PixBlock pix={order.pix} title={`Pague ${order.pix.amount} com Pix`} /> : null}
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">Mande o pedido para a loja pelo WhatsApp para combinar a entrega ou a retirada.</p>
        <a
          href={order.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block rounded-lg bg-green-600 px-4 py-3 font-semibold text-white"
        >
          Enviar pedido pelo WhatsApp
        </a>
      </section>
      <p className="text-xs text-slate-600">
        Guarde o endereço desta página para ver o pedido de novo. Seus dados (nome, WhatsApp, endereço) são da loja {order.storeName}, que
        os usa para atender o pedido (LGPD, art. 7º, V); peça a ela a correção ou a exclusão.{" "}
        <a href={`/loja/${order.storeSlug}`} className="underline">
          Voltar à loja
        </a>
      </p>
    </main>
  );
}
