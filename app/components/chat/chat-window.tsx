import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CHAT_ERRORS, CHAT_MESSAGE_MAX, chatGreeting, isBlank, newSessionId } from "~/modules/consultant/chat-rules";
import type { loader as shellLoader } from "~/routes/_app";
import { Bubble, ChatText, LoadingBubble } from "./chat-text";

type Message = { id: number; role: "user" | "assistant"; content: string; failed?: string };

let nextId = 1;

async function askConsultant(message: string, sessionId: string): Promise<string> {
  const response = await fetch("/api/ai-chat-smart", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ message, sessionId }),
  }).catch(() => {
    throw new Error("Sem conexão com o servidor. Verifique sua internet.");
  });
  const body = (await response.json().catch(() => null)) as { response?: string; message?: string } | null;
  if (!response.ok || typeof body?.response !== "string") {
    throw new Error(body?.message || `${response.status}: ${response.statusText || CHAT_ERRORS.failed}`);
  }
  return body.response;
}

/** The person's last conversation (stored on the server), or a new one. */
async function loadConversation(): Promise<{ sessionId: string; messages: Message[] }> {
  try {
    const response = await fetch("/api/chat-history", { credentials: "same-origin" });
    const body = (await response.json()) as { sessionId: string | null; messages: Omit<Message, "id">[] };
    if (response.ok && body.sessionId) {
      return { sessionId: body.sessionId, messages: body.messages.map((m) => ({ ...m, id: nextId++ })) };
    }
  } catch {
    // Offline or signed out: start a new conversation; sending will say what is wrong.
  }
  return { sessionId: newSessionId(), messages: [] };
}

/**
 * The consultant's open panel. Its code is fetched on the first click of the round button
 * (chat-panel.tsx). Each opening goes on with the person's last stored conversation, also after
 * a reload (issue 13 item 17); "Nova conversa" starts another.
 */
export default function ChatWindow({ title, onMinimize }: { title: string; onMinimize: () => void }) {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/_app");
  const [sessionId, setSessionId] = useState("");
  const [messages, setMessages] = useState<Message[]>([]);
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const loading = !sessionId;
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    let cancelled = false;
    void loadConversation().then((conversation) => {
      if (cancelled) return;
      setSessionId(conversation.sessionId);
      setMessages(conversation.messages);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const startNew = () => {
    setSessionId(newSessionId());
    setMessages([]);
    inputRef.current?.focus();
  };

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages, pending]);

  const ask = async (content: string, id: number) => {
    setPending(true);
    try {
      const reply = await askConsultant(content, sessionId);
      setMessages((list) => [
        ...list.map((m) => (m.id === id ? { ...m, failed: undefined } : m)),
        { id: nextId++, role: "assistant", content: reply },
      ]);
    } catch (error) {
      const reason = error instanceof Error ? error.message : CHAT_ERRORS.failed;
      setMessages((list) => list.map((m) => (m.id === id ? { ...m, failed: reason } : m)));
    } finally {
      setPending(false);
    }
  };

  const send = () => {
    if (pending || loading || isBlank(text)) return;
    const content = text.trim().slice(0, CHAT_MESSAGE_MAX);
    const id = nextId++;
    setMessages((list) => [...list, { id, role: "user", content }]);
    setText("");
    void ask(content, id);
  };

  return (
    <section
      className="fixed inset-x-2 bottom-2 z-40 flex h-[min(34rem,calc(100vh-5rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-96"
      aria-label={title}
      data-testid="chat-panel"
      data-session={sessionId}
    >
      <header className="flex items-center justify-between bg-brand-600 px-4 py-3 text-white">
        <h2 className="text-sm font-semibold">{title}</h2>
        <span className="flex items-center gap-1">
          <button
            type="button"
            onClick={startNew}
            className="rounded px-2 py-1 text-xs font-semibold hover:bg-white/20"
            disabled={pending || loading}
          >
            Nova conversa
          </button>
          <button
            type="button"
            onClick={onMinimize}
            className="rounded p-1 text-lg leading-none hover:bg-white/20"
            aria-label="Minimizar consultor"
          >
            –
          </button>
        </span>
      </header>
      <ol ref={listRef} className="flex-1 space-y-2 overflow-y-auto p-3" aria-live="polite">
        <Bubble role="assistant">{chatGreeting(shell?.user.rawFirstName)}</Bubble>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} pending={pending} onRetry={() => void ask(message.content, message.id)} />
        ))}
        {pending || loading ? <LoadingBubble /> : null}
      </ol>
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Sua mensagem
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder="Digite sua pergunta..."
          className="field-input max-h-32 resize-none text-sm"
        />
        <button type="submit" className="btn-primary" disabled={pending || loading || isBlank(text)}>
          Enviar
        </button>
      </form>
    </section>
  );
}

function MessageItem({ message, pending, onRetry }: { message: Message; pending: boolean; onRetry: () => void }) {
  return (
    <>
      <Bubble role={message.role}>
        <ChatText text={message.content} />
      </Bubble>
      {message.failed ? (
        <Bubble role="assistant" tone="error">
          <p>Não foi possível obter a resposta. Sua mensagem continua aqui.</p>
          <p className="mt-1 text-xs">{message.failed}</p>
          <button type="button" className="mt-2 font-semibold underline" onClick={onRetry} disabled={pending}>
            Tentar novamente
          </button>
        </Bubble>
      ) : null}
    </>
  );
}
