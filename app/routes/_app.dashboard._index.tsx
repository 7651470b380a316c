import type { ActionFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PhaseSteps } from "~/components/journey/journey-section";
import { phaseStepsView } from "~/models/journey-page.server";
import { DEFAULT_PHASE } from "~/modules/journey/journey-phases";
import { toggleStepAction } from "~/utils/journey-toggle.server";

// The default tab: Descoberta. Its steps' texts come from here (no person's data: the layout
// above signs the person in).
export async function loader() {
  return { phaseId: DEFAULT_PHASE, steps: phaseStepsView(DEFAULT_PHASE) };
}

export async function action({ request }: ActionFunctionArgs) {
  return toggleStepAction(request);
}

export default function DashboardDiscoveryTab() {
  const { phaseId, steps } = useLoaderData<typeof loader>();
  return <PhaseSteps phaseId={phaseId} steps={steps} />;
}
