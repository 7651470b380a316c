import { and, count, desc, eq, lte } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { journeyProgress, savedBusinesses, userProfiles, users } from "#db/schema";
import { matchesUserQuery } from "~/modules/admin/user-search";
import { completedStepIds, progressPercent, TOTAL_STEPS } from "~/modules/journey";

export type AdminUserRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  email: string;
  authProvider: string;
  subscriptionPlan: string;
  subscriptionStatus: string;
  createdAt: string;
  lastActiveAt: string;
};

/**
 * Users for the admin list, newest first; `q` filters on first name, last name and e-mail,
 * ignoring case and accents (done in JavaScript so 'joao' finds 'João', which SQLite's LIKE
 * cannot do for non-ASCII letters).
 */
export async function searchUsersForAdmin(q?: string | null): Promise<AdminUserRow[]> {
  const rows = await getDb()
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      email: users.email,
      authProvider: users.authProvider,
      subscriptionPlan: users.subscriptionPlan,
      subscriptionStatus: users.subscriptionStatus,
      createdAt: users.createdAt,
      lastActiveAt: users.lastActiveAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt))
    .all();
  return rows
    .filter((row) => matchesUserQuery(row, q))
    .map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastActiveAt: row.lastActiveAt.toISOString() }));
}

export type AdminUserProfile = Awaited<ReturnType<typeof getAdminUserProfile>>;

/** The admin view of one user (spec section 3 plus plan, dates, strategies and journey), or null. */
export async function getAdminUserProfile(id: string) {
  const db = getDb();
  const user = await db.select().from(users).where(eq(users.id, id)).get();
  if (!user) return null;
  const profile = await db.select().from(userProfiles).where(eq(userProfiles.userId, id)).get();
  const strategiesCount = (await db.select({ n: count() }).from(savedBusinesses).where(eq(savedBusinesses.userId, id)).get())!.n;
  const progress = await db
    .select({ step: journeyProgress.step, completed: journeyProgress.completed })
    .from(journeyProgress)
    .where(eq(journeyProgress.userId, id))
    .all();
  const completedSteps = completedStepIds(progress);
  const completed = completedSteps.length;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return {
    id: user.id,
    name: profile?.name || user.name || fullName || null,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: profile?.phone ?? null,
    // null: the user has not filled in the profile form yet.
    hasCNPJ: profile ? profile.hasCnpj : null,
    hasBusinessExperience: profile ? profile.hasBusinessExperience : null,
    wantsEntrepreneurshipInfo: profile ? profile.wantsEntrepreneurshipInfo : null,
    wantsPartnerInfo: profile ? profile.wantsPartnerInfo : null,
    profileCompleted: profile?.profileCompleted ?? false,
    authProvider: user.authProvider,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: user.lastActiveAt.toISOString(),
    strategiesCount,
    journey: {
      completed,
      total: TOTAL_STEPS,
      percent: progressPercent(completed),
      completedSteps,
    },
  };
}

/**
 * Deletes the demo accounts not used since `inactiveBefore` (all of them when it is now), with
 * everything they own (foreign keys cascade). Returns how many were deleted.
 */
export async function purgeDemoAccounts(inactiveBefore: Date): Promise<number> {
  const deleted = await transaction((tx) =>
    tx
      .delete(users)
      .where(and(eq(users.authProvider, "demo"), lte(users.lastActiveAt, inactiveBefore)))
      .returning({ id: users.id })
      .all(),
  );
  return deleted.length;
}

export async function countDemoAccounts(): Promise<number> {
  return (await getDb().select({ n: count() }).from(users).where(eq(users.authProvider, "demo")).get())!.n;
}
