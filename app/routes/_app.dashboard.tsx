import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { JourneySection } from "~/components/journey/journey-section";
import { loadJourneyPage } from "~/models/journey-page.server";
import { formatLongDate } from "~/modules/dates";
import { firstNameOrDefault } from "~/modules/profile-display";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Minha Jornada | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    firstName: firstNameOrDefault(user.firstName),
    today: formatLongDate(new Date()),
    ...(await loadJourneyPage(user)),
  };
}

// The phase tabs are the nested routes _app.dashboard._index (Descoberta) and _app.dashboard.$phase.
export default function Dashboard() {
  const { firstName, today, journey, profileForm } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Olá, {firstName}!</h1>
        <p className="mt-1 text-slate-600 first-letter:uppercase" data-testid="today">
          {today}
        </p>
      </section>
      <section className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">Descubra o negócio ideal para você</h2>
          <p className="text-sm text-slate-600">
            Conte o que você gosta e sabe fazer; a IA sugere ideias do nosso catálogo com investimento e retorno
            estimados.
          </p>
        </div>
        <Link to="/meu-negocio" className="btn-primary shrink-0">
          Explorar
        </Link>
      </section>
      <JourneySection basePath="/dashboard" journey={journey} profileForm={profileForm} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
