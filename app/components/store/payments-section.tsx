import { Form, Link, useNavigation } from "@remix-run/react";
import { FormError } from "~/components/gestao/form-bits";
import { PixBlock } from "./pix-block";

type Payments = {
  paid: string;
  balance: string;
  open: boolean;
  items: { id: string; text: string }[];
  pix: { payload: string; qrSvg: string; amount: string } | null;
  reminder: string | null;
  hasStore: boolean;
  instalments: { number: number; due: string; amount: string; balance: string; status: string; statusLabel: string }[] | null;
  canSplit: boolean;
};

const instalmentTone: Record<string, string> = {
  pago: "bg-green-100 text-green-900",
  vencido: "bg-red-100 text-red-900",
  em_aberto: "bg-slate-100 text-slate-800",
};

/** Received so far, the balance, a payment form (sinal, parcial or the rest), the Pix of the balance and the WhatsApp reminder. */
export function PaymentsSection({ payments, error, orderId }: { payments: Payments; error?: string; orderId: string }) {
  const pending = useNavigation().formData?.get("intent") === "pagamento";
  return (
    <section className="card p-5" aria-labelledby="pagamentos-titulo">
      <h2 id="pagamentos-titulo" className="text-lg font-semibold text-slate-900">
        Pagamentos
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-700">Recebido</dt>
          <dd className="text-base font-semibold" data-testid="pago">
            {payments.paid}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Falta receber</dt>
          <dd className="text-base font-semibold" data-testid="saldo">
            {payments.balance}
          </dd>
        </div>
      </dl>
      {payments.items.length ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
          {payments.items.map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ul>
      ) : null}
      {payments.instalments ? (
        <div className="mt-3">
          <h3 className="text-base font-semibold text-slate-900">Parcelas (fiado)</h3>
          <ol className="mt-1 divide-y divide-slate-200 text-sm" data-testid="parcelas">
            {payments.instalments.map((p) => (
              <li key={p.number} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                <span>
                  {p.number}ª · vence {p.due} · {p.amount}
                  {p.status !== "pago" && p.balance !== p.amount ? ` (falta ${p.balance})` : ""}
                </span>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${instalmentTone[p.status] ?? ""}`}>{p.statusLabel}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {payments.canSplit ? (
        <p className="mt-2 text-sm">
          <Link to={`/gestao/pedidos/${orderId}/parcelas`} className="text-brand-700 underline">
            {payments.instalments ? "Refazer o parcelamento do saldo" : "Parcelar o saldo (fiado)"}
          </Link>
        </p>
      ) : null}
      {payments.open ? (
        <>
          <FormError message={error} />
          <Form method="post" className="mt-3 grid grid-cols-2 gap-2">
            <input type="hidden" name="intent" value="pagamento" />
            <label className="text-sm font-medium text-slate-800">
              Valor recebido (R$)
              <input name="amount" type="text" inputMode="decimal" placeholder="0,00" className="field-input mt-1" />
            </label>
            <label className="text-sm font-medium text-slate-800">
              Como recebeu
              <select name="method" className="field-input mt-1" defaultValue="pix">
                <option value="pix">Pix</option>
                <option value="dinheiro">Dinheiro</option>
                <option value="cartao">Cartão</option>
              </select>
            </label>
            <button type="submit" className="btn-primary col-span-2" disabled={pending}>
              {pending ? "Registrando…" : "Registrar pagamento"}
            </button>
          </Form>
          <p className="mt-1 text-xs text-slate-600">
            Um sinal ou parte do valor entra no livro-caixa hoje; quando o saldo chega a zero, o pedido fica pago.
          </p>
          {payments.reminder ? (
            <a
              href={payments.reminder}
              target="_blank"
              rel="noopener noreferrer"
              className="btn mt-3 bg-green-700 text-white hover:bg-green-800"
            >
              Lembrar pelo WhatsApp
            </a>
          ) : null}
          {payments.pix ? <PixBlock pix={payments.pix} title={`Pix do saldo: ${payments.pix.amount}`} /> : null}
          {!payments.hasStore ? (
            <p className="mt-2 text-xs text-slate-600">Cadastre sua chave Pix em Loja para gerar o código Pix do pedido.</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
