import type { User } from "#db/schema";
import { getJourneyState } from "./journey.server";
import { configuredPartners } from "./partner-page.server";
import { getProfile, profileFormDefaults } from "./profile.server";

/** Loader data shared by the two journey pages (/dashboard and /jornada). */
export async function loadJourneyPage(user: User) {
  const [journey, profile] = await Promise.all([getJourneyState(user.id), getProfile(user.id)]);
  return { journey: { ...journey, configuredPartners: configuredPartners() }, profileForm: profileFormDefaults(user, profile) };
}
