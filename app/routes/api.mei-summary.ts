import type { LoaderFunctionArgs } from "@remix-run/node";
import { meiSummary } from "~/models/business-mei.server";
import { localDateParts, parseMonthKey } from "~/modules/business/calendar";
import { jsonError, jsonOk } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/**
 * GET /api/mei-summary?month=YYYY-MM — year-to-date gross revenue (sales in the cash book up to
 * that month), the limit, the share used, the warning level, the month's report figures and the
 * DAS due date. Amounts in centavos.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const asked = new URL(request.url).searchParams.get("month");
  const month = asked ? parseMonthKey(asked) : localDateParts(new Date());
  if (!month) return jsonError("month: use o formato AAAA-MM.", 400);
  const summary = await meiSummary(user.id, month);
  return jsonOk({
    month: summary.month,
    yearToDateRevenueCents: summary.limit.revenueCents,
    limitCents: summary.limit.limitCents,
    shareUsed: summary.limit.share,
    level: summary.limit.level,
    message: summary.limit.message,
    monthlyReport: summary.report,
    dasDueDate: `${summary.dasDue.year}-${String(summary.dasDue.month).padStart(2, "0")}-${String(summary.dasDue.day).padStart(2, "0")}`,
  });
}
