import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { IntroVideo } from "~/components/ui/intro-video";
import { PhaseOverviewCard } from "~/components/journey/phase-overview-card";
import { JourneySection } from "~/components/journey/journey-section";
import { loadJourneyPage } from "~/models/journey-page.server";
import { phaseOverview } from "~/modules/journey/phase-overview";
import { brandFromEnv } from "~/modules/brand";
import { getEnv } from "~/utils/env.server";
import { requireUser } from "~/utils/session.server";
import { isNotFound, notFoundMeta, siteFromMatches } from "~/modules/site/meta";

export const meta: MetaFunction = ({ error, matches }) =>
  isNotFound(error) ? notFoundMeta(siteFromMatches(matches)) : [{ title: "Jornada Empreendedora | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const videoUrl = brandFromEnv(getEnv()).videos.journey || null;
  return { videoUrl, phases: videoUrl ? null : phaseOverview(), ...(await loadJourneyPage(user)) };
}

// The phase tabs are the nested routes _app.jornada._index (Descoberta) and _app.jornada.$phase.
export default function JourneyPage() {
  const { videoUrl, phases, journey, profileForm } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Jornada Empreendedora</h1>
          <p className="mt-1 text-slate-600">
            {videoUrl ? "Assista à apresentação e siga" : "Siga"} os passos, um de cada vez, até o seu negócio crescer.
          </p>
        </div>
        {videoUrl ? <IntroVideo src={videoUrl} title="Conheça a jornada empreendedora" /> : null}
        {phases ? <PhaseOverviewCard title="Como é a jornada" phases={phases} /> : null}
      </section>
      <JourneySection basePath="/jornada" journey={journey} profileForm={profileForm} />
    </div>
  );
}
