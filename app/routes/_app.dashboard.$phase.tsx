import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PhaseSteps } from "~/components/journey/journey-section";
import { phaseStepsView } from "~/models/journey-page.server";
import { requirePhase } from "~/utils/journey-phase.server";
import { toggleStepAction } from "~/utils/journey-toggle.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const phaseId = requirePhase(params.phase, "/dashboard");
  return { phaseId, steps: phaseStepsView(phaseId) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requirePhase(params.phase, "/dashboard");
  return toggleStepAction(request);
}

export default function DashboardPhaseTab() {
  const { phaseId, steps } = useLoaderData<typeof loader>();
  return <PhaseSteps phaseId={phaseId} steps={steps} />;
}
