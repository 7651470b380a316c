import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { PageTitle, Section, StatCard } from "~/components/admin/admin-ui";
import { LegalFactsSection, type LegalFactsActionData } from "~/components/admin/legal-facts-section";
import { formatBytes, getSystemInfo } from "~/models/admin-stats.server";
import { addLegalFactOverride, legalFactsAdminView, removeFutureLegalFactOverride } from "~/models/legal-facts.server";
import { requestOrigin } from "~/models/security-log.server";
import { validateOverride } from "~/modules/facts/editable-facts";
import { describeDatabaseServer } from "~/modules/admin/database-server";
import { formatDateTime } from "~/modules/dates";
import { requireAdmin } from "~/utils/admin-session.server";
import { getEnv } from "~/utils/env.server";
import { installConfig } from "~/utils/install-config.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const info = await getSystemInfo();
  const url = getEnv().DATABASE_URL;
  // A libSQL server: its host (never credentials or token) instead of a local file's sizes; the
  // manual backup copies a local SQLite file, so it does not apply there (docs/self-hosting.md).
  const database = !info.file
    ? ({ engine: "libsql", ...describeDatabaseServer(url ?? "") } as const)
    : ({
        engine: "embedded",
        size: formatBytes(info.file.databaseBytes),
        walSize: formatBytes(info.file.walBytes),
        journalMode: info.file.journalMode.toUpperCase(),
        lastBackup: info.lastBackupAt ? formatDateTime(info.lastBackupAt) : null,
      } as const);
  return { database, tables: info.tables, config: installConfig(), legalFacts: await legalFactsAdminView() };
}

const BACK = "/admin/sistema#valores-legais";

/** Valores legais (decision 035): date a new value of a legal figure, or remove one not yet in force. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const origin = requestOrigin(request, context);
  if (form.get("intent") === "remove-fact") {
    const id = Number(text("id"));
    const removed = Number.isSafeInteger(id) && id > 0 ? await removeFutureLegalFactOverride(id, admin, origin) : null;
    if (!removed) {
      return redirectWithToast(
        request,
        BACK,
        { type: "destructive", title: "Nada foi removido", description: "Só um valor que ainda não começou a valer pode ser removido." },
        { status: 303 },
      );
    }
    return redirectWithToast(request, BACK, { type: "success", title: "Valor futuro removido" }, { status: 303 });
  }
  const values = { key: text("key"), value: text("value"), validFrom: text("validFrom"), source: text("source") };
  if (form.get("intent") !== "add-fact") {
    return data<LegalFactsActionData>({ errors: { "": "Pedido inválido: recarregue a página." }, values }, { status: 400 });
  }
  const checked = validateOverride(values);
  if (!checked.ok) return data<LegalFactsActionData>({ errors: checked.errors, values }, { status: 400 });
  await addLegalFactOverride(checked.value, admin, origin);
  return redirectWithToast(request, BACK, { type: "success", title: "Valor legal datado salvo" }, { status: 303 });
}

export default function AdminSystem() {
  const { database, tables, config, legalFacts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const showingLogs = useLocation().pathname.endsWith("/logs");
  const logsLink = (
    <Link to={showingLogs ? "/admin/sistema" : "/admin/sistema/logs"} className="btn-secondary" preventScrollReset>
      {showingLogs ? "Ocultar logs de segurança" : "Ver logs de segurança"}
    </Link>
  );
  return (
    <div className="space-y-6">
      <PageTitle
        title="Sistema"
        description={
          database.engine === "libsql"
            ? "Servidor libSQL, backups e registro de segurança."
            : "Banco de dados SQLite, backups e registro de segurança."
        }
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {database.engine === "libsql" ? (
          <>
            <StatCard
              label="Banco de dados"
              value="Servidor libSQL"
              hint={`${database.host} · ${database.tls ? "conexão cifrada (TLS)" : "conexão sem TLS"}`}
              testId="system-db-engine"
            />
            <StatCard
              label="Backups"
              value="No servidor do banco"
              hint="Feitos com as ferramentas do próprio sqld (veja abaixo)"
              testId="system-last-backup"
            />
          </>
        ) : (
          <>
            <StatCard
              label="Tamanho do banco de dados"
              value={database.size}
              hint={`Modo ${database.journalMode}; WAL atual: ${database.walSize}`}
              testId="system-db-size"
            />
            <StatCard
              label="Último backup"
              value={database.lastBackup ?? "Nenhum backup ainda"}
              hint="Backups manuais feitos neste painel"
              testId="system-last-backup"
            />
          </>
        )}
        <StatCard label="Usuários" value={tables.find((t) => t.table === "users")?.rows ?? 0} />
      </div>
      <Section title="Manutenção">
        {database.engine === "libsql" ? (
          <>
            <div className="flex flex-wrap items-start gap-3">{logsLink}</div>
            <div className="mt-3 space-y-2 text-sm text-slate-600" data-testid="system-backup-libsql">
              <p>
                Esta instalação guarda os dados num servidor libSQL (<code className="rounded bg-slate-100 px-1">sqld</code>) em{" "}
                <strong className="font-semibold text-slate-900">{database.host}</strong>, compartilhado por todas as instâncias do app. Por
                isso não há backup manual neste painel: ele copiaria um arquivo SQLite local, que aqui não existe.
              </p>
              <p>
                Os backups são feitos no servidor do banco, com as ferramentas do próprio sqld: a replicação contínua para um armazenamento
                compatível com S3 (<code className="rounded bg-slate-100 px-1">--enable-bottomless-replication</code>) ou uma cópia da pasta
                de dados (<code className="rounded bg-slate-100 px-1">--db-path</code>) com o sqld parado ou por um snapshot do volume.
                Teste a restauração de vez em quando. O passo a passo está no guia de instalação própria, seção “Mais de uma máquina:
                servidor libSQL”.
              </p>
            </div>
          </>
        ) : (
          <>
            <div className="flex flex-wrap items-start gap-3">
              <Form method="post" action="/admin/sistema/backup" reloadDocument>
                <button type="submit" className="btn-primary">
                  Backup manual
                </button>
              </Form>
              {logsLink}
            </div>
            <p className="mt-3 text-sm text-slate-600">
              O backup é uma cópia consistente do banco feita com a API de backup online do SQLite, baixada como arquivo
              <code className="mx-1 rounded bg-slate-100 px-1">.sqlite</code>; o download fica registrado no log de segurança. Recarregue
              esta página para ver o horário atualizado.
            </p>
          </>
        )}
      </Section>
      <Outlet />
      <LegalFactsSection facts={legalFacts} actionData={actionData} />
      <Section title="Configuração desta instalação">
        <p className="mb-3 text-sm text-slate-600">
          Recursos opcionais e a variável de ambiente que liga cada um (reinicie o servidor depois de mudar).
        </p>
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
