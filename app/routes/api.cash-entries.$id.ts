import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cashEntryJson, deleteCashEntry, getCashEntry, updateCashEntry } from "~/models/business-cash.server";
import { cashApiSchema } from "~/modules/business/cash-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

const NOT_FOUND = "Lançamento não encontrado.";

/** GET /api/cash-entries/:id — another person's id answers 404, like an unknown one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const entry = await getCashEntry(user.id, params.id ?? "");
  return entry ? jsonOk(cashEntryJson(entry)) : jsonError(NOT_FOUND, 404);
}

/** PUT /api/cash-entries/:id (the whole entry, same schema as POST) and DELETE /api/cash-entries/:id. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id ?? "";
  if (request.method.toUpperCase() === "DELETE") {
    return (await deleteCashEntry(user.id, id)) ? jsonOk({ success: true }) : jsonError(NOT_FOUND, 404);
  }
  // The body is read (64 KB cap, schema) before the row is looked up; the update itself only
  // touches a row of this person, so another person's id is a 404 and changes nothing.
  const input = await parseJsonBody(request, cashApiSchema);
  const entry = await updateCashEntry(user.id, id, input);
  return entry ? jsonOk(cashEntryJson(entry)) : jsonError(NOT_FOUND, 404);
}
