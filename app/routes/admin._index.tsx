import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageTitle, Section, StatCard } from "~/components/admin/admin-ui";
import { getAdminStats } from "~/models/admin-stats.server";
import { searchUsersForAdmin } from "~/models/admin-users.server";
import { formatDateTime } from "~/modules/dates";
import { requireAdmin } from "~/utils/admin-session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  const recent = (await searchUsersForAdmin()).slice(0, 5).map((u) => ({
    id: u.id,
    name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.name || u.email,
    email: u.email,
    created: formatDateTime(new Date(u.createdAt)),
  }));
  return { stats: await getAdminStats(now), recent, updatedAt: formatDateTime(now) };
}

export default function AdminDashboard() {
  const { stats, recent, updatedAt } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageTitle title="Painel" description={`Números ao vivo do banco de dados, atualizados em ${updatedAt}.`} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total de Usuários" value={stats.totalUsers} testId="stat-total-users" />
        <StatCard label="Usuários Ativos" value={stats.activeUsers} hint="Ativos nos últimos 30 dias" testId="stat-active-users" />
        <StatCard label="Novos Usuários" value={stats.newUsersThisMonth} hint="Neste mês (horário de Brasília)" testId="stat-new-users" />
        <StatCard
          label="Ideias de Negócio Geradas"
          value={stats.businessIdeasGenerated}
          hint="Sugestões e análises feitas pela IA"
          testId="stat-ideas"
        />
      </div>
      <Section
        title="Últimos cadastros"
        actions={
          <Link to="/admin/usuarios" className="text-sm font-semibold text-brand-700 hover:underline">
            Ver todos os usuários
          </Link>
        }
      >
        {recent.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum usuário encontrado</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {recent.map((user) => (
              <li key={user.id}>
                <Link
                  to={`/admin/usuarios/${user.id}`}
                  className="flex flex-col gap-x-4 py-2.5 hover:bg-slate-50 sm:flex-row sm:items-baseline sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{user.name}</span>
                    <span className="block truncate text-sm text-slate-600">{user.email}</span>
                  </span>
                  <span className="text-xs text-slate-500">{user.created}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
