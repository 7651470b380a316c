import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { setActiveStrategy } from "~/models/saved-business.server";
import { ACTIVATE_ERROR, ACTIVATED } from "~/modules/discovery/strategy-texts";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/estrategias/${encodeURIComponent(params.id ?? "")}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  let business;
  try {
    business = await setActiveStrategy(user.id, params.id ?? "");
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Activating a strategy failed", error);
    return redirectWithToast(request, "/dashboard", { ...ACTIVATE_ERROR, type: "destructive" }, { status: 303 });
  }
  // Someone else's (or an unknown) id: 404, like every other route that takes an id.
  if (!business) throw new Response("Estratégia não encontrada", { status: 404 });
  return redirectWithToast(request, "/dashboard", { ...ACTIVATED, type: "success" }, { status: 303 });
}
