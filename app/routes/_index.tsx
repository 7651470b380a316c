import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { LandingPage } from "~/components/public/landing-page";
import { LANDING_DESCRIPTION } from "~/modules/site/landing-content";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { siteFacts } from "~/utils/site-facts.server";
import { getUser } from "~/utils/session.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { description: LANDING_DESCRIPTION, path: "/" });

// The server decides: a signed-in person goes straight to the dashboard (docs/decisions/001).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect("/dashboard");
  // What the page promises follows this install (partner tools, sign-in).
  return { facts: siteFacts() };
}

export default function Index() {
  return <LandingPage facts={useLoaderData<typeof loader>().facts} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
