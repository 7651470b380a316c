import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSavedBusinesses } from "~/models/saved-business.server";
import { requireApiUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const active = (await listSavedBusinesses(user.id)).find((business) => business.isActive);
  return Response.json(active ? { id: active.id, businessName: active.businessName } : null);
}
