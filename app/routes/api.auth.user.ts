import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCurrentUserJson } from "~/models/user.server";
import { getUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ message: "Não autenticado" }, { status: 401 });
  return Response.json(toCurrentUserJson(user), { headers: { "Cache-Control": "private, no-store" } });
}
