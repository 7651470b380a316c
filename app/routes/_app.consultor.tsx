import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Bubble, ChatText, LoadingBubble } from "~/components/chat/chat-text";
import { ErrorList } from "~/components/ui/field";
import { chatInputSchema, isOthersChatSession, latestChatSessionId, listChatMessages, sendChatMessage } from "~/models/chat.server";
import { QuotaExceededError } from "~/models/discovery.server";
import { CHAT_ERRORS, CHAT_MESSAGE_MAX, chatGreeting, isBlank, newSessionId, SESSION_ID_PATTERN } from "~/modules/consultant/chat-rules";
import { useBrand } from "~/root";
import { useHydrated } from "~/utils/hydration";
import { requireUser } from "~/utils/session.server";
import { retryAfterHeaders } from "~/utils/api.server";
import { clientIp } from "~/utils/client-ip.server";
import { isNotFound, notFoundMeta, siteFromMatches } from "~/modules/site/meta";
import { formFailure } from "~/utils/form-reply.server";
import { replyErrors } from "~/utils/submission";

export const meta: MetaFunction = ({ error, matches }) =>
  isNotFound(error) ? notFoundMeta(siteFromMatches(matches)) : [{ title: "Consultor Virtual | Empreenda Aí" }];

/** The full-page consultant: the chat without JavaScript, with plain form posts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const sessionId = params.get("sessao") ?? "";
  // A question prepared elsewhere (a journey step's "Criar"): it fills the box, the person sends it.
  const question = (params.get("pergunta") ?? "").trim().slice(0, CHAT_MESSAGE_MAX);
  // Opening the consultant goes on with the person's last conversation (it is stored); 'Nova
  // conversa' (?nova=1) and a prepared question start another. The session stays in the address.
  if (!SESSION_ID_PATTERN.test(sessionId)) {
    const latest = question || params.get("nova") === "1" ? null : await latestChatSessionId(user.id);
    const next = new URLSearchParams({ sessao: latest ?? newSessionId() });
    if (question) next.set("pergunta", question);
    throw redirect(`/consultor?${next}`);
  }
  if (await isOthersChatSession(user.id, sessionId)) throw new Response("Conversa não encontrada", { status: 404 });
  const messages = await listChatMessages(user.id, sessionId);
  return { sessionId, question, firstName: user.firstName, messages: messages.map(({ role, content }) => ({ role, content })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const raw = { message: String(form.get("message") ?? ""), sessionId: String(form.get("sessionId") ?? "") };
  const parsed = chatInputSchema.safeParse(raw);
  if (!parsed.success) return formFailure(parsed.error.issues[0]?.message ?? CHAT_ERRORS.empty, 400, { failedMessage: null });
  if (await isOthersChatSession(user.id, parsed.data.sessionId)) throw new Response("Conversa não encontrada", { status: 404 });
  try {
    await sendChatMessage(user, parsed.data, clientIp(context));
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    const quota = error instanceof QuotaExceededError;
    if (!quota) console.error("consultor failed", error);
    return formFailure(
      quota ? error.message : CHAT_ERRORS.failed,
      quota ? 429 : 500,
      { failedMessage: parsed.data.message },
      { headers: quota ? retryAfterHeaders(error) : undefined },
    );
  }
  return redirect(`/consultor?sessao=${parsed.data.sessionId}#fim`, { status: 303 });
}

export default function Consultant() {
  const { sessionId, question, firstName, messages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const brand = useBrand();
  // The prepared question fills the box only while the conversation has not started.
  const [text, setText] = useState(messages.length === 0 ? question : "");
  const formRef = useRef<HTMLFormElement>(null);
  const pendingMessage = navigation.state === "submitting" ? String(navigation.formData?.get("message") ?? "").trim() : null;
  const wasBusy = useRef(false);

  useEffect(() => {
    // Empty the box once a message went through (not on the first render: it may hold the question).
    if (navigation.state !== "idle") wasBusy.current = true;
    else if (wasBusy.current && !result) {
      wasBusy.current = false;
      setText("");
    }
  }, [navigation.state, result]);

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{brand.consultantTitle}</h1>
        <Link to="/consultor?nova=1" className="btn-secondary" reloadDocument={!hydrated}>
          Nova conversa
        </Link>
      </div>
      <section className="card p-4" aria-label="Conversa">
        <ol className="space-y-2" aria-live="polite">
          <Bubble role="assistant">{chatGreeting(firstName)}</Bubble>
          {messages.map((message, index) => (
            <Bubble key={index} role={message.role}>
              <ChatText text={message.content} />
            </Bubble>
          ))}
          {pendingMessage ? (
            <>
              <Bubble role="user">
                <ChatText text={pendingMessage} />
              </Bubble>
              <LoadingBubble />
            </>
          ) : null}
          {!pendingMessage && result?.failedMessage ? (
            <>
              <Bubble role="user">
                <ChatText text={result.failedMessage} />
              </Bubble>
              <Bubble role="assistant" tone="error">
                <p>{result.errors[""]}</p>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="sessionId" value={sessionId} />
                  <input type="hidden" name="message" value={result.failedMessage} />
                  <button type="submit" className="font-semibold underline">
                    Tentar novamente
                  </button>
                </Form>
              </Bubble>
            </>
          ) : null}
        </ol>
        <div id="fim" />
      </section>
      <ErrorList errors={!result?.failedMessage && !pendingMessage ? replyErrors(result, "") : undefined} />
      <Form method="post" ref={formRef} className="card flex items-end gap-2 p-3">
        <input type="hidden" name="sessionId" value={sessionId} />
        <label htmlFor="consultor-message" className="sr-only">
          Sua mensagem
        </label>
        <textarea
          id="consultor-message"
          name="message"
          required
          maxLength={CHAT_MESSAGE_MAX}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (!isBlank(text) && !pendingMessage) formRef.current?.requestSubmit();
            }
          }}
          placeholder="Digite sua pergunta..."
          className="field-input resize-y text-sm"
        />
        <button type="submit" className="btn-primary" disabled={hydrated && (Boolean(pendingMessage) || isBlank(text))}>
          Enviar
        </button>
      </Form>
    </div>
  );
}
