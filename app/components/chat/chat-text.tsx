import { Link } from "@remix-run/react";
import { INTERNAL_LINK } from "~/modules/consultant/chat-rules";

/** A chat message as text with line breaks kept and internal paths turned into links. */
export function ChatText({ text }: { text: string }) {
  const parts = text.split(INTERNAL_LINK);
  return (
    <p className="whitespace-pre-line break-words">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part} className="font-semibold underline">
            {part.startsWith("/centro-aprendizado") ? "Abrir no Centro de Aprendizado" : part}
          </Link>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </p>
  );
}

export function Bubble({ role, children, tone }: { role: "user" | "assistant"; children: React.ReactNode; tone?: "error" | "loading" }) {
  const base = "max-w-[85%] rounded-2xl px-3 py-2 text-sm";
  const style =
    tone === "error"
      ? "border border-red-200 bg-red-50 text-red-900"
      : role === "user"
        ? "bg-brand-600 text-white"
        : "bg-slate-100 text-slate-900";
  return (
    <li className={`flex ${role === "user" ? "justify-end" : "justify-start"}`} data-role={role} data-testid={`chat-${tone ?? role}`}>
      <div className={`${base} ${style}`}>{children}</div>
    </li>
  );
}

export function LoadingBubble() {
  return (
    <Bubble role="assistant" tone="loading">
      <span className="inline-flex items-center gap-1" role="status" aria-label="Consultor digitando">
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
      </span>
    </Bubble>
  );
}
