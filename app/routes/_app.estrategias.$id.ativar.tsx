import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { setActiveStrategy } from "~/models/saved-business.server";
import { ACTIVATE_ERROR, ACTIVATED } from "~/modules/discovery/strategy-texts";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/estrategias/${params.id}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const business = await setActiveStrategy(user.id, params.id ?? "");
  if (!business) {
    return redirectWithToast(request, "/dashboard", { ...ACTIVATE_ERROR, type: "destructive" }, { status: 303 });
  }
  return redirectWithToast(request, "/dashboard", { ...ACTIVATED, type: "success" }, { status: 303 });
}
