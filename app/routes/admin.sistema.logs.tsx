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
        // On a phone each entry is a block of labelled lines (nothing cut); from 'sm' on, a table.
        <div className="sm:overflow-x-auto">
          <table className="w-full text-left text-sm sm:min-w-[52rem]" data-testid="security-log">
            <thead className="max-sm:sr-only">
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="px-2 py-2 font-medium">Data e hora</th>
                <th scope="col" className="px-2 py-2 font-medium">Evento</th>
                <th scope="col" className="px-2 py-2 font-medium">E-mail</th>
                <th scope="col" className="px-2 py-2 font-medium">Resultado</th>
                <th scope="col" className="px-2 py-2 font-medium">IP</th>
                <th scope="col" className="px-2 py-2 font-medium">Navegador</th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top max-sm:block max-sm:py-2">
                  <td data-label="Data e hora" className={`${cell} tabular-nums text-slate-700 sm:whitespace-nowrap`}>{e.when}</td>
                  <td data-label="Evento" className={`${cell} text-slate-900 sm:whitespace-nowrap`}>{e.event}</td>
                  <td data-label="E-mail" className={`${cell} break-all text-slate-700 sm:whitespace-nowrap sm:break-normal`}>{e.email}</td>
                  <td data-label="Resultado" className={cell}>
                    <span>
                      <span className={`font-semibold ${e.success ? "text-emerald-700" : "text-red-700"}`}>
                        {e.success ? "Sucesso" : "Falha"}
                      </span>
                      {e.reason ? <span className="block text-xs text-slate-500">{e.reason}</span> : null}
                    </span>
                  </td>
                  <td data-label="IP" className={`${cell} break-all text-slate-700 sm:whitespace-nowrap`}>{e.ip}</td>
                  <td data-label="Navegador" className={`${cell} text-xs text-slate-500`}>
                    <div className="min-w-0 break-all sm:max-w-[16rem] sm:truncate sm:break-normal" title={e.userAgent}>
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

// A cell: a table cell from 'sm' on; on a phone a line with its column's name in front.
const cell =
  "px-2 py-2 max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-0.5 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";

export const ErrorBoundary = AdminErrorBoundary;
