import type { ActionFunctionArgs } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { PhaseSteps } from "~/components/journey/phase-steps";
import { toggleStepAction } from "~/utils/journey-toggle.server";

// The default tab: Descoberta.
export async function action({ request }: ActionFunctionArgs) {
  return toggleStepAction(request);
}

export default function DashboardDiscoveryTab() {
  return <PhaseSteps phaseId="descoberta" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
