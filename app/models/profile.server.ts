import { eq, sql } from "drizzle-orm";
import { preparedQuery, transaction } from "#db/client.server";
import { journeyProgress, userProfiles, type User, type UserProfile } from "#db/schema";
import type { ProfileFormDefaults, ProfileInput } from "~/modules/profile/profile-schema";
import { profileCompletedValues } from "./journey.server";

// The shell and the journey pages read the profile on every signed-in page.
const profileByUser = preparedQuery((db) =>
  db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, sql.placeholder("userId")))
    .prepare(),
);

export async function getProfile(userId: string): Promise<UserProfile | null> {
  return (await profileByUser().get({ userId })) ?? null;
}

/**
 * Saves the profile and marks the journey step profile_completed (with completedAt) in one
 * transaction, so the two never disagree.
 */
export async function saveProfile(userId: string, input: ProfileInput, now = new Date()): Promise<UserProfile> {
  return transaction(async (tx) => {
    const values = { ...input, profileCompleted: true, updatedAt: now };
    const profile = await tx
      .insert(userProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userProfiles.userId, set: values })
      .returning()
      .get();
    const step = profileCompletedValues(userId, now);
    await tx
      .insert(journeyProgress)
      .values(step)
      .onConflictDoUpdate({
        target: [journeyProgress.userId, journeyProgress.step],
        set: { completed: true, metadata: step.metadata, updatedAt: now },
      })
      .run();
    return profile!;
  });
}

type UserNames = Pick<User, "email" | "name" | "firstName" | "lastName"> & Partial<Pick<User, "authProvider">>;

function nameFromUser(user: UserNames) {
  return (user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(" ")).trim();
}

/** The form starts from the saved profile, else from the login's name; partner offers are opt-in (LGPD). */
export function profileFormDefaults(user: UserNames, profile: UserProfile | null): ProfileFormDefaults {
  return {
    name: profile?.name ?? nameFromUser(user),
    email: user.email,
    phone: profile?.phone ?? "",
    hasCNPJ: profile?.hasCnpj ? "sim" : "nao",
    hasBusinessExperience: profile?.hasBusinessExperience ? "sim" : "nao",
    wantsEntrepreneurshipInfo: profile?.wantsEntrepreneurshipInfo ?? true,
    wantsPartnerInfo: profile?.wantsPartnerInfo ?? false,
    completed: profile?.profileCompleted ?? false,
    signIn: user.authProvider === "demo" ? "demo" : "google",
  };
}

/** GET /api/user-profile, with the spec's field names. */
export function toProfileJson(user: UserNames, profile: UserProfile | null) {
  return {
    name: profile?.name ?? nameFromUser(user),
    email: user.email,
    phone: profile?.phone ?? "",
    hasCNPJ: profile?.hasCnpj ?? false,
    hasBusinessExperience: profile?.hasBusinessExperience ?? false,
    wantsEntrepreneurshipInfo: profile?.wantsEntrepreneurshipInfo ?? true,
    wantsPartnerInfo: profile?.wantsPartnerInfo ?? false,
    profileCompleted: profile?.profileCompleted ?? false,
  };
}
