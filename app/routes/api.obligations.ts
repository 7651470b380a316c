import type { LoaderFunctionArgs } from "@remix-run/node";
import { obligationJson, obligationsForYear } from "~/models/obligations.server";
import { localDateParts } from "~/modules/business/calendar";
import { jsonError, jsonOk } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/**
 * GET /api/obligations?year=YYYY — the DAS and DASN-SIMEI due in that year (default: this year),
 * each `{ id, kind, title, dueDate, amountCents, status, paidAt, lateCost, officialUrl }`.
 * 409 while the opening date of the MEI is not in /api/business-profile.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const asked = new URL(request.url).searchParams.get("year");
  if (asked !== null && !(/^\d{4}$/.test(asked) && Number(asked) >= 2009 && Number(asked) <= 2100)) {
    return jsonError("year: use o formato AAAA (de 2009 a 2100).", 400);
  }
  const year = asked ? Number(asked) : localDateParts(new Date()).year;
  const list = await obligationsForYear(user.id, year);
  if (!list) return jsonError("Informe a data de abertura do MEI (PUT /api/business-profile) antes.", 409);
  return jsonOk({ year, obligations: list.map(obligationJson) });
}
