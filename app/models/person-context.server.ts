import { and, eq } from "drizzle-orm";
import { getDb } from "#db/client.server";
import { journeyProgress, type User } from "#db/schema";
import { progressPercent } from "~/modules/journey";
import { activePlanFigures } from "./business-plan.server";
import { listSavedBusinesses } from "./saved-business.server";
import { getProfile } from "./profile.server";

/** What the consultant and the partner tools know about the person: profile, strategy, progress. */
export async function loadPersonContext(user: User) {
  const [profile, strategies, planFigures] = await Promise.all([getProfile(user.id), listSavedBusinesses(user.id), activePlanFigures(user.id)]);
  const completedSteps = getDb()
    .select({ step: journeyProgress.step })
    .from(journeyProgress)
    .where(and(eq(journeyProgress.userId, user.id), eq(journeyProgress.completed, true)))
    .all()
    .map((row) => row.step);
  return {
    user,
    profile,
    strategy: strategies.find((strategy) => strategy.isActive) ?? null,
    completedSteps,
    /** The active strategy's business plan, key figures (issue 17); null until the person saves one. */
    planFigures,
    progressPercent: progressPercent(completedSteps.length),
  };
}

export type PersonContextData = Awaited<ReturnType<typeof loadPersonContext>>;
