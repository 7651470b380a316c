import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { showsChatButton } from "~/modules/consultant/chat-button";
import { useBrand } from "~/root";

// The panel's code (messages, retries, formatting) is fetched on the first click.
const ChatWindow = lazy(() => import("./chat-window"));

/** The floating consultant, minimised to a round button (a link to /consultor without JS). */
export function ChatPanel() {
  const brand = useBrand();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const title = brand.consultantTitle;

  // Not on the consultant's page, forms and the receipt (chat-button.ts): it would cover their buttons and notes.
  if (!showsChatButton(pathname)) return null;

  if (open) {
    return (
      <Suspense fallback={<ChatButton title={title} busy />}>
        <ChatWindow title={title} onMinimize={() => setOpen(false)} />
      </Suspense>
    );
  }
  return <ChatButton title={title} onOpen={() => setOpen(true)} />;
}

function ChatButton({ title, busy, onOpen }: { title: string; busy?: boolean; onOpen?: () => void }) {
  return (
    <Link
      to="/consultor"
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
      }}
      className="fixed bottom-4 right-4 z-40 flex print:hidden h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
      aria-label={`Abrir ${title}`}
      aria-busy={busy || undefined}
      data-testid="chat-button"
    >
      <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
