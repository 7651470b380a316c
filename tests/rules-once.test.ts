// @db-engines: sqlite libsql
import { describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { journeyProgress, type User } from "#db/schema";
import { getActiveBusiness, getActiveStrategy, isActiveStrategy } from "~/models/active-business.server";
import { getAdminUserProfile } from "~/models/admin-users.server";
import { getJourneyState, setStepProgress } from "~/models/journey.server";
import { collectPlatformData } from "~/models/partner-page.server";
import { loadPersonContext } from "~/models/person-context.server";
import {
  deleteStrategy,
  listSavedBusinesses,
  listStrategySummaries,
  saveStrategy,
  setActiveStrategy,
} from "~/models/saved-business.server";
import { STEP_IDS } from "~/modules/journey";
import { loader as removeLoader } from "~/routes/_app.estrategias.$id.remover";
import { signedInUser } from "./journey-helpers";
import { BASE, routeArgs } from "./request-helpers";

// Issue 20 item 6: the active strategy and the completed steps are each found one way, so every
// screen (journey, strategies, consultant, partner data, admin, insights, removal) agrees.

async function everyViewOfTheActiveStrategy(user: User) {
  const userId = user.id;
  const [business, strategy, saved, summaries] = await Promise.all([
    getActiveBusiness(userId),
    getActiveStrategy(userId),
    listSavedBusinesses(userId),
    listStrategySummaries(userId),
  ]);
  const context = await loadPersonContext(user);
  return {
    business: business?.id ?? null,
    strategy: strategy?.id ?? null,
    saved: saved.filter((s) => s.isActive).map((s) => s.id),
    summaries: summaries.filter((s) => s.isActive).map((s) => s.id),
    consultant: context.strategy?.id ?? null,
  };
}

describe("one active strategy, one rule", () => {
  it("every view names the same active strategy through save, switch and delete", async () => {
    const { user, cookie } = await signedInUser("Regra Única");
    const first = await saveStrategy(user.id, { businessName: "Bolos", analysisContent: "Análise dos bolos" });
    const second = await saveStrategy(user.id, { businessName: "Doces", analysisContent: "Análise dos doces" });
    const only = (id: string | null) => ({ business: id, strategy: id, saved: id ? [id] : [], summaries: id ? [id] : [], consultant: id });

    expect(await everyViewOfTheActiveStrategy(user)).toEqual(only(second.id));
    expect(await isActiveStrategy(user.id, second.id)).toBe(true);
    expect(await isActiveStrategy(user.id, first.id)).toBe(false);

    await setActiveStrategy(user.id, first.id);
    expect(await everyViewOfTheActiveStrategy(user)).toEqual(only(first.id));
    const page = new Request(`${BASE}/estrategias/${first.id}/remover`, { headers: { Cookie: cookie } });
    const confirm = (await removeLoader(routeArgs(page, { id: first.id }))) as { isActive: boolean };
    expect(confirm.isActive).toBe(true);

    expect(await deleteStrategy(user.id, first.id)).toEqual({ wasActive: true });
    expect(await everyViewOfTheActiveStrategy(user)).toEqual(only(null));
    // Someone else's strategy is never made active.
    const other = await signedInUser("Outra Pessoa");
    const theirs = await saveStrategy(other.user.id, { businessName: "Pães", analysisContent: "Análise" });
    expect(await setActiveStrategy(user.id, theirs.id)).toBeNull();
    expect(await getActiveBusiness(user.id)).toBeNull();
  });
});

describe("completed steps, one rule", () => {
  it("the journey, the consultant, the partner data and the admin count the same steps", async () => {
    const { user } = await signedInUser("Contagem Única");
    await setStepProgress(user.id, { step: "add_clients", completed: true });
    await setStepProgress(user.id, { step: "first_posts", completed: true });
    await setStepProgress(user.id, { step: "first_posts", completed: false });
    // A row left by a step that no longer exists: counted by nobody.
    await getDb().insert(journeyProgress).values({ userId: user.id, step: "passo_antigo", completed: true }).run();

    const journey = await getJourneyState(user.id);
    const context = await loadPersonContext(user);
    const admin = await getAdminUserProfile(user.id);
    const partner = await collectPlatformData(user, "empresa-ai");

    expect(journey.completedSteps).toEqual(["add_clients"]);
    expect(context.completedSteps).toEqual(journey.completedSteps);
    expect(context.progressPercent).toBe(journey.percent);
    expect(admin!.journey).toMatchObject({
      completed: journey.completedCount,
      total: STEP_IDS.length,
      percent: journey.percent,
      completedSteps: ["add_clients"],
    });
    expect(JSON.stringify(partner)).toContain(`1 de ${STEP_IDS.length} passos (${journey.percent}%)`);
  });
});
