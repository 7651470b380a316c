import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { searchOwnRecords } from "~/models/own-search.server";
import { SEARCH_QUERY_MAX, searchSite } from "~/models/site-search.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `“${data.query}” – Pesquisar | Empreenda Aí` : "Pesquisar | Empreenda Aí" },
  { name: "robots", content: "noindex" },
];

/** The header's search: a GET form, so it works without JavaScript and each search has an address. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  // The person's own clients, products and orders first (only theirs), then the site's pages.
  const groups = query
    ? [
        ...(await searchOwnRecords(user.id, query)),
        ...searchSite(query).map((group) => ({
          ...group,
          moreHref: group.kind === "ideia" ? `/meu-negocio/catalogo?${new URLSearchParams({ q: query })}` : null,
        })),
      ]
    : [];
  return { query, groups, total: groups.reduce((sum, group) => sum + group.total, 0) };
}

export default function SearchPage() {
  const { query, groups, total } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Pesquisar</h1>
      <Form method="get" action="/pesquisar" role="search" className="flex gap-2">
        <label htmlFor="pesquisa-pagina" className="sr-only">
          O que você procura?
        </label>
        <input
          id="pesquisa-pagina"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Ex.: MEI, Pix, bolo de pote"
          className="field-input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0">
          Pesquisar
        </button>
      </Form>
      {!query ? (
        <p className="text-slate-700">
          Procure seus clientes, produtos e pedidos, ideias de negócio, artigos e dicas do Centro de Aprendizado, passos da jornada e
          respostas da Central de Ajuda.
        </p>
      ) : total === 0 ? (
        <div className="card p-5" role="status" data-testid="search-empty">
          <p className="font-semibold text-slate-900">Nenhum resultado para “{query}”.</p>
          <p className="mt-1 text-sm text-slate-700">
            Confira a grafia ou tente outras palavras (a busca procura palavras inteiras). Se você quer ideias de negócio, conte o que gosta
            de fazer em{" "}
            <Link to="/meu-negocio" className="font-semibold text-brand-700 underline">
              Descobrir Meu Negócio
            </Link>
            .
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {total === 1 ? "1 resultado" : `${total} resultados`} para “{query}”
          </p>
          {groups.map((group) => (
            <section
              key={group.kind}
              aria-labelledby={`resultados-${group.kind}`}
              className="space-y-2"
              data-testid={`search-group-${group.kind}`}
            >
              <h2 id={`resultados-${group.kind}`} className="text-lg font-semibold text-slate-900">
                {group.label} <span className="text-sm font-normal text-slate-500">({group.total})</span>
              </h2>
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
                {group.hits.map((hit) => (
                  <li key={hit.id}>
                    <Link to={hit.href} className="block p-3 hover:bg-slate-50" data-testid="search-hit">
                      <span className="font-semibold text-brand-800">{hit.title}</span>
                      <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{hit.summary}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {group.total > group.hits.length && group.moreHref ? (
                <Link to={group.moreHref} className="inline-block text-sm font-semibold text-brand-700 underline">
                  {group.kind === "ideia" ? "Ver mais ideias no catálogo" : "Ver todos"}
                </Link>
              ) : null}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
