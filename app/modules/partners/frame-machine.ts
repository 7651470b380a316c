/**
 * States of an embedded partner frame (spec 4), as a pure reducer plus a small controller that
 * drives it with timers. No DOM here: the React component feeds it the frame's events.
 *
 * loading → loaded (load event) or a failed attempt (timeout, error event, login loop).
 * A failed attempt starts the next one with the next address variant, up to MAX_ATTEMPTS;
 * after the last one the state is 'error' (the error panel). 'reset' (Tentar Novamente) starts
 * again from attempt 1 and the first address.
 *
 * Login-loop detection within what browsers allow: a cross-origin frame's address cannot be read,
 * but every navigation inside it fires a `load` event on the <iframe> element. Once the frame has
 * loaded, a further load the person did not cause (no click or typing inside the frame since the
 * previous load) is a redirect, typically the tool bouncing back to its login page. Where the
 * frame's address *is* readable (same origin), a load whose address looks like a login page counts
 * too. Every second a check turns "suspicious loads since the last check" into one hit; more than
 * LOGIN_HITS_LIMIT hits in one attempt fail it as a login loop.
 */

export const MAX_ATTEMPTS = 3;
export const LOGIN_CHECK_MS = 1000;
export const LOGIN_HITS_LIMIT = 2;
export const DEFAULT_LOAD_TIMEOUT_MS = 10_000;

export type FrameStatus = "loading" | "loaded" | "error";
export type FailureReason = "timeout" | "error" | "login-loop";

export type FrameState = {
  status: FrameStatus;
  /** 1-based attempt number ('Tentativa {n} de 3'). */
  attempt: number;
  url: string;
  /** Suspicious loads since the last login check. */
  pendingLoads: number;
  loginHits: number;
  lastFailure: FailureReason | null;
  /** Grows with every new attempt (also after reset): the frame is re-created when it changes. */
  generation: number;
};

export type FrameEvent =
  /** The <iframe> fired load. userInitiated: the person interacted with the frame since the last
   * load. loginPage: true/false when the frame's address could be read, undefined otherwise. */
  | { type: "load"; userInitiated?: boolean; loginPage?: boolean }
  | { type: "error" }
  | { type: "timeout" }
  | { type: "check" }
  | { type: "reset" };

function attemptState(urls: readonly string[], attempt: number, lastFailure: FailureReason | null, generation: number): FrameState {
  // Each attempt takes the next address variant (wrapping round when fewer are configured).
  const url = urls.length ? urls[(attempt - 1) % urls.length]! : "";
  return { status: "loading", attempt, url, pendingLoads: 0, loginHits: 0, lastFailure, generation };
}

export function initialFrameState(urls: readonly string[]): FrameState {
  return attemptState(urls, 1, null, 0);
}

function fail(state: FrameState, urls: readonly string[], reason: FailureReason): FrameState {
  if (state.attempt < MAX_ATTEMPTS) return attemptState(urls, state.attempt + 1, reason, state.generation + 1);
  return { ...state, status: "error", pendingLoads: 0, lastFailure: reason };
}

export function frameReducer(state: FrameState, event: FrameEvent, urls: readonly string[]): FrameState {
  switch (event.type) {
    case "reset":
      return attemptState(urls, 1, null, state.generation + 1);
    case "load":
      if (state.status === "loading") return { ...state, status: "loaded" };
      if (state.status === "loaded") {
        const suspicious = event.loginPage === true || (event.loginPage !== false && !event.userInitiated);
        return suspicious ? { ...state, pendingLoads: state.pendingLoads + 1 } : state;
      }
      return state;
    case "error":
      return state.status === "loading" ? fail(state, urls, "error") : state;
    case "timeout":
      return state.status === "loading" ? fail(state, urls, "timeout") : state;
    case "check": {
      if (state.status !== "loaded" || state.pendingLoads === 0) return state;
      const loginHits = state.loginHits + 1;
      if (loginHits > LOGIN_HITS_LIMIT) return fail({ ...state, loginHits }, urls, "login-loop");
      return { ...state, loginHits, pendingLoads: 0 };
    }
  }
}

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
};

const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

export type FrameControllerOptions = {
  urls: readonly string[];
  /** null: no load timeout (the marketing tool and the print shop). */
  timeoutMs: number | null;
  onChange?: (state: FrameState) => void;
  timers?: Timers;
};

/** Runs the reducer with a load timeout per attempt and the once-a-second login check. */
export function createFrameController({ urls, timeoutMs, onChange, timers = globalTimers }: FrameControllerOptions) {
  let state = initialFrameState(urls);
  let timeoutId: unknown = null;
  const checkId = timers.setInterval(() => send({ type: "check" }), LOGIN_CHECK_MS);

  function armTimeout() {
    if (timeoutId !== null) timers.clearTimeout(timeoutId);
    timeoutId = null;
    if (state.status === "loading" && timeoutMs !== null) {
      timeoutId = timers.setTimeout(() => {
        timeoutId = null;
        send({ type: "timeout" });
      }, timeoutMs);
    }
  }

  function send(event: FrameEvent) {
    const next = frameReducer(state, event, urls);
    if (next === state) return;
    const newAttempt = next.generation !== state.generation;
    state = next;
    if (newAttempt || state.status !== "loading") armTimeout();
    onChange?.(state);
  }

  armTimeout();
  return {
    send,
    getState: () => state,
    dispose() {
      timers.clearInterval(checkId);
      if (timeoutId !== null) timers.clearTimeout(timeoutId);
      timeoutId = null;
    },
  };
}

export type FrameController = ReturnType<typeof createFrameController>;

/** Best guess whether a readable frame address is a login page. */
export function looksLikeLoginPage(href: string): boolean {
  try {
    const { pathname, hash } = new URL(href);
    return /(^|[/#._-])(login|signin|sign-in|entrar|auth)([/#._?-]|$)/i.test(pathname + hash);
  } catch {
    return false;
  }
}
