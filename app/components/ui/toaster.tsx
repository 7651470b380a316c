import { useEffect, useState } from "react";
import type { Toast } from "~/utils/toast.server";
import { useHydrated } from "~/utils/hydration";

const DEFAULT_DURATION_MS = 5000;
const TOAST_EVENT = "app:toast";

/** Shows a toast from client code (e.g. after copying); the server uses the flash cookie. */
export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

/**
 * One toast at a time (spec 9). Server-rendered, so it shows without JavaScript too.
 * Placement (issue 13 item 15): on a phone it sits over the top bar, where no page has a field, and
 * never at the bottom where the form being corrected (and the keyboard) is; from 'sm' on, bottom
 * right. Closing works without JavaScript: before hydration the × is the label of a checkbox that
 * hides the toast with CSS, and the toast also fades out by itself (.toast-autohide).
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [current, setCurrent] = useState(toast);
  // A new toast gets a fresh element (and, without JavaScript, an unticked close box).
  const [serial, setSerial] = useState(0);
  const hydrated = useHydrated();

  useEffect(() => {
    const onToast = (event: Event) => {
      setCurrent((event as CustomEvent<Toast>).detail);
      setSerial((n) => n + 1);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), DEFAULT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  useEffect(() => {
    setCurrent(toast);
    setSerial((n) => n + 1);
  }, [toast]);

  if (!current) return null;
  const destructive = current.type === "destructive";
  const closeClass = "absolute right-1.5 top-1.5 cursor-pointer rounded p-1.5 text-lg leading-none opacity-70 hover:opacity-100";
  return (
    <div
      key={serial}
      className="toast-autohide pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-2 print:hidden sm:bottom-0 sm:left-auto sm:right-0 sm:top-auto sm:justify-end sm:p-4"
    >
      {hydrated ? null : <input type="checkbox" id="toast-close" className="peer sr-only" aria-label="Fechar notificação" />}
      <div
        role={destructive ? "alert" : "status"}
        aria-live={destructive ? "assertive" : "polite"}
        data-testid="toast"
        className={`pointer-events-auto relative w-full max-w-sm rounded-xl border px-4 py-3 pr-10 shadow-lg peer-checked:hidden sm:p-4 sm:pr-10 ${
          destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"
        }`}
      >
        <p className="text-sm font-semibold">{current.title}</p>
        {current.description ? (
          <p className={`mt-0.5 text-sm leading-snug ${destructive ? "text-red-50" : "text-slate-600"}`}>{current.description}</p>
        ) : null}
        {hydrated ? (
          <button type="button" onClick={() => setCurrent(null)} className={closeClass} aria-label="Fechar notificação">
            ×
          </button>
        ) : (
          <label htmlFor="toast-close" className={closeClass} title="Fechar notificação" aria-hidden="true">
            ×
          </label>
        )}
      </div>
    </div>
  );
}
