import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-ui";
import { databaseAnswers } from "~/models/health.server";
import { LogoMark, LogoutIcon } from "~/components/icons";
import { requireAdmin } from "~/utils/admin-session.server";
import { isNotFound, notFoundMeta, siteFromMatches } from "~/modules/site/meta";

export const meta: MetaFunction = ({ error, matches }) =>
  isNotFound(error)
    ? notFoundMeta(siteFromMatches(matches))
    : [{ title: "Painel Administrativo | Empreenda Aí" }, { name: "robots", content: "noindex" }];

const TABS = [
  { to: "/admin", label: "Painel", end: true },
  { to: "/admin/usuarios", label: "Usuários", end: false },
  { to: "/admin/analytics", label: "Estatísticas", end: false },
  { to: "/admin/jornada", label: "Jornada", end: false },
  { to: "/admin/sistema", label: "Sistema", end: false },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { admin: { email: admin.email }, healthy: await databaseAnswers() };
}

export default function AdminLayout() {
  const { admin, healthy } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-4">
          <Link to="/admin" className="flex w-full items-center gap-2 font-semibold sm:w-auto">
            <LogoMark className="h-7 w-7" />
            <span>Painel Administrativo</span>
          </Link>
          <span
            data-testid="system-status"
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              healthy ? "bg-emerald-500/15 text-emerald-300" : "bg-red-500/20 text-red-200"
            }`}
          >
            <span className={`h-2 w-2 rounded-full ${healthy ? "bg-emerald-400" : "bg-red-400"}`} aria-hidden="true" />
            {healthy ? "Sistema Ativo" : "Sistema com Problemas"}
          </span>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <span className="hidden text-sm text-slate-300 md:inline" data-testid="admin-email">
              {admin.email}
            </span>
            <Link to="/" className="rounded-lg px-2 py-1.5 text-sm font-medium text-slate-200 hover:bg-white/10 sm:px-3">
              Voltar ao Site
            </Link>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="inline-flex items-center gap-1.5 rounded-lg bg-white/10 px-2.5 py-1.5 text-sm font-semibold hover:bg-white/20 sm:px-3"
              >
                <LogoutIcon className="hidden h-4 w-4 sm:block" />
                Sair
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Seções do painel" className="border-t border-white/10">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-2 sm:px-3">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium ${
                      isActive ? "border-brand-500 text-white" : "border-transparent text-slate-300 hover:text-white"
                    }`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-3 py-6 sm:px-4">
        <Outlet />
      </main>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
