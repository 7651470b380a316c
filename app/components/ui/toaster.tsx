import { useEffect, useState } from "react";
import type { Toast } from "~/utils/toast.server";

const DEFAULT_DURATION_MS = 5000;
const TOAST_EVENT = "app:toast";

/** Shows a toast from client code (e.g. after copying); the server uses the flash cookie. */
export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

/** One toast at a time (spec 9). Server-rendered, so it shows without JavaScript too. */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [current, setCurrent] = useState(toast);

  useEffect(() => {
    const onToast = (event: Event) => setCurrent((event as CustomEvent<Toast>).detail);
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
  }, [toast]);

  if (!current) return null;
  const destructive = current.type === "destructive";
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex print:hidden justify-center p-4 sm:left-auto sm:right-0 sm:justify-end">
      <div
        role={destructive ? "alert" : "status"}
        aria-live={destructive ? "assertive" : "polite"}
        data-testid="toast"
        className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 pr-10 shadow-lg ${
          destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"
        } relative`}
      >
        <p className="text-sm font-semibold">{current.title}</p>
        {current.description ? (
          <p className={`mt-1 text-sm ${destructive ? "text-red-50" : "text-slate-600"}`}>{current.description}</p>
        ) : null}
        <button
          type="button"
          onClick={() => setCurrent(null)}
          className="absolute right-2 top-2 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100"
          aria-label="Fechar notificação"
        >
          ×
        </button>
      </div>
    </div>
  );
}
