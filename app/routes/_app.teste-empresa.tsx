import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getEnv } from "~/utils/env.server";
import { requireUser } from "~/utils/session.server";

// Internal tool: never indexed.
export const meta: MetaFunction = () => [{ title: "Teste - Empresa Aí | Empreenda Aí" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const addresses = getEnv().TEST_PAGE_URLS.slice(0, 4);
  const chosen = Number(new URL(request.url).searchParams.get("endereco"));
  const selected = Number.isInteger(chosen) && chosen >= 1 && chosen <= addresses.length ? chosen : null;
  return data({ addresses, selected }, { headers: { "X-Robots-Tag": "noindex, nofollow" } });
}

export default function TestPage() {
  const { addresses, selected } = useLoaderData<typeof loader>();
  const current = selected ? addresses[selected - 1] : null;
  return (
    <div className="space-y-5">
      <section>
        <h1 className="text-2xl font-bold text-slate-900">Teste - Empresa Aí</h1>
        <p className="mt-1 text-slate-600">
          Ferramenta interna: escolha um dos endereços pré-definidos para abrir no quadro ou em uma nova aba.
        </p>
      </section>
      {addresses.length === 0 ? (
        <p className="card p-5 text-slate-700" role="status">
          Nenhum endereço de teste foi definido nesta plataforma, então não há nada para abrir aqui.
        </p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address, index) => (
            <li key={address} className={`card p-4 ${selected === index + 1 ? "ring-2 ring-brand-500" : ""}`}>
              <p className="text-sm font-semibold text-slate-900">Endereço {index + 1}</p>
              <p className="mt-1 break-all font-mono text-xs text-slate-600">{address}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={`?endereco=${index + 1}`}
                  preventScrollReset
                  className="btn-primary"
                  aria-label={`Carregar endereço ${index + 1} no quadro`}
                >
                  Carregar no quadro
                </Link>
                <a
                  href={address}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-secondary"
                  aria-label={`Abrir endereço ${index + 1} em nova aba`}
                >
                  Nova aba
                </a>
              </div>
            </li>
          ))}
        </ol>
      )}
      {current ? (
        <section className="card overflow-hidden">
          <p className="border-b border-slate-200 px-4 py-2 text-sm text-slate-600">
            Carregado: <span className="break-all font-mono">{current}</span>
          </p>
          <iframe key={current} src={current} title={`Endereço de teste ${selected}`} className="h-[70vh] min-h-[400px] w-full border-0" />
        </section>
      ) : null}
    </div>
  );
}
