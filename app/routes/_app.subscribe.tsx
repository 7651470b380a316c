import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/ui/field";
import { SubscriptionStatusBadge } from "~/components/subscription/subscription-status";
import { createSubscription, listPlans, UnknownPlanError } from "~/models/subscription.server";
import { subscribeFormSchema } from "~/modules/subscription/subscribe-form.server";
import {
  formatPlanPrice,
  intervalLabel,
  isCurrentPlan,
  planChosenToast,
  planDisplayName,
  planErrorMessage,
  POPULAR_PLAN_NAME,
} from "~/modules/subscription/plans";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formFailure } from "~/utils/form-reply.server";
import { replyErrors } from "~/utils/submission";

export const meta: MetaFunction = () => [{ title: "Planos futuros (prévia) | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { plans: await listPlans(), status: user.subscriptionStatus, plan: user.subscriptionPlan };
}

/** Records the chosen plan (no payment) and comes back here, where the plan is marked as the current one. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = subscribeFormSchema.safeParse(Object.fromEntries(await request.formData()));
  const fail = (message: string, status: number) => formFailure(planErrorMessage(message), status);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Dados inválidos.", 400);
  try {
    const plan = await createSubscription(user.id, parsed.data.planId);
    return redirectWithToast(request, "/subscribe", { ...planChosenToast(plan.name), type: "success" }, { status: 303 });
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    if (error instanceof UnknownPlanError) return fail(error.message, 400);
    console.error("create subscription failed", error);
    return fail("tente novamente em instantes.", 500);
  }
}

export default function Subscribe() {
  const { plans, status, plan } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingPlan = navigation.state !== "idle" ? navigation.formData?.get("planId") : null;

  return (
    <div className="space-y-6">
      <nav aria-label="Trilha" className="text-sm text-slate-600">
        <Link to="/dashboard" className="hover:underline">
          Minha Jornada
        </Link>
        <span aria-hidden> › </span>
        <Link to="/subscribe" aria-current="page" className="font-semibold text-slate-900">
          Planos
        </Link>
      </nav>
      <section className="text-center">
        <p className="mx-auto mb-3 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-900">
          Prévia
        </p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Planos futuros</h1>
        <p className="mx-auto mt-2 max-w-xl text-slate-700" data-testid="plans-preview-note">
          Hoje a plataforma é 100% gratuita, sem cartão de crédito. Estes são os planos que estudamos para o futuro: escolher um apenas
          registra o seu interesse. Nenhum pagamento é pedido nem cobrado.
        </p>
        <div className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-700">
          Seu plano: <SubscriptionStatusBadge status={status} plan={plan} />
        </div>
      </section>
      <ErrorList errors={replyErrors(result, "")} />
      <div className="grid gap-4 md:grid-cols-3">
        {plans.map((item) => {
          const name = planDisplayName(item.name);
          const popular = name === POPULAR_PLAN_NAME;
          const current = isCurrentPlan(item.name, status, plan);
          return (
            <section
              key={item.id}
              aria-labelledby={`plano-${item.id}`}
              data-current={current ? "true" : undefined}
              className={`card relative flex flex-col p-6 ${popular ? "border-2 border-brand-600 shadow-lg md:-translate-y-2" : ""}`}
            >
              {popular ? (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
                  Mais procurado
                </span>
              ) : null}
              <h2 id={`plano-${item.id}`} className="text-xl font-bold text-slate-900">
                {name}
              </h2>
              <p className="mt-3">
                <span className="text-3xl font-extrabold text-slate-900">{formatPlanPrice(item.priceCents)}</span>
                <span className="text-slate-600">/{intervalLabel(item.interval)}</span>
              </p>
              {item.priceCents > 0 ? <p className="text-xs text-slate-600">Preço previsto; ainda não é cobrado.</p> : null}
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {item.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span className="text-brand-600" aria-hidden>
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              {current ? (
                <p
                  className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-2 text-center text-sm font-semibold text-emerald-800"
                  data-testid="current-plan"
                >
                  ✓ Seu plano atual
                </p>
              ) : (
                <Form method="post" className="mt-6">
                  <input type="hidden" name="planId" value={item.id} />
                  <button type="submit" className={popular ? "btn-primary w-full" : "btn-secondary w-full"} disabled={Boolean(pendingPlan)}>
                    {pendingPlan === item.id ? "Registrando..." : `Escolher ${name}`}
                  </button>
                </Form>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
