import { Outlet, useLocation, useNavigation, useParams } from "@remix-run/react";
import { lazy, Suspense, useMemo, useState } from "react";
import { DEFAULT_PHASE, isPhaseId, PHASES, stepIdsOfPhase, TOTAL_STEPS, type PhaseId, type StepId } from "~/modules/journey/journey-phases";
import type { CompletionNote } from "~/modules/journey/completion-note";
import type { ProfileFormDefaults } from "~/modules/profile/profile-copy";
import { AchievementsList } from "./achievements-list";
import { ActiveBusinessBanner } from "./active-business-banner";
import type { JourneyOutletContext } from "./journey-context";
import { JourneyProgressBar } from "./journey-progress-bar";
import { NextStepCard } from "./next-step-card";
import { PhaseTabs } from "./phase-tabs";
import { PROFILE_FORM_ACTION } from "~/modules/profile/profile-paths";
import { useOptimisticJourney } from "./use-optimistic-journey";

// The tab routes take their step list from here, not from phase-steps.tsx directly: every journey
// module is then reached by the same pages and the bundler puts them in one file, instead of a
// handful of small ones that each cost a request and compress worse.
export { PhaseSteps } from "./phase-steps";

// The profile form's code is fetched when the person opens it (without JavaScript it is a page).
const ProfileFormDialog = lazy(() => import("./profile-form-dialog"));

export type JourneySectionData = {
  activeBusiness: { id: string; businessName: string } | null;
  completedSteps: StepId[];
  completionNotes: Partial<Record<StepId, CompletionNote>>;
};

/**
 * 'Sua Jornada Empreendedora', shared by /dashboard and /jornada: banner, progress, the phase
 * tabs (nested routes, rendered in the <Outlet>), achievements, next step and the dialogs.
 */
export function JourneySection({
  basePath,
  journey,
  profileForm,
}: {
  basePath: "/dashboard" | "/jornada";
  journey: JourneySectionData;
  profileForm: ProfileFormDefaults;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const params = useParams();
  const currentPhase: PhaseId = isPhaseId(params.phase) ? params.phase : DEFAULT_PHASE;
  const hasActiveBusiness = journey.activeBusiness !== null;
  const view = useOptimisticJourney(journey.completedSteps, hasActiveBusiness);

  const [profileOpen, setProfileOpen] = useState(false);
  const herePath = location.pathname + location.search;
  const profileHref = `${PROFILE_FORM_ACTION}?${new URLSearchParams({ redirectTo: herePath })}`;

  const doneByPhase = useMemo(() => {
    const entries = PHASES.map((phase) => {
      const steps = stepIdsOfPhase(phase.id);
      return [phase.id, { done: steps.filter((id) => view.completed.has(id)).length, total: steps.length }] as const;
    });
    return Object.fromEntries(entries) as Record<PhaseId, { done: number; total: number }>;
  }, [view.completed]);

  const context: JourneyOutletContext = {
    completed: view.completed,
    hasActiveBusiness,
    completionNotes: journey.completionNotes,
    profileHref,
    openProfile: () => setProfileOpen(true),
  };

  // A client transition to another tab of this journey: say so instead of showing stale steps.
  const loadingTab =
    navigation.state === "loading" &&
    navigation.location.pathname !== location.pathname &&
    (navigation.location.pathname === basePath || navigation.location.pathname.startsWith(`${basePath}/`));

  return (
    <section aria-labelledby="jornada-titulo" className="space-y-4" data-testid="journey">
      <div>
        <h2 id="jornada-titulo" className="text-xl font-bold text-slate-900">
          Sua Jornada Empreendedora
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {TOTAL_STEPS} passos em {PHASES.length} fases, do planejamento ao crescimento.
        </p>
      </div>
      <ActiveBusinessBanner business={journey.activeBusiness} />
      <JourneyProgressBar percent={view.percent} count={view.count} total={view.total} />
      <PhaseTabs basePath={basePath} current={currentPhase} doneByPhase={doneByPhase} />
      <div aria-live="polite" aria-busy={loadingTab}>
        {loadingTab ? (
          <div className="flex items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-slate-700">
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
            Carregando sua jornada...
          </div>
        ) : (
          <Outlet context={context} />
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <AchievementsList achievements={view.achievements} count={view.count} />
        <NextStepCard nextStep={view.nextStep} basePath={basePath} />
      </div>
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfileFormDialog open onOpenChange={setProfileOpen} defaults={profileForm} redirectTo={herePath} />
        </Suspense>
      ) : null}
    </section>
  );
}
