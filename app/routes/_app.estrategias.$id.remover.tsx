import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { isActiveStrategy } from "~/models/active-business.server";
import { deleteStrategy, findSavedBusiness } from "~/models/saved-business.server";
import { JOURNEY_RESET, REMOVE_ACTIVE_CONFIRM, REMOVE_CONFIRM, REMOVE_ERROR, REMOVED } from "~/modules/discovery/strategy-texts";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// The confirmation step for browsers without JavaScript (with it, a dialog asks first).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const strategy = await findSavedBusiness(user.id, params.id ?? "");
  if (!strategy) throw new Response("Estratégia não encontrada", { status: 404 });
  const isActive = await isActiveStrategy(user.id, strategy.id);
  return { id: strategy.id, businessName: strategy.businessName, isActive };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  let result;
  try {
    result = await deleteStrategy(user.id, params.id ?? "");
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Removing a strategy failed", error);
    return redirectWithToast(request, "/dashboard", { ...REMOVE_ERROR, type: "destructive" }, { status: 303 });
  }
  // Someone else's (or an unknown) id: 404, like every other route that takes an id.
  if (!result) throw new Response("Estratégia não encontrada", { status: 404 });
  const toast = result.wasActive ? JOURNEY_RESET : REMOVED;
  return redirectWithToast(request, "/dashboard", { ...toast, type: "success" }, { status: 303 });
}

export default function RemoveStrategy() {
  const { businessName, isActive } = useLoaderData<typeof loader>();
  return (
    <section className="card mx-auto max-w-lg p-6" aria-labelledby="remover-titulo">
      <h1 id="remover-titulo" className="text-xl font-bold text-slate-900">
        Remover “{businessName}”
      </h1>
      <p className={`mt-3 text-sm ${isActive ? "rounded-lg border border-red-200 bg-red-50 p-3 text-red-900" : "text-slate-700"}`}>
        {isActive ? REMOVE_ACTIVE_CONFIRM : REMOVE_CONFIRM}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700">
            Sim, remover
          </button>
        </Form>
        <Link to="/dashboard" className="btn-secondary">
          Cancelar
        </Link>
      </div>
    </section>
  );
}
