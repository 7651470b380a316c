import { cashEntriesBetween } from "./business-cash.server";
import { isGrossRevenue, revenueItems } from "~/modules/business/cash-book";
import { dasDueDate, monthKey, type YearMonth } from "~/modules/business/calendar";
import { meiLimitCents, meiLimitStatus } from "~/modules/business/mei-limit";
import { revenueReport } from "~/modules/business/revenue-report";

/**
 * Year-to-date gross revenue (sales in the cash book up to the end of `month`) against the MEI
 * limit, the month's report and the DAS due date. The limit is the full year's: the opening month
 * is not known to the platform yet, so the page says the limit is proportional in the opening year.
 */
export async function meiSummary(userId: string, month: YearMonth) {
  const key = monthKey(month);
  const lines = await cashEntriesBetween(userId, `${month.year}-01-01`, `${key}-31`);
  const revenueCents = lines.filter(isGrossRevenue).reduce((sum, line) => sum + line.amountCents, 0);
  const limit = meiLimitStatus(revenueCents, meiLimitCents(month.year));
  const report = revenueReport(revenueItems(lines.filter((line) => line.occurredOn.startsWith(key))));
  const yearReport = revenueReport(revenueItems(lines));
  return { month: key, limit, report, yearReport, dasDue: dasDueDate(month) };
}
