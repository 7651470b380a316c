import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteSupplier, getSupplier, supplierJson, updateSupplier } from "~/models/business-suppliers.server";
import { supplierSchema } from "~/modules/business/supplier-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

const NOT_FOUND = "Fornecedor não encontrado.";

/** GET /api/suppliers/:id — another person's id answers 404, like an unknown one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const supplier = await getSupplier(user.id, params.id ?? "");
  return supplier ? jsonOk(supplierJson(supplier)) : jsonError(NOT_FOUND, 404);
}

/** PUT /api/suppliers/:id (the whole supplier, same schema as POST) and DELETE /api/suppliers/:id. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id ?? "";
  if (request.method.toUpperCase() === "DELETE") {
    return (await deleteSupplier(user.id, id)) ? jsonOk({ success: true }) : jsonError(NOT_FOUND, 404);
  }
  // The body is read (64 KB cap, schema) before the row is looked up; the update itself only
  // touches a row of this person, so another person's id is a 404 and changes nothing.
  const input = await parseJsonBody(request, supplierSchema);
  const supplier = await updateSupplier(user.id, id, input);
  return supplier ? jsonOk(supplierJson(supplier)) : jsonError(NOT_FOUND, 404);
}
