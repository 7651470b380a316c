import { and, eq } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { dasnAnswers } from "#db/schema";
import { isGrossRevenue, revenueItems } from "~/modules/business/cash-book";
import { revenueReport } from "~/modules/business/revenue-report";
import { dasnFigures, type DasnFigures } from "~/modules/legal/dasn";
import { cashEntriesBetween } from "./business-cash.server";
import { getBusinessProfile } from "./business-profile.server";

/** The DASN-SIMEI figures of `year` from the cash book (from the opening date in the opening year). */
export async function dasnForYear(userId: string, year: number): Promise<DasnFigures & { openedOn: string | null }> {
  const profile = await getBusinessProfile(userId);
  const openedOn = profile?.openedOn ?? null;
  const start = openedOn && openedOn > `${year}-01-01` ? openedOn : `${year}-01-01`;
  const lines = start <= `${year}-12-31` ? await cashEntriesBetween(userId, start, `${year}-12-31`) : [];
  const report = revenueReport(revenueItems(lines.filter(isGrossRevenue)));
  const answer = await getDb()
    .select({ hadEmployee: dasnAnswers.hadEmployee })
    .from(dasnAnswers)
    .where(and(eq(dasnAnswers.userId, userId), eq(dasnAnswers.year, year)))
    .get();
  return { ...dasnFigures(year, report, answer?.hadEmployee ?? null), openedOn };
}

export async function saveDasnAnswer(userId: string, year: number, hadEmployee: boolean, now = new Date()): Promise<void> {
  await transaction(async (tx) => {
    await tx
      .insert(dasnAnswers)
      .values({ userId, year, hadEmployee, updatedAt: now })
      .onConflictDoUpdate({ target: [dasnAnswers.userId, dasnAnswers.year], set: { hadEmployee, updatedAt: now } })
      .run();
  });
}

export async function exportDasnAnswers(userId: string) {
  return getDb()
    .select({ year: dasnAnswers.year, hadEmployee: dasnAnswers.hadEmployee, updatedAt: dasnAnswers.updatedAt })
    .from(dasnAnswers)
    .where(eq(dasnAnswers.userId, userId))
    .all();
}
