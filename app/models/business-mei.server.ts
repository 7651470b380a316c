import { cashEntriesBetween } from "./business-cash.server";
import { getBusinessProfile, openingOf } from "./business-profile.server";
import { getLegalFacts } from "./legal-facts.server";
import { isGrossRevenue, revenueItems } from "~/modules/business/cash-book";
import { dasDueDate, localIsoDate, monthKey, type YearMonth } from "~/modules/business/calendar";
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
  // The figures in force on the month's last day, or today for the current month (an administrator
  // may have dated a new limit, decision 035).
  const lastDay = `${key}-${String(new Date(Date.UTC(month.year, month.month, 0)).getUTCDate()).padStart(2, "0")}`;
  const today = localIsoDate(new Date());
  const facts = await getLegalFacts(lastDay < today ? lastDay : today);
  const limit = meiLimitStatus(revenueCents, meiLimitCents(month.year, opening, facts));
  const report = revenueReport(revenueItems(lines.filter((line) => line.occurredOn.startsWith(key))));
  const yearReport = revenueReport(revenueItems(lines));
  return { month: key, profile, proportional: opening?.year === month.year, limit, facts, report, yearReport, dasDue: dasDueDate(month) };
}
