import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AI_KIND_LABELS, Bar, PageTitle, PARTNER_LABELS, Section, StatCard } from "~/components/admin/admin-ui";
import { getAnalytics } from "~/models/admin-stats.server";
import { requireAdmin } from "~/utils/admin-session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return getAnalytics();
}

function growthText(growth: number | null) {
  if (growth === null) return "Sem cadastros no mês passado para comparar";
  return `${growth > 0 ? "+" : ""}${growth}% em relação ao mês passado`;
}

const GESTAO_LABELS: Record<string, string> = {
  pedidos: "Pedidos",
  clientes: "Clientes",
  produtos: "Produtos e serviços",
  fornecedores: "Fornecedores",
  caixa: "Livro-caixa",
};

export default function AdminAnalytics() {
  const { totalUsers, newUsers, partners, gestao, aiUsage } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageTitle title="Estatísticas" description="Dados reais do banco; meses no horário de Brasília." />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label="Novos usuários neste mês"
          value={newUsers.thisMonth}
          hint={growthText(newUsers.growthPercent)}
          testId="analytics-this-month"
        />
        <StatCard label="Novos usuários no mês passado" value={newUsers.lastMonth} testId="analytics-last-month" />
        <StatCard
          label="Crescimento"
          value={newUsers.growthPercent === null ? "—" : `${newUsers.growthPercent > 0 ? "+" : ""}${newUsers.growthPercent}%`}
        />
      </div>
      <Section title="Uso das ferramentas parceiras">
        <p className="mb-4 text-sm text-slate-600">
          Parcela dos {totalUsers.toLocaleString("pt-BR")} usuários que abriram cada ferramenta ao menos uma vez.
        </p>
        <div className="space-y-4">
          {partners.map((p) => (
            <Bar
              key={p.platform}
              label={PARTNER_LABELS[p.platform] ?? p.platform}
              percent={p.percent}
              detail={`${p.percent}% · ${p.users} ${p.users === 1 ? "usuário" : "usuários"} · ${p.visits} ${p.visits === 1 ? "visita" : "visitas"}`}
            />
          ))}
        </div>
      </Section>
      <Section title="Uso da gestão do negócio">
        <p className="mb-4 text-sm text-slate-600">
          Parcela dos usuários com ao menos um registro em cada ferramenta (só contagens; os dados ficam com cada pessoa).
        </p>
        <div className="space-y-4" data-testid="analytics-gestao">
          {gestao.map((g) => (
            <Bar
              key={g.tool}
              label={GESTAO_LABELS[g.tool] ?? g.tool}
              percent={g.percent}
              detail={`${g.percent}% · ${g.users} ${g.users === 1 ? "usuário" : "usuários"}`}
            />
          ))}
        </div>
      </Section>
      <Section title="Uso da inteligência artificial">
        <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {aiUsage.map((row) => (
            <div key={row.kind} className="flex justify-between border-b border-slate-100 py-2 text-sm">
              <dt className="text-slate-600">{AI_KIND_LABELS[row.kind] ?? row.kind}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{row.count.toLocaleString("pt-BR")}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}
