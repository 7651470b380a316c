import type { User } from "#db/schema";
import { listCompletionNotes } from "./journey-completions.server";
import { getJourneyStateAndProgress } from "./journey.server";
import { stepsOfPhase, type PhaseId, type StepCardView } from "~/modules/journey/journey-steps";
import { strategyNote } from "~/modules/journey/completion-note";
import { stepLinksFor } from "~/modules/journey/step-destinations";
import { configuredPartners } from "./partner-page.server";
import { getProfile, profileFormDefaults } from "./profile.server";

/** Loader data shared by the two journey pages (/dashboard and /jornada). */
export async function loadJourneyPage(user: User) {
  const [{ state, records }, profile] = await Promise.all([getJourneyStateAndProgress(user.id), getProfile(user.id)]);
  return {
    journey: {
      ...state,
      completionNotes: { ...(await listCompletionNotes(user.id, records)), business_idea: strategyNote(state.activeBusiness) ?? undefined },
    },
    profileForm: profileFormDefaults(user, profile),
  };
}

/**
 * The steps of one phase tab as their cards show them (the tab routes' loaders): the texts stay
 * on the server, and only the open tab's are sent, with "Criar" and "Como fazer" for this install.
 */
export function phaseStepsView(phaseId: PhaseId): StepCardView[] {
  const steps = stepsOfPhase(phaseId);
  const links = stepLinksFor(steps, configuredPartners());
  return steps.map((step) => ({
    ...step,
    action: links[step.id]?.action ?? step.action,
    actionLabel: links[step.id]?.actionLabel ?? "Criar",
    howTo: links[step.id]?.howTo ?? "/centro-aprendizado",
  }));
}
