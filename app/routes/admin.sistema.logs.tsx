import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary, Section } from "~/components/admin/admin-ui";
import { listSecurityLog, SECURITY_EVENT_LABELS, SECURITY_REASON_LABELS } from "~/models/security-log.server";
import { formatDateTime } from "~/modules/dates";
import { requireAdmin } from "~/utils/admin-session.server";

const LIMIT = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listSecurityLog(LIMIT);
  return {
    limit: LIMIT,
    entries: rows.map((row) => ({
      id: row.id,
      when: formatDateTime(row.createdAt),
      event: SECURITY_EVENT_LABELS[row.event],
      email: row.email ?? "—",
      success: row.success,
      reason: row.reason ? (SECURITY_REASON_LABELS[row.reason] ?? row.reason) : null,
      ip: row.ip ?? "—",
      userAgent: row.userAgent ?? "—",
    })),
  };
}

export default function SecurityLog() {
  const { entries, limit } = useLoaderData<typeof loader>();
  return (
    <Section title="Logs de segurança">
      <p className="mb-3 text-sm text-slate-600">
        Tentativas de login de administradores (com sucesso ou não), logouts e backups. Mostrando os {limit} registros mais
        recentes.
      </p>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum registro ainda.</p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[52rem] text-left text-sm" data-testid="security-log">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="px-2 py-2 font-medium">Data e hora</th>
                <th scope="col" className="px-2 py-2 font-medium">Evento</th>
                <th scope="col" className="px-2 py-2 font-medium">E-mail</th>
                <th scope="col" className="px-2 py-2 font-medium">Resultado</th>
                <th scope="col" className="px-2 py-2 font-medium">IP</th>
                <th scope="col" className="px-2 py-2 font-medium">Navegador</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top">
                  <td className="whitespace-nowrap px-2 py-2 tabular-nums text-slate-700">{e.when}</td>
                  <td className="whitespace-nowrap px-2 py-2 text-slate-900">{e.event}</td>
                  <td className="whitespace-nowrap px-2 py-2 text-slate-700">{e.email}</td>
                  <td className="px-2 py-2">
                    <span className={`font-semibold ${e.success ? "text-emerald-700" : "text-red-700"}`}>
                      {e.success ? "Sucesso" : "Falha"}
                    </span>
                    {e.reason ? <span className="block text-xs text-slate-500">{e.reason}</span> : null}
                  </td>
                  <td className="whitespace-nowrap px-2 py-2 text-slate-700">{e.ip}</td>
                  <td className="px-2 py-2 text-xs text-slate-500">
                    <div className="max-w-[16rem] truncate" title={e.userAgent}>
                      {e.userAgent}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
