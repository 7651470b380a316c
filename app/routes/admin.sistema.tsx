import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { AdminErrorBoundary, PageTitle, Section, StatCard } from "~/components/admin/admin-ui";
import { formatBytes, getSystemInfo } from "~/models/admin-stats.server";
import { formatDateTime } from "~/modules/dates";
import { requireAdmin } from "~/utils/admin-session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const info = await getSystemInfo();
  return {
    databaseSize: formatBytes(info.databaseBytes),
    walSize: formatBytes(info.walBytes),
    journalMode: info.journalMode.toUpperCase(),
    tables: info.tables,
    lastBackup: info.lastBackupAt ? formatDateTime(info.lastBackupAt) : null,
  };
}

export default function AdminSystem() {
  const { databaseSize, walSize, journalMode, tables, lastBackup } = useLoaderData<typeof loader>();
  const showingLogs = useLocation().pathname.endsWith("/logs");
  return (
    <div className="space-y-6">
      <PageTitle title="Sistema" description="Banco de dados SQLite, backups e registro de segurança." />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Tamanho do banco de dados" value={databaseSize} hint={`Modo ${journalMode}; WAL atual: ${walSize}`} testId="system-db-size" />
        <StatCard label="Último backup" value={lastBackup ?? "Nenhum backup ainda"} hint="Backups manuais feitos neste painel" testId="system-last-backup" />
        <StatCard label="Usuários" value={tables.find((t) => t.table === "users")?.rows ?? 0} />
      </div>
      <Section title="Manutenção">
        <div className="flex flex-wrap items-start gap-3">
          <Form method="post" action="/admin/sistema/backup" reloadDocument>
            <button type="submit" className="btn-primary">
              Backup manual
            </button>
          </Form>
          <Link to={showingLogs ? "/admin/sistema" : "/admin/sistema/logs"} className="btn-secondary" preventScrollReset>
            {showingLogs ? "Ocultar logs de segurança" : "Ver logs de segurança"}
          </Link>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          O backup é uma cópia consistente do banco feita com a API de backup online do SQLite, baixada como arquivo
          <code className="mx-1 rounded bg-slate-100 px-1">.sqlite</code>; o download fica registrado no log de segurança.
          Recarregue esta página para ver o horário atualizado.
        </p>
      </Section>
      <Outlet />
      <Section title="Registros por tabela">
        <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2" data-testid="system-row-counts">
          {tables.map((t) => (
            <div key={t.table} className="flex justify-between gap-3 border-b border-slate-100 py-2 text-sm">
              <dt className="text-slate-600">
                {t.label} <span className="text-xs text-slate-400">({t.table})</span>
              </dt>
              <dd className="font-semibold tabular-nums text-slate-900">{t.rows.toLocaleString("pt-BR")}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
