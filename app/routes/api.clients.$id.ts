import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientJson, deleteClient, getClient, updateClient } from "~/models/business-clients.server";
import { clientSchema } from "~/modules/business/client-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

const NOT_FOUND = "Cliente não encontrado.";

/** GET /api/clients/:id — another person's id answers 404, like an unknown one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const client = await getClient(user.id, params.id ?? "");
  return client ? jsonOk(clientJson(client)) : jsonError(NOT_FOUND, 404);
}

/** PUT /api/clients/:id (the whole client, same schema as POST) and DELETE /api/clients/:id. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id ?? "";
  if (request.method.toUpperCase() === "DELETE") {
    return (await deleteClient(user.id, id)) ? jsonOk({ success: true }) : jsonError(NOT_FOUND, 404);
  }
  // The body is read (64 KB cap, schema) before the row is looked up; the update itself only
  // touches a row of this person, so another person's id is a 404 and changes nothing.
  const input = await parseJsonBody(request, clientSchema);
  const client = await updateClient(user.id, id, input);
  return client ? jsonOk(clientJson(client)) : jsonError(NOT_FOUND, 404);
}
