import type { LoaderFunctionArgs } from "@remix-run/node";
import { dasnForYear } from "~/models/dasn.server";
import { localIsoDate } from "~/modules/business/calendar";
import { defaultDasnYear } from "~/modules/legal/dasn";
import { jsonError, jsonOk } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/**
 * GET /api/dasn?year=YYYY — the DASN-SIMEI figures of that year (default: the next one due):
 * `{ year, revenueCommerceCents, revenueServicesCents, totalCents, hadEmployee, dueDate }`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const asked = new URL(request.url).searchParams.get("year");
  if (asked !== null && !(/^\d{4}$/.test(asked) && Number(asked) >= 2009 && Number(asked) <= 2100)) {
    return jsonError("year: use o formato AAAA (de 2009 a 2100).", 400);
  }
  const year = asked ? Number(asked) : defaultDasnYear(localIsoDate(new Date()));
  const { openedOn: _openedOn, ...figures } = await dasnForYear(user.id, year);
  return jsonOk(figures);
}
