import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { EngineBadge } from "~/components/discovery/engine-badge";
import { INTEREST_EXAMPLES } from "~/components/discovery/interest-examples";
import { VoiceDictation } from "~/components/discovery/voice-dictation";
import { Field } from "~/components/ui/field";
import { QuotaExceededError, suggestForInterests } from "~/models/discovery.server";
import { primaryEngine } from "~/modules/ai/engine.server";
import { INTERESTS_MAX } from "~/modules/discovery/discovery-copy";
import { INTERESTS_ERROR, interestsNotice, interestsSchema, NO_SUGGESTIONS } from "~/modules/discovery/discovery-schemas";
import { useHydrated } from "~/utils/hydration";
import { replyFromSubmission } from "~/utils/form-reply.server";
import { replyErrors, replyValue } from "~/utils/submission";
import { requireUser } from "~/utils/session.server";
import { retryAfterHeaders } from "~/utils/api.server";
import { clientIp } from "~/utils/client-ip.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const engine = primaryEngine().name;
  return { text: (url.searchParams.get("texto") ?? "").slice(0, INTERESTS_MAX), engine, dictationAvailable: engine === "gemini" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: interestsSchema });
  if (submission.status !== "success") {
    return data({ result: replyFromSubmission(submission), notice: interestsNotice(formData.get("interests")) }, { status: 400 });
  }
  try {
    const run = await suggestForInterests(user.id, submission.value.interests, clientIp(context));
    if (run.suggestions.length === 0) {
      return data(
        { result: replyFromSubmission(submission), notice: { title: "Sem sugestões", description: NO_SUGGESTIONS } },
        { status: 200 },
      );
    }
    return redirect(`/meu-negocio/sugestoes/${run.id}`, { status: 303 });
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    const quota = error instanceof QuotaExceededError;
    if (!quota) console.error("Suggestions failed", error);
    const notice = quota ? { title: INTERESTS_ERROR.title, description: error.message } : INTERESTS_ERROR;
    return data(
      { result: replyFromSubmission(submission), notice },
      { status: quota ? 429 : 500, headers: quota ? retryAfterHeaders(error) : undefined },
    );
  }
}

export default function DiscoveryInput() {
  const { text, engine, dictationAvailable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The box stays uncontrolled; we only track what the button and counter need.
  const initial = replyValue(actionData?.result, "interests") ?? text;
  const [typed, setTyped] = useState({ length: initial.length, blank: initial.trim() === "" });
  const track = (box: HTMLTextAreaElement) => setTyped({ length: box.value.length, blank: box.value.trim() === "" });
  const pending = navigation.state === "submitting" && navigation.formAction === "/meu-negocio?index";
  // The server's message for the box (its zod schema); it goes away once the person edits the text.
  const [edited, setEdited] = useState(false);
  useEffect(() => setEdited(false), [actionData]);
  const errors = edited ? undefined : replyErrors(actionData?.result, "interests");
  const notice = actionData?.notice;

  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Conte com suas palavras o que você gosta, sabe fazer e quais recursos tem (dinheiro disponível, carro, espaço em casa, tempo). Vamos
        sugerir negócios do nosso catálogo com mais de 300 ideias.
      </p>
      <EngineBadge engine={engine} />
      {notice ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{notice.title}</p>
          <p>{notice.description}</p>
        </div>
      ) : null}
      <Form method="post" id="interesses" className="card space-y-4 p-5">
        <Field
          id="interesses-texto"
          label="Seus interesses e habilidades"
          labelClassName="block text-sm font-semibold text-slate-900"
          errors={errors}
          hint={hydrated ? `${typed.length}/${INTERESTS_MAX}` : `Até ${INTERESTS_MAX} caracteres`}
        >
          {(control) => (
            <textarea
              {...control}
              name="interests"
              required
              defaultValue={initial}
              rows={6}
              maxLength={INTERESTS_MAX}
              ref={textarea}
              onInput={(event) => {
                track(event.currentTarget);
                setEdited(true);
              }}
              placeholder="Ex.: Gosto de cozinhar, faço doces para festas da família e queria começar em casa com pouco dinheiro."
              className="field-input mt-2"
            />
          )}
        </Field>
        {/* Only where this install transcribes (a Gemini key): no disabled button that cannot work (decision 032). */}
        {hydrated && dictationAvailable ? (
          <VoiceDictation
            onTranscript={(transcript) => {
              const box = textarea.current;
              if (!box) return;
              box.value = (box.value ? `${box.value} ${transcript}` : transcript).slice(0, INTERESTS_MAX);
              track(box);
            }}
          />
        ) : null}
        <details className="rounded-lg bg-slate-50 p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">Ver exemplos de respostas</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {INTEREST_EXAMPLES.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </details>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={pending || (hydrated && typed.blank)}>
            {pending ? "Analisando seus interesses..." : "Descobrir Meus Negócios"}
          </button>
          <Link to="/meu-negocio/catalogo" className="btn-secondary">
            Ver Todos os Negócios
          </Link>
        </div>
      </Form>
    </div>
  );
}
