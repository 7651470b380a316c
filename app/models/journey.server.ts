import { and, eq, sql } from "drizzle-orm";
import { getDb, preparedQuery, transaction } from "#db/client.server";
import { activeBusinesses, journeyProgress, savedBusinesses, type JourneyMetadata } from "#db/schema";
import {
  achievementsFor,
  canMarkStep,
  completedStepIds,
  isStepId,
  nextStepFor,
  progressPercent,
  shouldAutoCompleteBusinessIdea,
  TOTAL_STEPS,
  type StepId,
} from "~/modules/journey";
import type { ToggleStepInput } from "~/modules/journey/journey-schemas";
import { getActiveBusiness, isTheActiveStrategy, type ActiveBusiness } from "./active-business.server";

export type ProgressRecord = { step: StepId; completed: boolean; metadata: JourneyMetadata | null };

const progressByUser = preparedQuery((db) =>
  db
    .select({ step: journeyProgress.step, completed: journeyProgress.completed, metadata: journeyProgress.metadata })
    .from(journeyProgress)
    .where(eq(journeyProgress.userId, sql.placeholder("userId")))
    .prepare(),
);

/** The steps this user has completed, by the journey's own rule, in the journey's order. */
export async function listCompletedSteps(userId: string): Promise<StepId[]> {
  return completedStepIds(await listProgress(userId));
}

/** Every progress row of this user for a known step, in no particular order. */
export async function listProgress(userId: string): Promise<ProgressRecord[]> {
  const rows = await progressByUser().all({ userId });
  return rows.flatMap((row) => (isStepId(row.step) ? [{ ...row, step: row.step }] : []));
}

// Every tick of a step runs this upsert.
const upsertStepStatement = preparedQuery((db) =>
  db
    .insert(journeyProgress)
    .values({
      userId: sql.placeholder("userId"),
      step: sql.placeholder("step"),
      completed: sql.placeholder("completed"),
      // Raw text, so that "no metadata" is SQL NULL (the column's JSON encoder would store 'null').
      metadata: sql`${sql.placeholder("metadataJson")}`,
      updatedAt: sql.placeholder("updatedAt"),
    })
    .onConflictDoUpdate({
      target: [journeyProgress.userId, journeyProgress.step],
      set: { completed: sql`excluded.completed`, metadata: sql`excluded.metadata`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ step: journeyProgress.step, completed: journeyProgress.completed, metadata: journeyProgress.metadata })
    .prepare(),
);

/** Insert or update one step of one user; a single statement, so it is atomic on its own. */
async function upsertStep(userId: string, step: StepId, completed: boolean, metadata: JourneyMetadata | null, now: Date) {
  const metadataJson = metadata === null ? null : JSON.stringify(metadata);
  const row = await transaction(() => upsertStepStatement().get({ userId, step, completed, metadataJson, updatedAt: now }));
  return row!;
}

/**
 * Spec 4: with an active business, business_idea is completed automatically (businessId in the
 * metadata). Idempotent: the update only fires while the step is not completed, and the active
 * strategy is read again under the write lock (one deleted meanwhile completes nothing).
 */
async function autoCompleteBusinessIdea(userId: string, now: Date) {
  await transaction(async (tx) => {
    const business = await tx
      .select({ id: savedBusinesses.id })
      .from(activeBusinesses)
      .innerJoin(savedBusinesses, isTheActiveStrategy)
      .where(eq(activeBusinesses.userId, userId))
      .get();
    if (!business) return;
    const metadata: JourneyMetadata = { businessId: business.id };
    await tx
      .insert(journeyProgress)
      .values({ userId, step: "business_idea", completed: true, metadata, updatedAt: now })
      .onConflictDoUpdate({
        target: [journeyProgress.userId, journeyProgress.step],
        set: { completed: true, metadata, updatedAt: now },
        setWhere: sql`${journeyProgress.completed} = 0`,
      })
      .run();
  });
}

export type JourneyState = {
  activeBusiness: ActiveBusiness | null;
  completedSteps: StepId[];
  completedCount: number;
  total: number;
  percent: number;
  achievements: ReturnType<typeof achievementsFor>;
  nextStep: ReturnType<typeof nextStepFor>;
};

export function summarize(activeBusiness: ActiveBusiness | null, records: readonly ProgressRecord[]): JourneyState {
  const completedSteps = completedStepIds(records);
  const completedCount = completedSteps.length;
  return {
    activeBusiness,
    completedSteps,
    completedCount,
    total: TOTAL_STEPS,
    percent: progressPercent(completedCount),
    achievements: achievementsFor(completedCount),
    nextStep: nextStepFor(completedCount),
  };
}

/** What the journey screens show. Also applies the business_idea auto-completion, once. */
export async function getJourneyState(userId: string, now = new Date()): Promise<JourneyState> {
  return (await getJourneyStateAndProgress(userId, now)).state;
}

/** getJourneyState, with the progress rows it was computed from (their metadata says what completed a step). */
export async function getJourneyStateAndProgress(userId: string, now = new Date()) {
  const [activeBusiness, records] = await Promise.all([getActiveBusiness(userId), listProgress(userId)]);
  const businessIdeaCompleted = records.some((r) => r.step === "business_idea" && r.completed);
  if (activeBusiness && shouldAutoCompleteBusinessIdea({ hasActiveBusiness: true, businessIdeaCompleted })) {
    await autoCompleteBusinessIdea(userId, now);
    const fresh = await listProgress(userId);
    return { state: summarize(activeBusiness, fresh), records: fresh };
  }
  return { state: summarize(activeBusiness, records), records };
}

export type SetStepResult = { ok: true; record: ProgressRecord } | { ok: false; status: 409; title: string; message: string };

/**
 * Marks or unmarks one step of the signed-in user. Server-owned metadata wins over the client's:
 * business_idea always records the active business, profile_completed a completion date.
 */
export async function setStepProgress(userId: string, input: ToggleStepInput, now = new Date()): Promise<SetStepResult> {
  // business_idea depends on the active strategy: read it under the same write lock as the write.
  if (input.step === "business_idea") return transaction(() => setStepProgressNow(userId, input, now));
  return setStepProgressNow(userId, input, now);
}

async function setStepProgressNow(userId: string, input: ToggleStepInput, now: Date): Promise<SetStepResult> {
  const activeBusiness = input.step === "business_idea" ? await getActiveBusiness(userId) : null;
  const verdict = canMarkStep({ stepId: input.step, completed: input.completed, hasActiveBusiness: activeBusiness !== null });
  if (!verdict.ok) return { ok: false, status: 409, title: verdict.title, message: verdict.message };

  let metadata: JourneyMetadata | null = input.completed ? { ...(input.metadata ?? {}) } : null;
  if (metadata && input.step === "business_idea" && activeBusiness) metadata.businessId = activeBusiness.id;
  if (metadata && input.step !== "business_idea") delete metadata.businessId;
  if (metadata && input.step === "profile_completed") metadata.completedAt ??= now.toISOString();
  if (metadata && Object.keys(metadata).length === 0) metadata = null;

  const row = await upsertStep(userId, input.step, input.completed, metadata, now);
  return { ok: true, record: { step: input.step, completed: row.completed, metadata: row.metadata ?? null } };
}

/** Used by the profile save, inside its transaction. */
export function profileCompletedValues(userId: string, now: Date) {
  return {
    userId,
    step: "profile_completed" as const,
    completed: true,
    metadata: { completedAt: now.toISOString() } satisfies JourneyMetadata,
    updatedAt: now,
  };
}

export async function getStepRecord(userId: string, step: StepId) {
  return (
    (await getDb()
      .select()
      .from(journeyProgress)
      .where(and(eq(journeyProgress.userId, userId), eq(journeyProgress.step, step)))
      .get()) ?? null
  );
}
