import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cashEntryJson, createCashEntry, listCashEntries } from "~/models/business-cash.server";
import { localDateParts, monthKey, parseMonthKey } from "~/modules/business/calendar";
import { cashApiSchema } from "~/modules/business/cash-schema";
import { pageRequest } from "~/modules/business/pagination";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/cash-entries?month=YYYY-MM&page=&perPage= — one month of the cash book (default: this month). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const params = new URL(request.url).searchParams;
  const asked = params.get("month");
  const month = asked ? parseMonthKey(asked) : localDateParts(new Date());
  if (!month) return jsonError("month: use o formato AAAA-MM.", 400);
  const page = await listCashEntries(user.id, monthKey(month), pageRequest(params));
  return jsonOk({ ...page, month: monthKey(month), items: page.items.map(cashEntryJson) });
}

/** POST /api/cash-entries { occurredOn, direction, category, amountCents, description?, revenueKind?, withInvoice? } */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, cashApiSchema);
  return jsonOk(cashEntryJson(await createCashEntry(user.id, input)), 201);
}
