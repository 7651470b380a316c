import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { LandingPage } from "~/components/public/landing-page";
import { LANDING_DESCRIPTION } from "~/modules/site/landing-content";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { getUser } from "~/utils/session.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { description: LANDING_DESCRIPTION, path: "/" });

// The server decides: a signed-in person goes straight to the dashboard (docs/decisions/001).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect("/dashboard");
  return null;
}

export default function Index() {
  return <LandingPage />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
