import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/components/public/landing-page";
import { phaseOverview } from "~/modules/journey/phase-overview";
import { brandFromEnv } from "~/modules/brand";
import { getEnv } from "~/utils/env.server";
import { LANDING_DESCRIPTION, landingCopy } from "~/modules/site/landing-content";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { siteFacts } from "~/utils/site-facts.server";
import { getUser } from "~/utils/session.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(siteFromMatches(matches), { description: LANDING_DESCRIPTION, path: "/" });

// The server decides: a signed-in person goes straight to the dashboard (docs/decisions/001).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect("/dashboard");
  // What the page promises follows this install (partner tools, sign-in).
  return { copy: landingCopy(brandFromEnv(getEnv()), siteFacts()), phases: phaseOverview() };
}

export default function Index() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
