import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getActiveBusiness } from "~/models/active-business.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * /plano — the plan of the active strategy: where the dashboard and journey step 3's "Criar" lead.
 * Without a strategy there is nothing to plan yet: the person goes to choose one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const active = await getActiveBusiness(user.id);
  if (active) return redirect(`/estrategias/${active.id}/plano`);
  return redirectWithToast(request, "/meu-negocio", {
    title: "Escolha um negócio primeiro",
    description: "O plano de negócio parte de uma estratégia salva: descubra uma ideia e salve a análise.",
  });
}
