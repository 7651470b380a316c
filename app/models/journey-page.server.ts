import type { User } from "#db/schema";
import { listCompletionNotes } from "./journey-completions.server";
import { getJourneyStateAndProgress } from "./journey.server";
import { JOURNEY_STEPS } from "~/modules/journey/journey-steps";
import { strategyNote } from "~/modules/journey/completion-note";
import { stepLinksFor } from "~/modules/journey/step-destinations";
import { configuredPartners } from "./partner-page.server";
import { getProfile, profileFormDefaults } from "./profile.server";

/** Loader data shared by the two journey pages (/dashboard and /jornada). */
export async function loadJourneyPage(user: User) {
  const [{ state, records }, profile] = await Promise.all([getJourneyStateAndProgress(user.id), getProfile(user.id)]);
  const partners = configuredPartners();
  return {
    journey: {
      ...state,
      configuredPartners: partners,
      stepLinks: stepLinksFor(JOURNEY_STEPS, partners),
      completionNotes: { ...(await listCompletionNotes(user.id, records)), business_idea: strategyNote(state.activeBusiness) ?? undefined },
    },
    profileForm: profileFormDefaults(user, profile),
  };
}
