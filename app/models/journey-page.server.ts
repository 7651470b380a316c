import type { User } from "#db/schema";
import { getJourneyState } from "./journey.server";
import { JOURNEY_STEPS } from "~/modules/journey/journey-steps";
import { stepLinksFor } from "~/modules/journey/step-destinations";
import { configuredPartners } from "./partner-page.server";
import { getProfile, profileFormDefaults } from "./profile.server";

/** Loader data shared by the two journey pages (/dashboard and /jornada). */
export async function loadJourneyPage(user: User) {
  const [journey, profile] = await Promise.all([getJourneyState(user.id), getProfile(user.id)]);
  const partners = configuredPartners();
  return {
    journey: { ...journey, configuredPartners: partners, stepLinks: stepLinksFor(JOURNEY_STEPS, partners) },
    profileForm: profileFormDefaults(user, profile),
  };
}
