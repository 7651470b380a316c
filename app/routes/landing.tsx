import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { LandingPage } from "~/components/public/landing-page";
import { LANDING_DESCRIPTION } from "~/modules/site/landing-content";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { siteFacts } from "~/utils/site-facts.server";

// Same page as / for visitors; the canonical address is / so search engines count it once.
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { description: LANDING_DESCRIPTION, path: "/" });

// What the page promises follows this install (partner tools, sign-in).
export function loader() {
  return { facts: siteFacts() };
}

export default function Landing() {
  return <LandingPage facts={useLoaderData<typeof loader>().facts} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
