import type { User } from "#db/schema";
import { progressPercent } from "~/modules/journey";
import { getActiveStrategy } from "./active-business.server";
import { activePlanFigures } from "./business-plan.server";
import { listCompletedSteps } from "./journey.server";
import { getProfile } from "./profile.server";

/** What the consultant and the partner tools know about the person: profile, strategy, progress. */
export async function loadPersonContext(user: User) {
  const [profile, strategy, completedSteps, planFigures] = await Promise.all([
    getProfile(user.id),
    getActiveStrategy(user.id),
    listCompletedSteps(user.id),
    activePlanFigures(user.id),
  ]);
  return {
    user,
    profile,
    // The journey's own rules: the consultant's progress is the one the journey shows.
    strategy,
    completedSteps,
    /** The active strategy's business plan, key figures (issue 17); null until the person saves one. */
    planFigures,
    progressPercent: progressPercent(completedSteps.length),
  };
}

export type PersonContextData = Awaited<ReturnType<typeof loadPersonContext>>;
