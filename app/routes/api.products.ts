import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createProduct, listProducts, productJson } from "~/models/business-products.server";
import { productApiSchema } from "~/modules/business/product-schema";
import { listRequest } from "~/modules/business/pagination";
import { jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/products?q=&page=&perPage= — the signed-in person's products, paginated. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const params = new URL(request.url).searchParams;
  const page = await listProducts(user.id, listRequest(params));
  return jsonOk({ ...page, items: page.items.map(productJson) });
}

/** POST /api/products { name, unit, kind?, costCents, priceCents, stock? } — the same schema as the form. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, productApiSchema);
  return jsonOk(productJson(await createProduct(user.id, input)), 201);
}
