import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CHECK_FIELDS, FormError } from "~/components/gestao/form-bits";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { KeyFiguresGrid, VerdictCard } from "~/components/plan/plan-bits";
import { FinancialInputs, ScenarioInputs, TextInputs } from "~/components/plan/section-forms";
import { loadPlan, savePlan } from "~/models/business-plan.server";
import type { Draft, Errors } from "~/modules/plan/form-fields";
import type { LiveFigures } from "~/modules/plan/live";
import { isSectionId, SECTION_IDS, SECTION_TITLES, type BusinessPlan, type SectionId } from "~/modules/plan/types";
import { isNotFound, notFoundMeta, siteFromMatches } from "~/modules/site/meta";
import { notFound, SAVE_FAILED } from "~/utils/gestao.server";
import {
  applyDraft,
  applyRowIntent,
  composeSummary,
  computePlan,
  draftFromForm,
  draftOf,
  liveFigures as live,
  planIssues,
  planSchema,
} from "~/utils/plan-pages.server";
import { useHydrated } from "~/utils/hydration";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  isNotFound(error)
    ? notFoundMeta(siteFromMatches(matches))
    : [{ title: `${data ? SECTION_TITLES[data.section] : "Plano"} | Plano de Negócio | Empreenda Aí` }];

const CONFLICT =
  "Este plano foi salvo em outra aba ou aparelho depois que você abriu esta página. O que você digitou continua abaixo, ainda não salvo. Se salvar de novo, esta versão substitui a outra; para conferir a outra antes, abra o plano numa nova aba.";

/** The figures the section page keeps in view (the overview has them all, with what they mean). */
const COMPACT = ["faturamento", "fixos", "resultado", "equilibrio", "investimento", "retorno"];

/** Recalculated figures only where numbers are edited (the text sections do not change them). */
const hasFigures = (section: SectionId) => section === "financeiro" || section === "cenarios";

async function load(request: Request, params: LoaderFunctionArgs["params"]) {
  const user = await requireUser(request);
  const section = params.secao ?? "";
  if (!isSectionId(section)) notFound("Parte do plano");
  const loaded = await loadPlan(user.id, params.id ?? "");
  if (!loaded) notFound("Plano");
  return { user, section, loaded };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { section, loaded } = await load(request, params);
  return {
    strategy: loaded.strategy,
    section,
    number: SECTION_IDS.indexOf(section) + 1,
    version: loaded.version,
    plan: loaded.plan,
    draft: draftOf(loaded.plan, section),
    figures: hasFigures(section) ? live(loaded.plan) : null,
  };
}

type ActionData = { draft: Draft; errors: Errors; formError?: string; version?: number; figures?: LiveFigures | null };

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, section, loaded } = await load(request, params);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const version = Number(form.get("version"));
  const draft = draftFromForm(form);
  if (intent !== "save") {
    // Rows added or removed, or "Recalcular": nothing is saved; the figures follow what was typed.
    if (intent === "compose" && section === "sumario") {
      // Section 1 written from the other sections as saved; shown in the form, saved only with "Salvar".
      return data<ActionData>({
        draft: { text: [composeSummary(loaded.plan, computePlan(loaded.plan))] },
        errors: {},
        formError: undefined,
      });
    }
    const next = intent === "recalc" ? draft : applyRowIntent(draft, intent);
    if (!next) return data<ActionData>({ draft, errors: {}, formError: "Ação desconhecida." }, { status: 400 });
    const figures = hasFigures(section) ? live(applyDraft(loaded.plan, section, next).plan) : null;
    return data<ActionData>({ draft: next, errors: {}, figures });
  }
  if (!Number.isSafeInteger(version) || version < 0)
    return data<ActionData>({ draft, errors: {}, formError: "Recarregue a página e tente de novo." }, { status: 400 });
  const { plan, errors } = applyDraft(loaded.plan, section, draft);
  if (Object.keys(errors).length > 0) return data<ActionData>({ draft, errors, formError: CHECK_FIELDS }, { status: 400 });
  const checked = planSchema.safeParse(plan);
  if (!checked.success)
    return data<ActionData>({ draft, errors: {}, formError: Object.values(planIssues(checked.error)).join(" ") }, { status: 400 });
  try {
    const result = await savePlan(user.id, loaded.strategy.id, version, checked.data, section);
    if (result.status === "not-found") notFound("Plano");
    if (result.status === "conflict")
      return data<ActionData>({ draft, errors: {}, formError: CONFLICT, version: result.version }, { status: 409 });
    return redirectWithToast(
      request,
      `/estrategias/${loaded.strategy.id}/plano`,
      {
        title: `${SECTION_TITLES[section]}: salvo`,
        description: result.stepCompleted ? "Etapa 3 da jornada concluída: Plano de Negócio." : undefined,
        type: "success",
      },
      { status: 303 },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Saving a business plan failed", error);
    return data<ActionData>({ draft, errors: {}, formError: SAVE_FAILED }, { status: 500 });
  }
}

export default function PlanSection() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { strategy, section, number, plan } = loaderData;
  const draft = actionData?.draft ?? loaderData.draft;
  const errors = actionData?.errors ?? {};
  const version = actionData?.version ?? loaderData.version;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const [figures, setFigures] = useState(actionData?.figures ?? loaderData.figures);
  const hydrated = useHydrated();

  // With JavaScript, the indicators follow what is typed (the same pure module as the server,
  // fetched after the page is up and only on the sections with figures).
  useEffect(() => {
    const form = formRef.current;
    if (!form || !hasFigures(section)) return;
    let recalc: (() => void) | undefined;
    let active = true;
    void import("~/modules/plan/live").then(({ liveFiguresFromForm }) => {
      if (!active) return;
      recalc = () => setFigures(liveFiguresFromForm(plan as BusinessPlan, section, new FormData(form)));
      recalc();
      form.addEventListener("input", recalc);
    });
    return () => {
      active = false;
      if (recalc) form.removeEventListener("input", recalc);
    };
  }, [plan, section, actionData]);

  const base = `/estrategias/${strategy.id}/plano`;
  return (
    <article className="mx-auto max-w-3xl space-y-4" aria-labelledby="secao-titulo">
      <header>
        <p className="text-sm">
          <Link to={base} className="text-brand-700 underline">
            ← Plano de Negócio: {strategy.businessName}
          </Link>
        </p>
        <h1 id="secao-titulo" className="mt-2 text-2xl font-bold text-slate-900">
          {number}. {SECTION_TITLES[section]}
        </h1>
      </header>
      {figures ? (
        <section aria-labelledby="ao-vivo-titulo" className="card space-y-3 p-4">
          <h2 id="ao-vivo-titulo" className="text-lg font-semibold text-slate-900">
            Indicadores
          </h2>
          <VerdictCard verdict={figures.verdict} />
          {section === "cenarios" ? (
            <ul className="list-disc space-y-1 pl-5 text-sm" aria-live="polite" data-testid="cenarios-resumo">
              {figures.scenarios.map((s) => (
                <li key={s.id}>{s.text}</li>
              ))}
            </ul>
          ) : (
            <KeyFiguresGrid figures={figures.keyFigures.filter((k) => COMPACT.includes(k.key))} live compact />
          )}
        </section>
      ) : null}
      <Form method="post" ref={formRef} className="card space-y-4 p-4" noValidate>
        {/* Enter in a field saves (the first submit button of the form), never removes a row. */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          Salvar
        </button>
        <input type="hidden" name="version" value={version} />
        <FormError message={actionData?.formError} />
        {section === "financeiro" ? (
          <FinancialInputs draft={draft} errors={errors} />
        ) : section === "cenarios" ? (
          <ScenarioInputs draft={draft} errors={errors} />
        ) : (
          <TextInputs section={section} draft={draft} errors={errors} />
        )}
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <button type="submit" name="intent" value="save" className="btn-primary">
            {saving ? "Salvando…" : "Salvar"}
          </button>
          {section === "sumario" ? (
            <button type="submit" name="intent" value="compose" className="btn-secondary">
              Reescrever a partir das outras partes
            </button>
          ) : null}
          {/* Without JavaScript the indicators are recalculated by the server, without saving. */}
          {hasFigures(section) && !hydrated ? (
            <button type="submit" name="intent" value="recalc" className="btn-secondary">
              Recalcular indicadores
            </button>
          ) : null}
          <Link to={base} className="btn-secondary">
            Cancelar
          </Link>
        </div>
      </Form>
    </article>
  );
}
