import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createSupplier, listSuppliers, supplierJson } from "~/models/business-suppliers.server";
import { supplierSchema } from "~/modules/business/supplier-schema";
import { listRequest } from "~/modules/business/pagination";
import { jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/suppliers?q=&page=&perPage= — the signed-in person's suppliers, paginated. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const params = new URL(request.url).searchParams;
  const page = await listSuppliers(user.id, listRequest(params));
  return jsonOk({ ...page, items: page.items.map(supplierJson) });
}

/** POST /api/suppliers { name, document?, phone?, email?, supplies?, notes? } — the same schema as the form. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, supplierSchema);
  return jsonOk(supplierJson(await createSupplier(user.id, input)), 201);
}
