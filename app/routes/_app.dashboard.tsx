import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DiscoveryCallToAction, SavedStrategies } from "~/components/strategies/saved-strategies";
import { listStrategyCards } from "~/models/saved-business.server";
import { JourneySection } from "~/components/journey/journey-section";
import { loadJourneyPage } from "~/models/journey-page.server";
import { formatLongDate } from "~/modules/dates";
import { firstNameOrDefault } from "~/modules/profile-display";
import { requireUser } from "~/utils/session.server";
import { isNotFound, notFoundMeta, siteFromMatches } from "~/modules/site/meta";

export const meta: MetaFunction = ({ error, matches }) =>
  isNotFound(error) ? notFoundMeta(siteFromMatches(matches)) : [{ title: "Minha Jornada | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    firstName: firstNameOrDefault(user.firstName),
    today: formatLongDate(new Date()),
    strategies: await listStrategyCards(user.id),
    ...(await loadJourneyPage(user)),
  };
}

// The phase tabs are the nested routes _app.dashboard._index (Descoberta) and _app.dashboard.$phase.
export default function Dashboard() {
  const { firstName, today, strategies, journey, profileForm } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Olá, {firstName}!</h1>
        <p className="mt-1 text-slate-600 first-letter:uppercase" data-testid="today">
          {today}
        </p>
      </section>
      <DiscoveryCallToAction collapsed={strategies.length > 0} />
      <Link to="/gestao" className="card flex items-center justify-between gap-3 p-4 hover:border-brand-400" data-testid="gestao-link">
        <span>
          <span className="block font-semibold text-slate-900">Gestão do negócio</span>
          <span className="block text-sm text-slate-700">Pedidos, clientes, produtos, caixa e o limite do MEI, no celular.</span>
        </span>
        <span aria-hidden="true" className="text-xl text-brand-700">
          →
        </span>
      </Link>
      <SavedStrategies strategies={strategies} />
      <JourneySection basePath="/dashboard" journey={journey} profileForm={profileForm} />
    </div>
  );
}
