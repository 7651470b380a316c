import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { AdminErrorBoundary, PageTitle, Section, StatCard } from "~/components/admin/admin-ui";
import { formatBytes, getSystemInfo, SYSTEM_FIGURES_UNAVAILABLE } from "~/models/admin-stats.server";
import { BACKUP_UNAVAILABLE } from "~/models/backup.server";
import { formatDateTime } from "~/modules/dates";
import { requireAdmin } from "~/utils/admin-session.server";
import { installConfig } from "~/utils/install-config.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const info = await getSystemInfo();
  return {
    // null on a libSQL server: the database file lives there, not here.
    file: info.file
      ? { size: formatBytes(info.file.databaseBytes), wal: formatBytes(info.file.walBytes), journalMode: info.file.journalMode.toUpperCase() }
      : null,
    tables: info.tables,
    lastBackup: info.lastBackupAt ? formatDateTime(info.lastBackupAt) : null,
    config: installConfig(),
  };
}

export default function AdminSystem() {
  const { file, tables, lastBackup, config } = useLoaderData<typeof loader>();
  const showingLogs = useLocation().pathname.endsWith("/logs");
  return (
    <div className="space-y-6">
      <PageTitle
        title="Sistema"
        description={file ? "Banco de dados SQLite, backups e registro de segurança." : "Banco de dados num servidor libSQL, backups e registro de segurança."}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {file ? (
          <StatCard label="Tamanho do banco de dados" value={file.size} hint={`Modo ${file.journalMode}; WAL atual: ${file.wal}`} testId="system-db-size" />
        ) : (
          <StatCard label="Tamanho do banco de dados" value="Servidor libSQL" hint={SYSTEM_FIGURES_UNAVAILABLE} testId="system-db-size" />
        )}
        <StatCard label="Último backup" value={lastBackup ?? "Nenhum backup ainda"} hint="Backups manuais feitos neste painel" testId="system-last-backup" />
        <StatCard label="Usuários" value={tables.find((t) => t.table === "users")?.rows ?? 0} />
      </div>
      <Section title="Manutenção">
        <div className="flex flex-wrap items-start gap-3">
          {file ? (
            <Form method="post" action="/admin/sistema/backup" reloadDocument>
              <button type="submit" className="btn-primary">
                Backup manual
              </button>
            </Form>
          ) : null}
          <Link to={showingLogs ? "/admin/sistema" : "/admin/sistema/logs"} className="btn-secondary" preventScrollReset>
            {showingLogs ? "Ocultar logs de segurança" : "Ver logs de segurança"}
          </Link>
        </div>
        {file ? (
          <p className="mt-3 text-sm text-slate-600">
            O backup é uma cópia consistente do banco feita com a API de backup online do SQLite, baixada como arquivo
            <code className="mx-1 rounded bg-slate-100 px-1">.sqlite</code>; o download fica registrado no log de segurança.
            Recarregue esta página para ver o horário atualizado.
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-600" data-testid="backup-unavailable">
            {BACKUP_UNAVAILABLE}
          </p>
        )}
      </Section>
      <Outlet />
      <Section title="Configuração desta instalação">
        <p className="mb-3 text-sm text-slate-600">Recursos opcionais e a variável de ambiente que liga cada um (reinicie o servidor depois de mudar).</p>
        <ul className="divide-y divide-slate-100" data-testid="install-config">
          {config.map((item) => (
            <li key={item.label} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <span className="font-medium text-slate-900">{item.label}</span>
              <span className="min-w-0 text-slate-700 sm:text-right">
                <span className={item.on ? "font-semibold text-emerald-700" : "text-slate-700"}>{item.state}</span>
                <code className="mt-0.5 block break-words text-xs text-slate-500">{item.hint}</code>
              </span>
            </li>
          ))}
        </ul>
      </Section>
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
