import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFrameController, frameReducer, initialFrameState, looksLikeLoginPage, MAX_ATTEMPTS, type FrameState } from "./frame-machine";

const URLS = ["https://p.example/app", "https://p.example/app?v=2", "https://alt.example/app"];

describe("frameReducer", () => {
  it("starts loading the first address, attempt 1", () => {
    expect(initialFrameState(URLS)).toMatchObject({ status: "loading", attempt: 1, url: URLS[0], lastFailure: null });
  });

  it("loading → loaded on the load event", () => {
    expect(frameReducer(initialFrameState(URLS), { type: "load" }, URLS).status).toBe("loaded");
  });

  it("each failure moves to the next variant; the third failure shows the error panel", () => {
    let state = initialFrameState(URLS);
    state = frameReducer(state, { type: "timeout" }, URLS);
    expect(state).toMatchObject({ status: "loading", attempt: 2, url: URLS[1], lastFailure: "timeout" });
    state = frameReducer(state, { type: "error" }, URLS);
    expect(state).toMatchObject({ status: "loading", attempt: 3, url: URLS[2], lastFailure: "error" });
    state = frameReducer(state, { type: "timeout" }, URLS);
    expect(state).toMatchObject({ status: "error", attempt: MAX_ATTEMPTS, lastFailure: "timeout" });
  });

  it("wraps round when fewer variants are configured", () => {
    const one = ["https://p.example/"];
    const state = frameReducer(initialFrameState(one), { type: "timeout" }, one);
    expect(state).toMatchObject({ attempt: 2, url: one[0] });
    expect(state.generation).toBe(1);
  });

  it("a timeout after the frame loaded changes nothing", () => {
    const loaded = frameReducer(initialFrameState(URLS), { type: "load" }, URLS);
    expect(frameReducer(loaded, { type: "timeout" }, URLS)).toBe(loaded);
  });

  it("loads the person caused (or readable non-login addresses) are not counted", () => {
    const loaded = frameReducer(initialFrameState(URLS), { type: "load" }, URLS);
    expect(frameReducer(loaded, { type: "load", userInitiated: true }, URLS).pendingLoads).toBe(0);
    expect(frameReducer(loaded, { type: "load", loginPage: false }, URLS).pendingLoads).toBe(0);
    expect(frameReducer(loaded, { type: "load" }, URLS).pendingLoads).toBe(1);
    expect(frameReducer(loaded, { type: "load", userInitiated: true, loginPage: true }, URLS).pendingLoads).toBe(1);
  });

  it("reset starts again from attempt 1 and the first address", () => {
    let state: FrameState = initialFrameState(URLS);
    for (let i = 0; i < 3; i++) state = frameReducer(state, { type: "timeout" }, URLS);
    expect(state.status).toBe("error");
    const reset = frameReducer(state, { type: "reset" }, URLS);
    expect(reset).toMatchObject({ status: "loading", attempt: 1, url: URLS[0], lastFailure: null });
    expect(reset.generation).toBeGreaterThan(state.generation);
  });
});

describe("createFrameController with fake timers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("the load timeout fails each attempt in turn and ends on the error panel", () => {
    const changes: FrameState[] = [];
    const frame = createFrameController({ urls: URLS, timeoutMs: 10_000, onChange: (s) => changes.push(s) });
    vi.advanceTimersByTime(9_999);
    expect(frame.getState()).toMatchObject({ status: "loading", attempt: 1 });
    vi.advanceTimersByTime(1);
    expect(frame.getState()).toMatchObject({ status: "loading", attempt: 2, url: URLS[1] });
    vi.advanceTimersByTime(10_000);
    expect(frame.getState()).toMatchObject({ status: "loading", attempt: 3, url: URLS[2] });
    vi.advanceTimersByTime(10_000);
    expect(frame.getState()).toMatchObject({ status: "error", attempt: 3, lastFailure: "timeout" });
    expect(changes.map((s) => s.url)).toEqual([URLS[1], URLS[2], URLS[2]]);
    vi.advanceTimersByTime(60_000);
    expect(frame.getState().status).toBe("error");
    frame.dispose();
  });

  it("a load before the timeout keeps the frame loaded", () => {
    const frame = createFrameController({ urls: URLS, timeoutMs: 10_000 });
    vi.advanceTimersByTime(3_000);
    frame.send({ type: "load" });
    vi.advanceTimersByTime(30_000);
    expect(frame.getState()).toMatchObject({ status: "loaded", attempt: 1 });
    frame.dispose();
  });

  it("without a timeout (marketing, print shop) the frame waits for its load event", () => {
    const frame = createFrameController({ urls: URLS, timeoutMs: null });
    vi.advanceTimersByTime(120_000);
    expect(frame.getState()).toMatchObject({ status: "loading", attempt: 1 });
    frame.dispose();
  });

  it("detects a login loop: unexplained loads in more than 2 one-second checks", () => {
    const frame = createFrameController({ urls: URLS, timeoutMs: 10_000 });
    frame.send({ type: "load" });
    // The tool bounces to its login page and back: a load every ~400 ms, nobody touching it.
    for (let i = 0; i < 2; i++) {
      frame.send({ type: "load" });
      vi.advanceTimersByTime(1_000);
    }
    expect(frame.getState()).toMatchObject({ status: "loaded", loginHits: 2 });
    frame.send({ type: "load" });
    vi.advanceTimersByTime(1_000);
    expect(frame.getState()).toMatchObject({ status: "loading", attempt: 2, url: URLS[1], lastFailure: "login-loop" });
    frame.dispose();
  });

  it("the person browsing inside the tool is not a login loop", () => {
    const frame = createFrameController({ urls: URLS, timeoutMs: 10_000 });
    frame.send({ type: "load" });
    for (let i = 0; i < 10; i++) {
      frame.send({ type: "load", userInitiated: true });
      vi.advanceTimersByTime(1_000);
    }
    expect(frame.getState()).toMatchObject({ status: "loaded", attempt: 1, loginHits: 0 });
    frame.dispose();
  });

  it("reset (Tentar Novamente) restarts the attempts and the timeout", () => {
    const frame = createFrameController({ urls: URLS, timeoutMs: 1_000 });
    vi.advanceTimersByTime(3_000);
    expect(frame.getState().status).toBe("error");
    frame.send({ type: "reset" });
    expect(frame.getState()).toMatchObject({ status: "loading", attempt: 1, url: URLS[0] });
    vi.advanceTimersByTime(999);
    expect(frame.getState().attempt).toBe(1);
    vi.advanceTimersByTime(1);
    expect(frame.getState().attempt).toBe(2);
    frame.dispose();
  });

  it("dispose stops every timer", () => {
    const frame = createFrameController({ urls: URLS, timeoutMs: 1_000 });
    frame.dispose();
    vi.advanceTimersByTime(10_000);
    expect(frame.getState()).toMatchObject({ status: "loading", attempt: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("looksLikeLoginPage", () => {
  it("recognises common login addresses", () => {
    expect(looksLikeLoginPage("https://x.example/login")).toBe(true);
    expect(looksLikeLoginPage("https://x.example/auth/signin?next=/")).toBe(true);
    expect(looksLikeLoginPage("https://x.example/#/entrar")).toBe(true);
    expect(looksLikeLoginPage("https://x.example/login.html")).toBe(true);
    expect(looksLikeLoginPage("https://x.example/dashboard")).toBe(false);
    expect(looksLikeLoginPage("https://x.example/blogin")).toBe(false);
    expect(looksLikeLoginPage("nonsense")).toBe(false);
  });
});
