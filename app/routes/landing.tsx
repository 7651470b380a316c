import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/components/public/landing-page";
import { phaseOverview } from "~/modules/journey/phase-overview";
import { brandFromEnv } from "~/modules/brand";
import { getEnv } from "~/utils/env.server";
import { LANDING_DESCRIPTION, landingCopy } from "~/modules/site/landing-content";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { siteFacts } from "~/utils/site-facts.server";

// Same page as / for visitors; the canonical address is / so search engines count it once.
export const meta: MetaFunction = ({ matches }) => pageMeta(siteFromMatches(matches), { description: LANDING_DESCRIPTION, path: "/" });

// What the page promises follows this install (partner tools, sign-in).
export function loader() {
  return { copy: landingCopy(brandFromEnv(getEnv()), siteFacts()), phases: phaseOverview() };
}

export default function Landing() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
