import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/admin/admin-ui";
import { listSecurityLog, SECURITY_EVENT_LABELS, SECURITY_REASON_LABELS } from "~/models/security-log.server";
import { formatDateTime } from "~/modules/dates";
import type { SecurityLogEntry } from "~/models/security-log.server";
import { requireAdmin } from "~/utils/admin-session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // Inside the loader: the labels come from a .server module, absent from the browser bundle.
  const KINDS = Object.keys(SECURITY_EVENT_LABELS) as SecurityLogEntry["event"][];
  const params = new URL(request.url).searchParams;
  const kind = KINDS.find((k) => k === params.get("tipo")) ?? null;
  const before = /^\d{1,15}$/.test(params.get("antes") ?? "") ? Number(params.get("antes")) : null;
  const page = await listSecurityLog({ event: kind, before });
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(kind ? { tipo: kind } : {}), ...extra })}`;
  return {
    kind,
    kinds: KINDS.map((k) => ({ value: k, label: SECURITY_EVENT_LABELS[k] })),
    total: page.total,
    isFirstPage: before === null,
    firstPageHref: query({}),
    nextPageHref: page.nextBefore ? query({ antes: String(page.nextBefore) }) : null,
    entries: page.entries.map((row) => ({
      id: row.id,
      when: formatDateTime(row.createdAt),
      lastWhen: row.count > 1 && row.lastAt ? formatDateTime(row.lastAt) : null,
      count: row.count,
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
  const { entries, kind, kinds, total, isFirstPage, firstPageHref, nextPageHref } = useLoaderData<typeof loader>();
  return (
    <Section title="Logs de segurança">
      <p className="mb-3 text-sm text-slate-600">
        Tentativas de login de administradores (com sucesso ou não), saídas do painel, backups e exclusões de contas de demonstração, dos
        mais recentes aos mais antigos. Falhas repetidas do mesmo endereço em poucos minutos aparecem numa só linha, com o número de vezes.
      </p>
      <Form method="get" className="mb-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="security-log-kind" className="block text-sm font-medium text-slate-800">
            Tipo de evento
          </label>
          <select id="security-log-kind" name="tipo" defaultValue={kind ?? ""} className="field-input">
            <option value="">Todos</option>
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Filtrar
        </button>
        <span className="text-sm text-slate-600" data-testid="security-log-total">
          {total === 1 ? "1 registro" : `${total.toLocaleString("pt-BR")} registros`}
        </span>
      </Form>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum registro ainda.</p>
      ) : (
        // On a phone each entry is a block of labelled lines (nothing cut); from 'sm' on, a table.
        <div className="sm:overflow-x-auto">
          <table className="w-full text-left text-sm sm:min-w-[52rem]" data-testid="security-log">
            <thead className="max-sm:sr-only">
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="px-2 py-2 font-medium">
                  Data e hora
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Evento
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  E-mail
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Resultado
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  IP
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Navegador
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top max-sm:block max-sm:py-2">
                  <td data-label="Data e hora" className={`${cell} tabular-nums text-slate-700 sm:whitespace-nowrap`}>
                    <span>
                      {e.when}
                      {e.lastWhen ? (
                        <span className="block text-xs text-slate-500">
                          {e.count.toLocaleString("pt-BR")} vezes, até {e.lastWhen}
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td data-label="Evento" className={`${cell} text-slate-900 sm:whitespace-nowrap`}>
                    {e.event}
                  </td>
                  <td data-label="E-mail" className={`${cell} break-all text-slate-700 sm:whitespace-nowrap sm:break-normal`}>
                    {e.email}
                  </td>
                  <td data-label="Resultado" className={cell}>
                    <span>
                      <span className={`font-semibold ${e.success ? "text-emerald-700" : "text-red-700"}`}>
                        {e.success ? "Sucesso" : "Falha"}
                      </span>
                      {e.reason ? <span className="block text-xs text-slate-500">{e.reason}</span> : null}
                    </span>
                  </td>
                  <td data-label="IP" className={`${cell} break-all text-slate-700 sm:whitespace-nowrap`}>
                    {e.ip}
                  </td>
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
      <nav aria-label="Páginas do log" className="mt-3 flex gap-4 text-sm font-semibold">
        {!isFirstPage ? (
          <Link to={firstPageHref} className="text-brand-700 hover:underline">
            ← Mais recentes
          </Link>
        ) : null}
        {nextPageHref ? (
          <Link to={nextPageHref} className="text-brand-700 hover:underline">
            Mais antigos →
          </Link>
        ) : null}
      </nav>
    </Section>
  );
}

// A cell: a table cell from 'sm' on; on a phone a line with its column's name in front.
const cell =
  "px-2 py-2 max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-0.5 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";
