import { Link, useFetcher } from "@remix-run/react";
import { CheckIcon } from "~/components/icons";
import type { StepCardView } from "~/modules/journey/journey-steps";
import { useHydrated } from "~/utils/hydration";
import { stepFetcherKey, TOGGLE_INTENT, useJourneyOutlet } from "./journey-context";

const linkButton = "btn px-3 py-2 text-sm";

/**
 * One step: a checkbox that is a real submit button (so it works without JavaScript), the title,
 * the description, 'Criar' and 'Como fazer'. With JavaScript the toggle goes through this step's
 * fetcher and the layout shows it at once (optimistic).
 */
export function StepCard({ step }: { step: StepCardView }) {
  const { completed: completedSet, hasActiveBusiness, completionNotes, profileHref, openProfile } = useJourneyOutlet();
  // "Criar" and "Como fazer" as resolved by the loader for this install (step-destinations.ts).
  const { action, howTo: howToHref, actionLabel } = step;
  const fetcher = useFetcher({ key: stepFetcherKey(step.id) });
  const hydrated = useHydrated();
  const completed = completedSet.has(step.id);
  // With an active strategy the server completes business_idea again on the next load (spec 4).
  const lockedByStrategy = step.id === "business_idea" && hasActiveBusiness && completed;
  // What completed it (the active strategy, or a record in /gestao; from the loader); gone once unticked.
  const note = completed ? completionNotes[step.id] : undefined;
  const titleId = `passo-${step.id}-titulo`;

  return (
    <li
      id={`passo-${step.id}`}
      className={`scroll-mt-20 rounded-xl border p-4 transition ${
        completed ? "border-emerald-200 bg-emerald-50/60" : "border-slate-200 bg-white"
      }`}
      data-testid={`step-${step.id}`}
    >
      <div className="flex gap-3">
        <fetcher.Form method="post" preventScrollReset className="shrink-0">
          <input type="hidden" name="intent" value={TOGGLE_INTENT} />
          <input type="hidden" name="step" value={step.id} />
          <input type="hidden" name="completed" value={String(!completed)} />
          {hydrated ? <input type="hidden" name="_enhanced" value="1" /> : null}
          <button
            type="submit"
            role="checkbox"
            aria-checked={completed}
            aria-labelledby={titleId}
            aria-describedby={`${titleId}-acao`}
            disabled={lockedByStrategy}
            className={`-m-1.5 flex h-11 w-11 items-center justify-center rounded-lg p-1.5 disabled:cursor-not-allowed`}
          >
            <span
              className={`flex h-7 w-7 items-center justify-center rounded-md border-2 transition ${
                completed ? "border-emerald-600 bg-emerald-600 text-white" : "border-slate-400 bg-white text-transparent"
              }`}
            >
              <CheckIcon className="h-4 w-4" />
            </span>
            <span id={`${titleId}-acao`} className="sr-only">
              {completed ? "Desmarcar" : "Marcar como concluído"}
            </span>
          </button>
        </fetcher.Form>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-slate-500">
            Passo {step.order}
            {step.required ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">Obrigatório</span> : null}
          </p>
          <h4 id={titleId} className={`mt-0.5 font-semibold ${completed ? "text-emerald-900" : "text-slate-900"}`}>
            {step.title}
          </h4>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.description}</p>
          {note ? (
            <p className="mt-1 text-xs font-medium text-emerald-800">
              {note.text}{" "}
              {note.link ? (
                <Link to={note.link.href} className="underline">
                  {note.link.label}
                </Link>
              ) : null}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {action.kind === "link" ? (
              <Link to={action.to} className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700`}>
                {actionLabel}
              </Link>
            ) : (
              <Link
                to={profileHref}
                preventScrollReset
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  openProfile();
                }}
                className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700`}
                aria-haspopup="dialog"
              >
                Criar
              </Link>
            )}
            <Link to={howToHref} className={`${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}>
              Como fazer
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}
