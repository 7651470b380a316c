import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteProduct, getProduct, productJson, updateProduct } from "~/models/business-products.server";
import { productApiUpdateSchema } from "~/modules/business/product-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

const NOT_FOUND = "Produto não encontrado.";

/** GET /api/products/:id — another person's id answers 404, like an unknown one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const product = await getProduct(user.id, params.id ?? "");
  return product ? jsonOk(productJson(product)) : jsonError(NOT_FOUND, 404);
}

/** PUT /api/products/:id (the whole product, same schema as POST, plus the `version` it was read at: a stale one → 409) and DELETE /api/products/:id. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id ?? "";
  if (request.method.toUpperCase() === "DELETE") {
    return (await deleteProduct(user.id, id)) ? jsonOk({ success: true }) : jsonError(NOT_FOUND, 404);
  }
  // The body is read (64 KB cap, schema) before the row is looked up; the update itself only
  // touches a row of this person, so another person's id is a 404 and changes nothing.
  const { version, ...input } = await parseJsonBody(request, productApiUpdateSchema);
  const result = await updateProduct(user.id, id, version, input);
  return result.ok ? jsonOk(productJson(result.product)) : jsonError(result.message, result.status);
}
