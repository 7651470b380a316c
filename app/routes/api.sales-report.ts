import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSalesReport } from "~/models/sales-report.server";
import { parseReportMonths, REPORT_RULE } from "~/modules/receivables/sales-report";
import { jsonError, jsonOk } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/**
 * GET /api/sales-report?months=6|12 — the figures of the page "O que vende" (decision 034), in
 * centavos: orders, revenueCents, averageTicketCents, byMonth, products, clients, dormant (60 days),
 * paidOrders and the rule that says which orders count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const months = parseReportMonths(new URL(request.url).searchParams.get("months"));
  if (!months.ok) return jsonError(months.message, 400, { field: "months" });
  const report = await loadSalesReport(user.id, months.months);
  return jsonOk({ ...report, rule: REPORT_RULE });
}
