import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getStore } from "~/models/store.server";
import { localIsoDate } from "~/modules/business/calendar";
import { receivablesView } from "~/utils/receivables.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "A receber | Gestão | Empreenda Aí" }];

// "Quem me deve" (decision 040): every open balance, overdue first, with a one-tap WhatsApp reminder.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return receivablesView(user.id, await getStore(user.id), localIsoDate(new Date()));
}

export default function Receivables() {
  const page = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="a-receber-titulo" className="space-y-4">
      <div className="card p-5">
        <h1 id="a-receber-titulo" className="text-xl font-bold text-slate-900">
          A receber
        </h1>
        <p className="mt-1 text-sm text-slate-700">Quem ainda me deve: pedidos confirmados ou entregues com saldo em aberto.</p>
        <dl className="mt-3 grid grid-cols-2 gap-2">
          <div>
            <dt className="text-sm text-slate-700">Total a receber</dt>
            <dd className="text-lg font-semibold" data-testid="total-a-receber">
              {page.total}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Já vencido</dt>
            <dd className="text-lg font-semibold text-red-800" data-testid="total-vencido">
              {page.overdueTotal}
            </dd>
          </div>
        </dl>
      </div>
      {page.lines.length ? (
        <ul className="space-y-2" data-testid="a-receber">
          {page.lines.map((line) => (
            <li key={line.id} className="card p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/gestao/pedidos/${line.id}`} className="font-semibold text-brand-700 underline">
                  Pedido nº {line.number}
                  {line.clientName ? ` — ${line.clientName}` : ""}
                </Link>
                <span className="text-base font-semibold">{line.balance}</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {line.daysLate > 0 ? (
                  <strong className="text-red-800">
                    Vencido há {line.daysLate} {line.daysLate === 1 ? "dia" : "dias"} ({line.due})
                  </strong>
                ) : line.due ? (
                  `Vence em ${line.due}`
                ) : (
                  "Sem data combinada"
                )}
                {line.instalments ? ` · ${line.instalments}` : ""}
              </p>
              <a
                href={line.reminder}
                target="_blank"
                rel="noopener noreferrer"
                className="btn mt-2 bg-green-700 text-white hover:bg-green-800"
              >
                Lembrar pelo WhatsApp
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card p-5 text-sm text-slate-700">Ninguém lhe deve agora. Pedidos fiado ou com saldo em aberto aparecem aqui.</p>
      )}
    </section>
  );
}
