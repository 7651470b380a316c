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

/**
 * PUT /api/cash-entries/:id (the whole entry, same schema as POST) and DELETE /api/cash-entries/:id.
 * An entry a paid order wrote (orderId set) answers 409: it changes with its order.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id ?? "";
  if (request.method.toUpperCase() === "DELETE") {
    const removed = await deleteCashEntry(user.id, id);
    return removed.ok ? jsonOk({ success: true }) : jsonError(removed.message, removed.status);
  }
  // The body is read (64 KB cap, schema) before the row is looked up; the update itself only
  // touches a row of this person, so another person's id is a 404 and changes nothing.
  const input = await parseJsonBody(request, cashApiSchema);
  const result = await updateCashEntry(user.id, id, input);
  return result.ok ? jsonOk(cashEntryJson(result.entry)) : jsonError(result.message, result.status);
}
