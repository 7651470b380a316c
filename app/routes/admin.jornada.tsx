import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Bar, PageTitle, percentOf, Section } from "~/components/admin/admin-ui";
import { getJourneyStats } from "~/models/admin-stats.server";
import { PHASES, TOTAL_STEPS } from "~/modules/journey/journey-phases";
import { requireAdmin } from "~/utils/admin-session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return getJourneyStats();
}

export default function AdminJourney() {
  const { totalUsers, phases, steps } = useLoaderData<typeof loader>();
  const rows = [
    ...PHASES.map((phase) => ({ id: phase.id, label: phase.title, count: phases[phase.id] })),
    { id: "concluida", label: "Jornada concluída", count: phases.concluida },
  ];
  return (
    <div className="space-y-6">
      <PageTitle title="Jornada" description={`Como os usuários avançam nos ${TOTAL_STEPS} passos da Jornada do Empreendedor.`} />
      <Section title="Usuários por fase">
        <p className="mb-4 text-sm text-slate-600">
          Fase atual de cada usuário = a fase do primeiro passo que ele ainda não concluiu, na ordem da jornada. Quem ainda não marcou
          nenhum passo está na Fase 1.
        </p>
        <div className="space-y-4" data-testid="phase-counts">
          {rows.map((row) => (
            <Bar
              key={row.id}
              label={row.label}
              percent={percentOf(row.count, totalUsers)}
              detail={`${row.count} ${row.count === 1 ? "usuário" : "usuários"}`}
            />
          ))}
        </div>
      </Section>
      <Section title="Conclusões por passo">
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="px-4 py-2 font-medium sm:px-2">
                  #
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Passo
                </th>
                <th scope="col" className="py-2 pl-2 pr-4 text-right font-medium sm:px-2">
                  Concluíram
                </th>
              </tr>
            </thead>
            <tbody>
              {steps.map((step) => (
                <tr key={step.step} className="border-b border-slate-100">
                  <td className="px-4 py-2 tabular-nums text-slate-500 sm:px-2">{step.order}</td>
                  <td className="px-2 py-2 text-slate-900">{step.title}</td>
                  <td className="whitespace-nowrap py-2 pl-2 pr-4 text-right tabular-nums sm:px-2" data-testid={`step-count-${step.step}`}>
                    {step.count} <span className="text-slate-500">({percentOf(step.count, totalUsers)}%)</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}
