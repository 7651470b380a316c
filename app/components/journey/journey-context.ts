import { useOutletContext } from "@remix-run/react";
import type { StepId } from "~/modules/journey/journey-phases";
import type { CompletionNote } from "~/modules/journey/completion-note";

/** What the journey layout hands to its phase tabs through <Outlet context>. */
export type JourneyOutletContext = {
  /** Completed steps, including submissions still on their way (optimistic). */
  completed: ReadonlySet<StepId>;
  hasActiveBusiness: boolean;
  /** What completed a step, when a record in /gestao did (computed by the loader). */
  completionNotes: Partial<Record<StepId, CompletionNote>>;
  profileHref: string;
  openProfile: () => void;
};

export function useJourneyOutlet() {
  return useOutletContext<JourneyOutletContext>();
}

export const TOGGLE_INTENT = "toggle-step";

/** One fetcher per step, shared by the dashboard and /jornada so pending state follows the step. */
export const stepFetcherKey = (stepId: StepId) => `journey-step-${stepId}`;
