import { eq } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessProfiles, type BusinessProfile } from "#db/schema";
import { formatCnpj } from "~/modules/br/documents";
import { DEFAULT_LEGAL_FACTS, type LegalFacts } from "~/modules/facts/legal-facts";
import type { BusinessProfileInput } from "~/modules/legal/business-profile";
import { DAS_KIND_LABELS, dasCentsFor, dasKindFor, findOccupation } from "~/modules/legal/occupations";

export async function getBusinessProfile(userId: string): Promise<BusinessProfile | null> {
  return (await getDb().select().from(businessProfiles).where(eq(businessProfiles.userId, userId)).get()) ?? null;
}

/** Replaces the person's business data (one row per person). */
export async function saveBusinessProfile(userId: string, input: BusinessProfileInput, now = new Date()): Promise<BusinessProfile> {
  return transaction(
    async (tx) =>
      (await tx
        .insert(businessProfiles)
        .values({ userId, ...input, updatedAt: now })
        .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...input, updatedAt: now } })
        .returning()
        .get())!,
  );
}

/** The opening month as { year, month }, or null when the date was not given. */
export function openingOf(profile: Pick<BusinessProfile, "openedOn"> | null): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(profile?.openedOn ?? "");
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** What the pages and the API show of the profile; the DAS with `facts` (the figures in force, from getLegalFacts). */
export function businessProfileView(profile: BusinessProfile | null, facts: LegalFacts = DEFAULT_LEGAL_FACTS) {
  const occupation = findOccupation(profile?.occupation);
  const dasKind = occupation ? dasKindFor(occupation) : null;
  return {
    cnpj: profile?.cnpj ?? null,
    cnpjFormatted: profile?.cnpj ? formatCnpj(profile.cnpj) : null,
    openedAt: profile?.openedOn ?? null,
    occupation: occupation?.ocupacao ?? null,
    occupationCnae: occupation?.cnae ?? null,
    dasKind,
    dasKindLabel: dasKind ? DAS_KIND_LABELS[dasKind] : null,
    dasAmountCents: occupation ? dasCentsFor(occupation, facts) : null,
    tradeName: profile?.tradeName ?? null,
    city: profile?.city ?? null,
    state: profile?.state ?? null,
  };
}
