import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientJson, createClient, listClients } from "~/models/business-clients.server";
import { clientSchema } from "~/modules/business/client-schema";
import { listRequest } from "~/modules/business/pagination";
import { jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/clients?q=&page=&perPage= — the signed-in person's clients, paginated. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const params = new URL(request.url).searchParams;
  const page = await listClients(user.id, listRequest(params));
  return jsonOk({ ...page, items: page.items.map(clientJson) });
}

/** POST /api/clients { name, phone?, email?, notes?, tags? } — the same schema as the form. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, clientSchema);
  return jsonOk(clientJson(await createClient(user.id, input)), 201);
}
