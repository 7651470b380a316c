import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PrintButton } from "~/components/gestao/print-button";
import { getOrder } from "~/models/business-order-lists.server";
import { localIsoDate } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { amountInWords } from "~/modules/receivables/amount-in-words";
import { businessProfileView, getBusinessProfile } from "~/models/business-profile.server";
import { instalmentRows, plannedStates } from "~/models/order-instalments.server";
import { orderBalance } from "~/models/order-payments.server";
import { instalmentLines } from "~/utils/receivables.server";
import { notFound } from "~/utils/gestao.server";
import { orderView } from "~/utils/gestao-orders.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Recibo do pedido nº ${data?.order.number ?? ""} | Empreenda Aí` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) notFound("Pedido");
  const profile = businessProfileView(await getBusinessProfile(user.id));
  // The day the receipt is issued: the payment day once paid, else the order's day (São Paulo).
  const day = localIsoDate(order.paidAt ?? order.createdAt);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const longDate = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
  const place = [profile.city, profile.state].filter(Boolean).join(" – ");
  // Fiado in instalments (decision 040): the plan and each instalment's status, while money is open.
  const [{ paidCents }, plan] = await Promise.all([orderBalance(order), instalmentRows(user.id, order.id)]);
  const states = order.status === "pago" ? null : plannedStates(plan, paidCents, localIsoDate(new Date()));
  return {
    instalments: states ? instalmentLines(states) : null,
    order: await orderView(user, order),
    // The seller block (decision 029): the MEI's data from /gestao/empresa, else the person's name.
    seller: {
      name: profile.tradeName ?? user.name ?? null,
      cnpj: profile.cnpjFormatted,
      place,
    },
    amount: { total: formatBRL(order.totalCents), words: amountInWords(order.totalCents) },
    // "Cidade – UF, 26 de novembro de 2026" — the place only when typed in the profile.
    datePlace: place ? `${place}, ${longDate}` : longDate,
  };
}

/** The receipt alone, for paper or PDF (the navigation hides itself when printing). */
export default function OrderReceipt() {
  const { order, seller, amount, datePlace, instalments } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="recibo-titulo" className="card p-5 print:border-0 print:shadow-none">
      <p className="text-sm print:hidden">
        <Link to={`/gestao/pedidos/${order.id}`} className="text-brand-700 underline">
          ← Pedido nº {order.number}
        </Link>
      </p>
      <h1 id="recibo-titulo" className="sr-only">
        Recibo do pedido nº {order.number}
      </h1>
      {seller.name || seller.cnpj ? (
        <p className="mt-3 text-sm text-slate-900" data-testid="recibo-vendedor">
          {seller.name ? <strong className="block">{seller.name}</strong> : null}
          {seller.cnpj ? <span className="block">CNPJ {seller.cnpj}</span> : null}
        </p>
      ) : null}
      <pre className="mt-3 whitespace-pre-wrap font-sans text-base leading-relaxed text-slate-900">{order.receipt}</pre>
      {instalments ? (
        <div className="mt-3 text-sm text-slate-900" data-testid="recibo-parcelas">
          <p className="font-semibold">Parcelas</p>
          <ul>
            {instalments.map((p) => (
              <li key={p.number}>
                {p.number}ª · vence {p.due} · {p.amount} · {p.statusLabel}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-base text-slate-900" data-testid="recibo-extenso">
        Valor total: <strong>{amount.total}</strong> ({amount.words}).
      </p>
      <p className="mt-2 text-sm text-slate-700" data-testid="recibo-data-local">
        {datePlace}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <PrintButton label="Imprimir recibo" />
        <a href={order.whatsapp} target="_blank" rel="noopener noreferrer" className="btn bg-green-700 text-white hover:bg-green-800">
          Enviar pelo WhatsApp
        </a>
      </div>
    </section>
  );
}
