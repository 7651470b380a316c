/**
 * Business plans (issue 17): one per saved strategy. Until the person first saves, the plan is
 * its starting values, computed on every read (a GET never writes). Each save is one transaction
 * that checks the version the person edited from: an older version (a second tab, a stale page)
 * is refused as a conflict instead of overwriting newer data.
 */
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import {
  activeBusinesses,
  aiResults,
  businessPlans,
  journeyProgress,
  savedBusinesses,
  type JourneyMetadata,
  type SavedBusiness,
} from "#db/schema";
import { knowledgeForIdea } from "~/modules/ai/offline/analysis";
import { findIdea } from "~/modules/discovery/catalogue.server";
import { splitAnalysis } from "~/modules/discovery/analysis-sections";
import type { PlanFiguresContext } from "~/modules/consultant/intents";
import { computePlan, financialFilled } from "~/modules/plan/compute";
import { defaultPlanFrom } from "~/modules/plan/defaults";
import { withLeanStart } from "~/modules/plan/lean";
import { personStart, possessionsIn } from "~/modules/discovery/person-start";
import { planSchema } from "~/modules/plan/schema";
import type { BusinessPlan, SectionId } from "~/modules/plan/types";
import { getProfile } from "./profile.server";
import { findSavedBusiness } from "./saved-business.server";

export type LoadedPlan = {
  strategy: Pick<SavedBusiness, "id" | "businessName" | "catalogueId">;
  plan: BusinessPlan;
  /** 0 while the plan has never been saved. */
  version: number;
  planId: string | null;
  updatedAt: Date | null;
};

/** The plan's starting values for a strategy: the idea's model, the analysis and the profile. */
async function ideaOfStrategy(userId: string, strategy: SavedBusiness) {
  // Strategies saved from an analysis name their idea through it (ai_results.idea_id).
  let ideaId = strategy.catalogueId;
  if (!ideaId && strategy.analysisId) {
    const analysis = await getDb()
      .select({ ideaId: aiResults.ideaId })
      .from(aiResults)
      .where(and(eq(aiResults.id, strategy.analysisId), eq(aiResults.userId, userId)))
      .get();
    ideaId = analysis?.ideaId ?? null;
  }
  return ideaId ? findIdea(ideaId) : undefined;
}

/** The strategy's start for its person (issue 28), when it comes from a catalogue idea. */
export async function startOfStrategy(userId: string, strategyId: string) {
  const strategy = await findSavedBusiness(userId, strategyId);
  if (!strategy) return null;
  const idea = await ideaOfStrategy(userId, strategy);
  return idea ? personStart(idea, possessionsIn(strategy.userInput ?? "")) : null;
}

/** The person chose the lean start: it becomes the plan's investment, the full structure its growth step. */
export async function chooseLeanStart(userId: string, strategyId: string, expectedVersion: number): Promise<SaveResult> {
  const loaded = await loadPlan(userId, strategyId);
  const start = loaded ? await startOfStrategy(userId, strategyId) : null;
  if (!loaded || !start) return { status: "not-found" };
  return savePlan(userId, strategyId, expectedVersion, withLeanStart(loaded.plan, start.lean, start.fullTotal));
}

export async function startingPlan(userId: string, strategy: SavedBusiness): Promise<BusinessPlan> {
  const idea = await ideaOfStrategy(userId, strategy);
  const profile = await getProfile(userId);
  const firstName = profile?.name.split(/\s+/)[0] ?? null;
  let knowledge = null;
  if (idea) {
    try {
      knowledge = knowledgeForIdea(idea);
    } catch {
      knowledge = null; // an archetype without offline text: the analysis' own sections still fill in
    }
  }
  // What the person's words say they own is priced at R$ 0 from the start (issue 28).
  const start = idea ? personStart(idea, possessionsIn(strategy.userInput ?? "")) : null;
  return defaultPlanFrom(
    idea?.economics ?? null,
    idea ?? { title: strategy.businessName, description: strategy.businessDescription || strategy.matchReason },
    profile ? { firstName, hasBusinessExperience: profile.hasBusinessExperience, hasCnpj: profile.hasCnpj } : null,
    splitAnalysis(strategy.analysisContent),
    knowledge,
    start && start.owned.length > 0
      ? {
          ownedItems: start.ownedItems,
          leanTotal: start.lean.total,
          fullTotal: start.fullTotal,
          rentFree: start.owned.includes("ponto-comercial"),
        }
      : null,
  );
}

/** A stored plan checked against the schema; a row that no longer parses starts over from the model. */
function storedPlan(sections: unknown): BusinessPlan | null {
  const parsed = planSchema.safeParse(sections);
  return parsed.success ? parsed.data : null;
}

/** The person's plan for one of their strategies; null when the strategy is not theirs. */
export async function loadPlan(userId: string, strategyId: string): Promise<LoadedPlan | null> {
  const strategy = await findSavedBusiness(userId, strategyId);
  if (!strategy) return null;
  const row = await getDb()
    .select()
    .from(businessPlans)
    .where(and(eq(businessPlans.strategyId, strategy.id), eq(businessPlans.userId, userId)))
    .get();
  const plan = (row && storedPlan(row.sections)) || (await startingPlan(userId, strategy));
  const summary = { id: strategy.id, businessName: strategy.businessName, catalogueId: strategy.catalogueId };
  return { strategy: summary, plan, version: row?.version ?? 0, planId: row?.id ?? null, updatedAt: row?.updatedAt ?? null };
}

/** The plan of the person's active strategy, for the consultant; null without a saved plan. */
export async function loadActivePlan(userId: string): Promise<LoadedPlan | null> {
  const active = await getDb().select().from(activeBusinesses).where(eq(activeBusinesses.userId, userId)).get();
  if (!active) return null;
  const loaded = await loadPlan(userId, active.savedBusinessId);
  return loaded && loaded.version > 0 ? loaded : null;
}

/** The key figures of the active strategy's saved plan, for the consultant (null without one). */
export async function activePlanFigures(userId: string): Promise<PlanFiguresContext | null> {
  const loaded = await loadActivePlan(userId);
  if (!loaded) return null;
  const f = computePlan(loaded.plan);
  return {
    strategyId: loaded.strategy.id,
    monthlyRevenueCents: f.monthlyRevenueCents,
    resultCents: f.resultCents,
    fixedCostsCents: f.fixedCostsCents,
    contributionMarginRate: f.contributionMarginRate,
    breakEvenCents: f.breakEven.value,
    breakEvenUnits: f.breakEven.units,
    unitPlural: loaded.plan.financeiro.unitPlural,
    investmentCents: f.investment.totalCents,
    verdict: f.verdict.headline,
  };
}

export type SaveResult =
  | { status: "saved"; version: number; planId: string; stepCompleted: boolean }
  | { status: "conflict"; version: number }
  | { status: "not-found" };

/**
 * Saves the whole plan if it was edited from the stored version. `section` is the section the
 * person saved (it counts as reviewed). With the financial section filled, on the active strategy,
 * journey step 3 ("Plano de Negócio") is completed with the plan's id, in the same transaction.
 */
export async function savePlan(
  userId: string,
  strategyId: string,
  expectedVersion: number,
  next: BusinessPlan,
  section?: SectionId,
  now = new Date(),
): Promise<SaveResult> {
  return transaction(async (tx) => {
    const strategy = await tx
      .select({ id: savedBusinesses.id })
      .from(savedBusinesses)
      .where(and(eq(savedBusinesses.id, strategyId), eq(savedBusinesses.userId, userId)))
      .get();
    if (!strategy) return { status: "not-found" as const };
    const row = await tx
      .select({ id: businessPlans.id, version: businessPlans.version })
      .from(businessPlans)
      .where(eq(businessPlans.strategyId, strategyId))
      .get();
    const current = row?.version ?? 0;
    if (current !== expectedVersion) return { status: "conflict" as const, version: current };
    const plan: BusinessPlan = section && !next.reviewed.includes(section) ? { ...next, reviewed: [...next.reviewed, section] } : next;
    const sections = plan as unknown as Record<string, unknown>;
    let planId: string;
    if (row) {
      const updated = await tx
        .update(businessPlans)
        .set({ sections, version: current + 1, updatedAt: now })
        .where(and(eq(businessPlans.id, row.id), eq(businessPlans.version, current)))
        .returning({ id: businessPlans.id })
        .get();
      if (!updated) return { status: "conflict" as const, version: current };
      planId = updated.id;
    } else {
      const inserted = await tx
        .insert(businessPlans)
        .values({ id: crypto.randomUUID(), userId, strategyId, sections, version: 1, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: businessPlans.strategyId })
        .returning({ id: businessPlans.id })
        .get();
      if (!inserted) return { status: "conflict" as const, version: current };
      planId = inserted.id;
    }
    let stepCompleted = false;
    if (financialFilled(plan)) {
      const active = await tx.select().from(activeBusinesses).where(eq(activeBusinesses.userId, userId)).get();
      if (active?.savedBusinessId === strategyId) {
        const metadata: JourneyMetadata = { planId, completedAt: now.toISOString() };
        const changed = await tx
          .insert(journeyProgress)
          .values({ userId, step: "business_plan", completed: true, metadata, updatedAt: now })
          .onConflictDoUpdate({
            target: [journeyProgress.userId, journeyProgress.step],
            set: { completed: true, metadata, updatedAt: now },
            setWhere: sql`${journeyProgress.completed} = 0`,
          })
          .returning({ step: journeyProgress.step })
          .all();
        stepCompleted = changed.length > 0;
      }
    }
    return { status: "saved" as const, version: current + 1, planId, stepCompleted };
  });
}

/** Every plan of the person, for the account export. */
export async function exportPlans(userId: string) {
  const rows = await getDb().select().from(businessPlans).where(eq(businessPlans.userId, userId)).all();
  return rows.map(({ userId: _owner, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
