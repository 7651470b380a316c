import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { EngineBadge } from "~/components/discovery/engine-badge";
import { IdeaCard } from "~/components/discovery/idea-card";
import { getSuggestionRun } from "~/models/discovery.server";
import { NO_SUGGESTIONS } from "~/modules/discovery/discovery-copy";
import { chooseIdea } from "~/utils/discovery-actions.server";
import { requireUser } from "~/utils/session.server";
import { clientIp } from "~/utils/client-ip.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const run = await getSuggestionRun(user.id, params.runId ?? "");
  if (!run) throw new Response("Sugestões não encontradas", { status: 404 });
  return {
    runId: run.id,
    input: run.input,
    engine: run.engine,
    suggestions: run.suggestions.map(({ keywords: _keywords, requirements: _requirements, economics: _economics, start, ...card }) => ({
      ...card,
      // Profit and payback follow what the person owns (a paid-off car is neither bought nor depreciated).
      potentialReturn: start.potentialReturn,
      paybackMonths: start.paybackMonths,
      start: {
        total: start.lean.total,
        fullTotal: start.fullTotal,
        ownedPhrase: start.ownedPhrase,
        ownedItems: start.ownedItems.map(({ item, value }) => ({ item, value })),
        autonomousFirst: start.lean.formalization === "later",
      },
    })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  // Only from one's own suggestions: another person's (or an unknown) run id is a 404.
  const run = await getSuggestionRun(user.id, params.runId ?? "");
  if (!run) throw new Response("Sugestões não encontradas", { status: 404 });
  return chooseIdea(request, user, await request.formData(), `/meu-negocio/sugestoes/${run.id}`, clientIp(context));
}

export default function Suggestions() {
  const { input, engine, suggestions } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const choosing = navigation.state === "submitting" ? String(navigation.formData?.get("businessId") ?? "") : "";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Negócios sugeridos para você</h2>
        <Link to={`/meu-negocio?${new URLSearchParams({ texto: input })}`} className="btn-secondary">
          Voltar
        </Link>
      </div>
      <blockquote className="rounded-lg border-l-4 border-brand-500 bg-white p-3 text-sm italic text-slate-700">“{input}”</blockquote>
      <EngineBadge engine={engine} />
      {suggestions.length === 0 ? (
        <p className="card p-6 text-slate-700">{NO_SUGGESTIONS}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {suggestions.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} userInput={input} pending={choosing === idea.id} start={idea.start} />
          ))}
        </div>
      )}
    </div>
  );
}
