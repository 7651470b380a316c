import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/** Anterior / Página n de m / Próxima under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pages, pageLink }: { page: number; pages: number; pageLink: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Páginas" className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className="btn-secondary">
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <span>
        Página {page} de {pages}
      </span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} className="btn-secondary">
          Próxima
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Title + 'Novo' button + search + count + empty state + paging: the frame of every gestão list. */
export function RecordList({
  title,
  newLabel,
  basePath,
  searchLabel,
  q,
  total,
  page,
  pages,
  emptyText,
  searchPlaceholder = searchLabel,
  noun = ["cadastro", "cadastros"],
  noMatchText = "Nada encontrado com essa busca.",
  children,
  extra,
}: {
  title: string;
  newLabel: string;
  basePath: string;
  searchLabel: string;
  q: string;
  total: number;
  page: number;
  pages: number;
  emptyText: string;
  /** The search box's placeholder; the label when not given. */
  searchPlaceholder?: string;
  /** How the count names the records: one, many. */
  noun?: [string, string];
  /** What an empty search result says. */
  noMatchText?: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === basePath;
  const pageLink = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <section aria-labelledby="lista-titulo">
      <div className="flex items-center justify-between gap-3">
        <h1 id="lista-titulo" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <Link to={`${basePath}/novo`} className="btn-primary">
          {newLabel}
        </Link>
      </div>
      {extra}
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor="busca" className="sr-only">
          {searchLabel}
        </label>
        <input id="busca" name="q" type="search" defaultValue={q} placeholder={searchPlaceholder} className="field-input" />
        <button type="submit" className="btn-secondary">
          {searching ? "Buscando…" : "Buscar"}
        </button>
      </Form>
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {q ? `${total} ${total === 1 ? "resultado" : "resultados"} para “${q}”.` : `${total} ${total === 1 ? noun[0] : noun[1]}.`}
      </p>
      {total === 0 ? (
        <p className="card mt-3 p-4 text-sm text-slate-700">{q ? noMatchText : emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">{children}</ul>
      )}
      <Pager page={page} pages={pages} pageLink={pageLink} />
    </section>
  );
}
