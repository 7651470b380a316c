import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { SubscriptionStatusBadge } from "~/components/subscription/subscription-status";
import { showToast } from "~/components/ui/toaster";
import { createSubscription, listPlans, UnknownPlanError } from "~/models/subscription.server";
import { subscribeFormSchema } from "~/modules/subscription/subscribe-form.server";
import { formatPlanPrice, intervalLabel, PLAN_ACTIVATED, planErrorMessage, POPULAR_PLAN_NAME } from "~/modules/subscription/plans";
import { useHydrated } from "~/utils/hydration";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Escolha Seu Plano | Empreenda Aí" }];

const REDIRECT_AFTER_ACTIVATION_MS = 2000;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { plans: await listPlans(), status: user.subscriptionStatus, plan: user.subscriptionPlan };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = subscribeFormSchema.safeParse(Object.fromEntries(await request.formData()));
  const fail = (message: string, status: number) => data({ ok: false as const, error: planErrorMessage(message) }, { status });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Dados inválidos.", 400);
  try {
    const plan = await createSubscription(user.id, parsed.data.planId);
    // With JavaScript the page shows the toast and moves on after 2 s; without it, at once.
    if (parsed.data.js === "1") return data({ ok: true as const, planName: plan.name });
    return redirectWithToast(request, "/dashboard", { ...PLAN_ACTIVATED, description: `${plan.name}: ${PLAN_ACTIVATED.description}`, type: "success" });
  } catch (error) {
    if (error instanceof UnknownPlanError) return fail(error.message, 400);
    console.error("create subscription failed", error);
    return fail("tente novamente em instantes.", 500);
  }
}

export default function Subscribe() {
  const { plans, status, plan } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const pendingPlan = navigation.state !== "idle" ? navigation.formData?.get("planId") : null;

  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      showToast({ title: "Erro", description: result.error, type: "destructive" });
      return;
    }
    showToast({ ...PLAN_ACTIVATED, description: `${result.planName}: ${PLAN_ACTIVATED.description}`, type: "success" });
    const timer = window.setTimeout(() => navigate("/dashboard"), REDIRECT_AFTER_ACTIVATION_MS);
    return () => window.clearTimeout(timer);
  }, [result, navigate]);

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
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Escolha Seu Plano</h1>
        <p className="mt-2 text-slate-600">Comece grátis e evolua quando o seu negócio pedir.</p>
        <p className="mx-auto mt-3 max-w-xl rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Modo demonstração: o plano é ativado na hora e nenhuma cobrança é feita.
        </p>
        <div className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-700">
          Seu plano atual: <SubscriptionStatusBadge status={status} plan={plan} />
        </div>
      </section>
      {result && !result.ok ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Erro</p>
          <p>{result.error}</p>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {plans.map((item) => {
          const popular = item.name === POPULAR_PLAN_NAME;
          return (
            <section
              key={item.id}
              aria-labelledby={`plano-${item.id}`}
              className={`card relative flex flex-col p-6 ${popular ? "border-2 border-brand-600 shadow-lg md:-translate-y-2" : ""}`}
            >
              {popular ? (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
                  Mais Popular
                </span>
              ) : null}
              <h2 id={`plano-${item.id}`} className="text-xl font-bold text-slate-900">
                {item.name}
              </h2>
              <p className="mt-3">
                <span className="text-3xl font-extrabold text-slate-900">{formatPlanPrice(item.priceCents)}</span>
                <span className="text-slate-600">/{intervalLabel(item.interval)}</span>
              </p>
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
              <Form method="post" className="mt-6">
                <input type="hidden" name="planId" value={item.id} />
                {hydrated ? <input type="hidden" name="js" value="1" /> : null}
                <button type="submit" className={popular ? "btn-primary w-full" : "btn-secondary w-full"} disabled={Boolean(pendingPlan)}>
                  {pendingPlan === item.id ? "Ativando..." : `Selecionar ${item.name}`}
                </button>
              </Form>
            </section>
          );
        })}
      </div>
      <p className="text-center text-sm text-slate-600">Garantia de 30 dias: se não gostar, devolvemos seu dinheiro.</p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
