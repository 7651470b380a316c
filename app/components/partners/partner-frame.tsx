import { useEffect, useRef, useState } from "react";
import {
  createFrameController,
  initialFrameState,
  looksLikeLoginPage,
  MAX_ATTEMPTS,
  type FrameController,
  type FrameState,
} from "~/modules/partners/frame-machine";
import { useHydrated } from "~/utils/hydration";

/** Reads the frame's address when the browser allows it (same origin); undefined otherwise. */
function readableLoginPage(frame: HTMLIFrameElement | null): boolean | undefined {
  try {
    const href = frame?.contentWindow?.location.href;
    if (!href || href === "about:blank") return undefined;
    return looksLikeLoginPage(href);
  } catch {
    return undefined; // cross-origin: not readable
  }
}

function usePartnerFrame(urls: readonly string[], timeoutMs: number | null) {
  const [state, setState] = useState<FrameState>(() => initialFrameState(urls));
  const controller = useRef<FrameController | null>(null);
  const key = urls.join("\n");
  useEffect(() => {
    const frame = createFrameController({ urls, timeoutMs, onChange: setState });
    controller.current = frame;
    setState(frame.getState());
    return () => frame.dispose();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, timeoutMs]);
  return { state, send: (event: Parameters<FrameController["send"]>[0]) => controller.current?.send(event) };
}

export function PartnerFrame({ title, urls, timeoutMs }: { title: string; urls: readonly string[]; timeoutMs: number | null }) {
  const hydrated = useHydrated();
  const { state, send } = usePartnerFrame(urls, timeoutMs);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const interacted = useRef(false);

  // A click or typing inside a cross-origin frame moves focus into it, which blurs our window.
  useEffect(() => {
    const onBlur = () => {
      if (document.activeElement === frameRef.current) interacted.current = true;
    };
    window.addEventListener("blur", onBlur);
    return () => window.removeEventListener("blur", onBlur);
  }, []);

  const onLoad = () => {
    const userInitiated = interacted.current || document.activeElement === frameRef.current;
    interacted.current = false;
    send({ type: "load", userInitiated, loginPage: readableLoginPage(frameRef.current) });
  };

  const frameClass = "h-full min-h-[400px] w-full border-0 bg-white";
  return (
    <div className="relative h-full min-h-[400px]" data-testid="partner-frame" data-status={hydrated ? state.status : "static"}>
      {/* Without JavaScript the frame simply loads the main address. */}
      <noscript>
        <iframe src={urls[0]} title={title} className={frameClass} />
      </noscript>
      {hydrated && state.status !== "error" ? (
        <iframe
          key={state.generation}
          ref={frameRef}
          src={state.url}
          title={title}
          className={frameClass}
          onLoad={onLoad}
          onError={() => send({ type: "error" })}
          allow="clipboard-write"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
      {hydrated && state.status === "loading" ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/90 text-center" role="status">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden />
          <p className="font-semibold text-slate-800">Carregando {title}...</p>
          <p className="text-sm text-slate-600">
            Tentativa {state.attempt} de {MAX_ATTEMPTS}
          </p>
        </div>
      ) : null}
      {hydrated && state.status === "error" ? (
        <div className="flex h-full min-h-[400px] flex-col items-center justify-center gap-3 bg-red-50 p-6 text-center" role="alert">
          <h3 className="text-lg font-bold text-red-800">Erro de Carregamento</h3>
          <p className="text-slate-800">{title} não conseguiu carregar após várias tentativas.</p>
          <p className="text-sm text-slate-600">
            Tentativa {state.attempt} de {MAX_ATTEMPTS}
          </p>
          <p className="text-sm font-semibold text-red-700">Múltiplas tentativas falharam</p>
          {state.lastFailure === "login-loop" ? (
            <p className="max-w-md text-sm text-slate-600">
              A ferramenta voltou várias vezes para a tela de login dentro do quadro. Abra em uma nova aba para entrar.
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <a href={state.url} target="_blank" rel="noopener noreferrer" className="btn-primary">
              Abrir em Nova Aba
            </a>
            <button type="button" className="btn-secondary" onClick={() => send({ type: "reset" })}>
              Tentar Novamente
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
