import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { PageTitle } from "~/components/admin/admin-ui";
import { SearchIcon } from "~/components/icons";
import { countDemoAccounts, purgeDemoAccounts, searchUsersForAdmin } from "~/models/admin-users.server";
import { logSecurityEvent, requestOrigin } from "~/models/security-log.server";
import { formatShortDate } from "~/modules/dates";
import { requireAdmin } from "~/utils/admin-session.server";
import { redirectWithToast } from "~/utils/toast.server";

const SHOWN = 100;

/** "Inativas há mais de": the choices of the purge form, in days (0 = every demo account). */
export const PURGE_INACTIVE_DAYS = [30, 7, 0] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const all = await searchUsersForAdmin(q);
  return {
    q,
    demoAccounts: await countDemoAccounts(),
    total: all.length,
    users: all.slice(0, SHOWN).map((u) => ({
      id: u.id,
      name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.name || "Nome não informado",
      email: u.email,
      plan: u.subscriptionPlan,
      demo: u.authProvider === "demo",
      created: formatShortDate(new Date(u.createdAt)),
    })),
  };
}

/** POST (no JavaScript needed): deletes demo accounts inactive for the chosen number of days. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const days = Number(form.get("inactiveDays"));
  const back = "/admin/usuarios";
  if (form.get("intent") !== "purge-demo" || !(PURGE_INACTIVE_DAYS as readonly number[]).includes(days)) {
    return redirectWithToast(
      request,
      back,
      { title: "Pedido inválido", description: "Escolha há quanto tempo as contas estão inativas.", type: "destructive" },
      { status: 303 },
    );
  }
  if (form.get("confirm") !== "sim") {
    return redirectWithToast(
      request,
      back,
      { title: "Nada foi excluído", description: "Marque a confirmação para excluir as contas de demonstração.", type: "destructive" },
      { status: 303 },
    );
  }
  const deleted = await purgeDemoAccounts(new Date(Date.now() - days * DAY_MS));
  await logSecurityEvent({
    event: "demo_purge",
    email: admin.email,
    success: true,
    reason: `${deleted} conta(s), inativas há ${days} dia(s) ou mais`,
    ...requestOrigin(request, context),
  });
  const title = deleted === 1 ? "1 conta de demonstração excluída" : `${deleted.toLocaleString("pt-BR")} contas de demonstração excluídas`;
  return redirectWithToast(request, back, { title, type: "success" }, { status: 303 });
}

export default function AdminUsers() {
  const { q, total, users, demoAccounts } = useLoaderData<typeof loader>();
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
                        <span className="block truncate font-medium text-slate-900">
                          {user.name}
                          {user.demo ? (
                            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                              Demonstração
                            </span>
                          ) : null}
                        </span>
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
          <DemoPurgeForm demoAccounts={demoAccounts} />
        </div>
        <div className="order-1 lg:order-2">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

function DemoPurgeForm({ demoAccounts }: { demoAccounts: number }) {
  const navigation = useNavigation();
  const purging = navigation.state === "submitting" && navigation.formData?.get("intent") === "purge-demo";
  return (
    <section className="card mt-6 p-4" aria-labelledby="demo-purge-title">
      <h2 id="demo-purge-title" className="font-semibold text-slate-900">
        Contas de demonstração
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {demoAccounts === 1 ? "1 conta criada" : `${demoAccounts.toLocaleString("pt-BR")} contas criadas`} pelo login de demonstração (sem
        senha, presas ao navegador em que foram criadas). Excluir apaga também estratégias, jornada e conversas delas.
      </p>
      <Form method="post" action="/admin/usuarios" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="purge-demo" />
        <div>
          <label htmlFor="demo-purge-days" className="block text-sm font-medium text-slate-800">
            Inativas há
          </label>
          <select id="demo-purge-days" name="inactiveDays" defaultValue="30" className="field-input">
            <option value="30">mais de 30 dias</option>
            <option value="7">mais de 7 dias</option>
            <option value="0">todas as contas de demonstração</option>
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="confirm" value="sim" required /> Confirmo a exclusão
        </label>
        <button type="submit" className="btn-secondary" disabled={purging}>
          {purging ? "Excluindo..." : "Excluir contas de demonstração"}
        </button>
      </Form>
    </section>
  );
}
