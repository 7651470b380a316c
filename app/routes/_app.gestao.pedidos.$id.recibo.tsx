import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PrintButton } from "~/components/gestao/print-button";
import { getOrder } from "~/models/business-order-lists.server";
import { businessProfileView, getBusinessProfile } from "~/models/business-profile.server";
import { notFound } from "~/utils/gestao.server";
import { orderView } from "~/utils/gestao-orders.server";
import { requireUser } from "~/utils/session.server";
import { todayInSaoPaulo } from "~/utils/today.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Recibo do pedido nº ${data?.order.number ?? ""} | Empreenda Aí` },
];

const longDate = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) notFound("Pedido");
  const seller = businessProfileView(await getBusinessProfile(user.id));
  const place = [seller.city, seller.state].filter(Boolean).join(" – ");
  return {
    order: await orderView(user, order),
    // The seller block (decision 029): the MEI's data from /gestao/empresa, when typed.
    seller: seller.cnpjFormatted ? { name: seller.tradeName, cnpj: seller.cnpjFormatted, place } : null,
    // A recibo closes with where and when it was written, and the seller's signature.
    placeAndDate: `${place ? `${place}, ` : ""}${longDate.format(new Date(`${todayInSaoPaulo()}T12:00:00Z`))}`,
    signer: seller.tradeName ?? user.firstName ?? null,
  };
}

/** The receipt alone, for paper or PDF (the navigation hides itself when printing). */
export default function OrderReceipt() {
  const { order, seller, placeAndDate, signer } = useLoaderData<typeof loader>();
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
      {seller ? (
        <p className="mt-3 text-sm text-slate-900" data-testid="recibo-vendedor">
          {seller.name ? <strong className="block">{seller.name}</strong> : null}
          CNPJ {seller.cnpj}
          {seller.place ? <span className="block">{seller.place}</span> : null}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-700 print:hidden">
          Para o recibo levar o seu CNPJ, a cidade e o nome do negócio,{" "}
          <Link to="/gestao/empresa" className="text-brand-700 underline">
            preencha os dados da empresa
          </Link>
          .
        </p>
      )}
      <pre className="mt-3 whitespace-pre-wrap font-sans text-base leading-relaxed text-slate-900">{order.receipt}</pre>
      <p className="mt-6 text-sm text-slate-900" data-testid="recibo-local-data">
        {placeAndDate}
      </p>
      <p className="mt-10 max-w-xs border-t border-slate-400 pt-1 text-sm text-slate-700">{signer ?? "Assinatura"}</p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <PrintButton label="Imprimir recibo" />
        <a href={order.whatsapp} target="_blank" rel="noopener noreferrer" className="btn bg-green-700 text-white hover:bg-green-800">
          Enviar pelo WhatsApp
        </a>
      </div>
    </section>
  );
}
