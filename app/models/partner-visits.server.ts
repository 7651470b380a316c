import { transaction } from "#db/client.server";
import { partnerVisits, type PartnerPlatform } from "#db/schema";

export type { PartnerPlatform };

/** A signed-in user opened a partner tool page; the admin Analytics tab shows the share of users per tool. */
export async function recordPartnerVisit(userId: string, platform: PartnerPlatform, now = new Date()) {
  await transaction((tx) => tx.insert(partnerVisits).values({ userId, platform, createdAt: now }).run());
}
