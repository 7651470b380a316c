import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { AdminErrorBoundary, PageTitle } from "~/components/admin/admin-ui";
import { SearchIcon } from "~/components/icons";
import { searchUsersForAdmin } from "~/models/admin-users.server";
import { formatShortDate } from "~/modules/dates";
import { requireAdmin } from "~/utils/admin-session.server";

const SHOWN = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const all = await searchUsersForAdmin(q);
  return {
    q,
    total: all.length,
    users: all.slice(0, SHOWN).map((u) => ({
      id: u.id,
      name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.name || "Nome não informado",
      email: u.email,
      plan: u.subscriptionPlan,
      created: formatShortDate(new Date(u.createdAt)),
    })),
  };
}

export default function AdminUsers() {
  const { q, total, users } = useLoaderData<typeof loader>();
  const params = useParams();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/usuarios";
  const suffix = q ? `?${new URLSearchParams({ q })}` : "";
  return (
    <div>
      <PageTitle title="Usuários" description="Busque por nome, sobrenome ou e-mail (sem diferenciar maiúsculas e acentos)." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="order-2 lg:order-1">
          <Form method="get" action="/admin/usuarios" role="search" className="flex gap-2">
            <label htmlFor="admin-user-search" className="sr-only">
              Buscar usuários
            </label>
            <input
              id="admin-user-search"
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              placeholder="Buscar por nome ou e-mail..."
              maxLength={200}
              className="field-input"
            />
            <button type="submit" className="btn-primary shrink-0" aria-label="Buscar">
              <SearchIcon className="h-4 w-4" />
              <span className="hidden sm:inline">Buscar</span>
            </button>
          </Form>
          <p className="mt-3 text-sm text-slate-600" aria-live="polite">
            {searching
              ? "Buscando..."
              : total === 1
                ? "1 usuário"
                : `${total.toLocaleString("pt-BR")} usuários${total > users.length ? ` (mostrando os ${users.length} mais recentes)` : ""}`}
            {q ? (
              <>
                {" "}
                para “{q}” ·{" "}
                <Link to="/admin/usuarios" className="font-semibold text-brand-700 hover:underline">
                  Limpar busca
                </Link>
              </>
            ) : null}
          </p>
          {users.length === 0 ? (
            <div className="card mt-3 p-6 text-center text-slate-700">Nenhum usuário encontrado</div>
          ) : (
            <ul className="card mt-3 divide-y divide-slate-100 overflow-hidden" data-testid="admin-user-list">
              {users.map((user) => {
                const selected = params.id === user.id;
                return (
                  <li key={user.id}>
                    <Link
                      to={`/admin/usuarios/${user.id}${suffix}`}
                      aria-current={selected ? "true" : undefined}
                      className={`flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 ${selected ? "bg-brand-50" : ""}`}
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{user.name}</span>
                        <span className="block truncate text-sm text-slate-600">{user.email}</span>
                      </span>
                      <span className="shrink-0 text-right text-xs text-slate-500">
                        <span className="block">{user.plan}</span>
                        <span className="block">desde {user.created}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="order-1 lg:order-2">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
