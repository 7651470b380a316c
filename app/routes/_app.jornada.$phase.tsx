import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { PhaseSteps } from "~/components/journey/phase-steps";
import { requirePhase } from "~/utils/journey-phase.server";
import { toggleStepAction } from "~/utils/journey-toggle.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return { phaseId: requirePhase(params.phase, "/jornada") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requirePhase(params.phase, "/jornada");
  return toggleStepAction(request);
}

export default function JourneyPhaseTab() {
  const { phaseId } = useLoaderData<typeof loader>();
  return <PhaseSteps phaseId={phaseId} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
