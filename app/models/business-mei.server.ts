import { cashEntriesBetween } from "./business-cash.server";
import { getBusinessProfile, openingOf } from "./business-profile.server";
import { isGrossRevenue, revenueItems } from "~/modules/business/cash-book";
import { dasDueDate, monthKey, type YearMonth } from "~/modules/business/calendar";
import { meiLimitCents, meiLimitStatus } from "~/modules/business/mei-limit";
import { revenueReport } from "~/modules/business/revenue-report";

/**
 * Year-to-date gross revenue (sales in the cash book up to the end of `month`) against the MEI
 * limit that applies (proportional in the opening year, from the business profile), the month's
 * report and the DAS due date.
 */
export async function meiSummary(userId: string, month: YearMonth) {
  const key = monthKey(month);
  const lines = await cashEntriesBetween(userId, `${month.year}-01-01`, `${key}-31`);
  const revenueCents = lines.filter(isGrossRevenue).reduce((sum, line) => sum + line.amountCents, 0);
  const profile = await getBusinessProfile(userId);
  const opening = openingOf(profile);
  const limit = meiLimitStatus(revenueCents, meiLimitCents(month.year, opening));
  const report = revenueReport(revenueItems(lines.filter((line) => line.occurredOn.startsWith(key))));
  const yearReport = revenueReport(revenueItems(lines));
  return { month: key, profile, proportional: opening?.year === month.year, limit, report, yearReport, dasDue: dasDueDate(month) };
}
