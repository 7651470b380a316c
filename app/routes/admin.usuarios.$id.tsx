import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Bar } from "~/components/admin/admin-ui";
import { getAdminUserProfile } from "~/models/admin-users.server";
import { formatDateTime } from "~/modules/dates";
import { subscriptionStatusView } from "~/modules/subscription/plans";
import { requireAdmin } from "~/utils/admin-session.server";

const planSummary = (status: string, plan: string) => {
  const view = subscriptionStatusView(status, plan);
  return `${view.plan} (${view.label.toLowerCase()})`;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const profile = await getAdminUserProfile(params.id ?? "");
  if (!profile) throw new Response("Usuário não encontrado.", { status: 404 });
  return {
    profile,
    created: formatDateTime(new Date(profile.createdAt)),
    lastActive: formatDateTime(new Date(profile.lastActiveAt)),
  };
}

function yesNo(value: boolean | null) {
  if (value === null) return "Não informado";
  return value ? "Sim" : "Não";
}

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function AdminUserDetail() {
  const { profile, created, lastActive } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <section className="card p-5" aria-labelledby="admin-user-name" data-testid="admin-user-profile">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="admin-user-name" className="truncate text-lg font-bold text-slate-900">
            {profile.name ?? "Nome não informado"}
          </h2>
          <p className="truncate text-sm text-slate-600">{profile.email}</p>
        </div>
        <Link to={`/admin/usuarios${search}`} className="btn-ghost shrink-0 px-3 py-1.5">
          Fechar
        </Link>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
        <span
          className={`rounded-full px-2.5 py-1 ${profile.profileCompleted ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"}`}
        >
          {profile.profileCompleted ? "Perfil Completo" : "Perfil incompleto"}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
          {profile.authProvider === "google" ? "Conta Google" : "Modo demonstração"}
        </span>
      </div>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">Perfil</h3>
      <dl className="divide-y divide-slate-100">
        <Row label="Nome" value={profile.name ?? "Nome não informado"} />
        <Row label="E-mail" value={profile.email} />
        <Row label="Telefone" value={profile.phone ?? "Não informado"} testId="profile-phone" />
        <Row label="Possui CNPJ" value={yesNo(profile.hasCNPJ)} />
        <Row label="Experiência com negócios" value={yesNo(profile.hasBusinessExperience)} />
        <Row label="Quer conteúdos de empreendedorismo" value={yesNo(profile.wantsEntrepreneurshipInfo)} />
        <Row label="Quer ofertas de parceiros" value={yesNo(profile.wantsPartnerInfo)} />
      </dl>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">Conta</h3>
      <dl className="divide-y divide-slate-100">
        <Row label="Plano" value={planSummary(profile.subscriptionStatus, profile.subscriptionPlan)} />
        <Row label="Cadastro" value={created} />
        <Row label="Última atividade" value={lastActive} />
        <Row label="Estratégias salvas" value={profile.strategiesCount} testId="profile-strategies" />
      </dl>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">Jornada</h3>
      <div className="mt-2">
        <Bar
          label="Progresso da jornada"
          percent={profile.journey.percent}
          detail={`${profile.journey.completed} de ${profile.journey.total} passos · ${profile.journey.percent}%`}
        />
      </div>
    </section>
  );
}
