import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { IdeaCard } from "~/components/discovery/idea-card";
import { browseCatalogue, parseBrowseQuery, SORT_OPTIONS } from "~/modules/discovery/browse";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { levelLabel } from "~/modules/discovery/levels";
import { chooseIdea } from "~/utils/discovery-actions.server";
import { safeRedirect } from "~/utils/redirect";
import { requireUser } from "~/utils/session.server";
import { clientIp } from "~/utils/client-ip.server";

const PAGE_SIZE = 24;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const query = parseBrowseQuery(url.searchParams);
  const results = browseCatalogue(CATALOGUE, query);
  const pages = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1));
  return {
    query,
    total: results.length,
    page,
    pages,
    ideas: results
      .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
      .map(({ keywords: _keywords, requirements: _requirements, economics: _economics, ...card }) => card),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  return chooseIdea(
    request,
    user,
    await request.formData(),
    safeRedirect(url.pathname + url.search, "/meu-negocio/catalogo"),
    clientIp(context),
  );
}

export default function Catalogue() {
  const { query, total, page, pages, ideas } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const choosing = navigation.state === "submitting" ? String(navigation.formData?.get("businessId") ?? "") : "";
  const pageHref = (target: number) =>
    `?${new URLSearchParams({ q: query.q, nivel: query.nivel, ordem: query.ordem, pagina: String(target) })}`;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Todos os negócios</h2>
        <Link to="/meu-negocio" className="btn-secondary">
          Voltar
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        className="card grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        onChange={(event) => {
          const target = event.target as HTMLElement;
          if (target.tagName === "SELECT") submit(event.currentTarget, { replace: true });
        }}
      >
        <label className="block text-sm font-medium text-slate-800">
          Buscar
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
            placeholder="Ex.: doces, pet, reforma"
            className="field-input mt-1"
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Nível
          <select name="nivel" defaultValue={query.nivel} className="field-input mt-1">
            <option value="todos">Todos os níveis</option>
            {[1, 2, 3].map((level) => (
              <option key={level} value={String(level)}>
                {levelLabel(level)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Ordenar por
          <select name="ordem" defaultValue={query.ordem} className="field-input mt-1">
            {SORT_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          Filtrar
        </button>
      </Form>
      <p className="text-sm text-slate-600" aria-live="polite">
        {total} {total === 1 ? "negócio encontrado" : "negócios encontrados"}
      </p>
      {ideas.length === 0 ? (
        <div className="card p-6 text-center">
          <p className="font-semibold text-slate-900">Nenhum negócio encontrado</p>
          <p className="text-sm text-slate-600">Tente ajustar os filtros ou termo de busca.</p>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {ideas.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} userInput="" pending={choosing === idea.id} />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Páginas" className="flex items-center justify-between">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="btn-secondary">
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            Página {page} de {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className="btn-secondary">
              Próxima
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
