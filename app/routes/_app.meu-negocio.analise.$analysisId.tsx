import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { AnalysisView } from "~/components/discovery/analysis-view";
import { EngineBadge } from "~/components/discovery/engine-badge";
import { StartPanel } from "~/components/discovery/start-panel";
import { showToast } from "~/components/ui/toaster";
import { getStoredAnalysis } from "~/models/discovery.server";
import { findStrategyOfAnalysis } from "~/models/saved-business.server";
import { businessSaveEvent, generateLeadEvent, sendConversion } from "~/modules/conversion-events";
import { splitAnalysis } from "~/modules/discovery/analysis-sections";
import { findIdea } from "~/modules/discovery/catalogue.server";
import { levelLabel } from "~/modules/discovery/levels";
import { personStart, possessionsIn } from "~/modules/discovery/person-start";
import { useHydrated } from "~/utils/hydration";
import { safeRedirect } from "~/utils/redirect";
import { requireUser } from "~/utils/session.server";
import { ALREADY_SAVED, SAVE_ERROR, SAVE_SUCCESS } from "~/modules/discovery/strategy-texts";
import { saveStrategyFromInput } from "~/utils/strategy-actions.server";
import { redirectWithToast } from "~/utils/toast.server";

const DEFAULT_REASON = "Negócio selecionado pelo usuário";

async function loadAnalysis(request: Request, analysisId: string | undefined) {
  const user = await requireUser(request);
  const analysis = await getStoredAnalysis(user.id, analysisId ?? "");
  const idea = analysis ? findIdea(analysis.ideaId) : undefined;
  if (!analysis || !idea) throw new Response("Análise não encontrada", { status: 404 });
  return { user, analysis, idea };
}

// The browser's Back button must ask again, so the page knows the analysis was saved meanwhile.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, analysis, idea } = await loadAnalysis(request, params.analysisId);
  const saved = await findStrategyOfAnalysis(user.id, analysis.id);
  const url = new URL(request.url);
  const back = safeRedirect(url.searchParams.get("voltar"), "/meu-negocio");
  const start = personStart(idea, possessionsIn(analysis.input));
  return {
    start: {
      total: start.lean.total,
      totalBeforeOwned: start.lean.totalBeforeOwned,
      ownedValue: start.lean.ownedValue,
      fullTotal: start.fullTotal,
      fullTotalBeforeOwned: start.fullTotalBeforeOwned,
      items: start.lean.items.map(({ item, value, price, owned }) => ({ item, value, price, owned })),
      postponed: start.lean.postponed,
      advice: start.lean.advice,
      batchRule: start.lean.batchRule,
      workingCapitalRule: start.lean.workingCapitalRule,
      formalizationText: start.lean.formalizationText,
    },
    analysis: { id: analysis.id, content: analysis.content, engine: analysis.engine, input: analysis.input },
    idea: { id: idea.id, title: idea.title, category: idea.category, level: idea.level },
    sections: splitAnalysis(analysis.content),
    back: back.startsWith("/meu-negocio") ? back : "/meu-negocio",
    matchReason: (url.searchParams.get("motivo") ?? "").slice(0, 600) || DEFAULT_REASON,
    savedStrategyId: saved?.id ?? null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, analysis, idea } = await loadAnalysis(request, params.analysisId);
  const form = await request.formData();
  // Everything saved comes from the stored analysis and the catalogue, not from the form.
  const result = await saveStrategyFromInput(
    user,
    {
      businessName: idea.title,
      businessCategory: idea.category,
      businessLevel: idea.level,
      analysisContent: analysis.content,
      userInput: analysis.input,
      matchReason: String(form.get("matchReason") ?? "").slice(0, 600) || DEFAULT_REASON,
      businessDescription: idea.description,
      investment: idea.investment,
      potentialReturn: idea.potentialReturn,
    },
    analysis.id,
  );
  if (!result.ok) {
    return data({ saved: false, alreadySaved: false, message: result.message, strategyId: null }, { status: result.status });
  }
  const { alreadySaved, id: strategyId } = result.strategy;
  // With JavaScript the page shows the toast and moves on after 1.5 s; without it, at once.
  if (form.get("enhanced") === "1") return data({ saved: true, alreadySaved, message: null, strategyId });
  const toast = alreadySaved ? ALREADY_SAVED : SAVE_SUCCESS;
  return redirectWithToast(request, "/dashboard", { ...toast, type: "success" }, { status: 303 });
}

export default function AnalysisPage() {
  const { analysis, idea, sections, back, matchReason, savedStrategyId, start } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const saving = navigation.state === "submitting";

  // Conversion events reach the ad tag only when one is configured (no tag → no gtag → no-op).
  useEffect(() => {
    sendConversion(generateLeadEvent(idea.category));
  }, [analysis.id, idea.category]);

  useEffect(() => {
    if (!actionData) return;
    if (!actionData.saved) {
      showToast({ title: SAVE_ERROR.title, description: actionData.message ?? SAVE_ERROR.description, type: "destructive" });
      return;
    }
    showToast({ ...(actionData.alreadySaved ? ALREADY_SAVED : SAVE_SUCCESS), type: "success" });
    if (!actionData.alreadySaved) sendConversion(businessSaveEvent({ businessName: idea.title, businessType: idea.category }));
    const timer = window.setTimeout(() => navigate("/dashboard"), 1500);
    return () => window.clearTimeout(timer);
  }, [actionData, navigate, idea.title, idea.category]);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">
            {idea.category} · {levelLabel(idea.level)}
          </p>
          <h2 className="text-2xl font-bold text-slate-900">{idea.title}</h2>
        </div>
        <Link to={back} className="btn-secondary print:hidden">
          Voltar
        </Link>
      </div>
      <EngineBadge engine={analysis.engine} />
      {actionData && !actionData.saved ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <strong>{SAVE_ERROR.title}</strong> {actionData.message}
        </p>
      ) : null}
      {savedStrategyId && !actionData?.saved ? (
        <div
          className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 sm:flex-row sm:items-center sm:justify-between print:hidden"
          data-testid="already-saved"
        >
          <p>
            <strong>Estratégia já salva.</strong> Esta análise já está nas suas estratégias salvas.
          </p>
          <Link to={`/estrategias/${savedStrategyId}`} className="btn-secondary shrink-0">
            Ver estratégia salva
          </Link>
        </div>
      ) : (
        <Form method="post" className="print:hidden">
          <input type="hidden" name="matchReason" value={matchReason} />
          {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={saving || actionData?.saved === true}>
            {saving ? "Salvando..." : actionData?.saved ? "Estratégia salva" : "Salvar Estratégia"}
          </button>
        </Form>
      )}
      <StartPanel start={start} />
      <AnalysisView sections={sections} fullText={`${idea.title}\n\n${analysis.content}`} />
    </div>
  );
}
