// @db-engines: sqlite libsql
// Decision 026 item 7: a page render cut by the time limit is logged with its path and duration and
// answers the 503 error page with Retry-After — never a hung request or a 500 without a log line.
// RemixServer is replaced by a component that never finishes (what a render behind a blocked
// event loop, or waiting for data that never comes, looks like to React).
import { afterEach, describe, expect, it, vi } from "vitest";
import { setRenderTimeoutForTests } from "~/utils/render-timeout.server";

const mode = vi.hoisted(() => ({ hang: true }));
vi.mock("@remix-run/react", async () => {
  const React = await import("react");
  return {
    RemixServer: () => {
      if (mode.hang) throw new Promise(() => {});
      return React.createElement("html", null, React.createElement("body", null, "ok"));
    },
  };
});

const context = { isSpaMode: false } as never;
const render = async (path: string) => {
  const { default: handleRequest } = await import("~/entry.server");
  return (await handleRequest(new Request(`http://localhost${path}`), 200, new Headers(), context, {} as never)) as Response;
};

afterEach(() => {
  setRenderTimeoutForTests(undefined);
  vi.restoreAllMocks();
  mode.hang = true;
});

describe("render time limit", () => {
  it("a render still unfinished at the limit → 503 error page with Retry-After, and one log line with path and duration", async () => {
    setRenderTimeoutForTests(50);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await render("/gestao/pedidos?busca=Ana");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("Erro 503: a página demorou demais");
    expect(html).toContain('href="/gestao/pedidos?busca=Ana"');
    const lines = errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("render timeout"));
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]!) as Record<string, unknown>;
    // The path without its query string (it may carry personal data), and how long it took.
    expect(logged).toMatchObject({
      level: "error",
      msg: "render timeout",
      method: "GET",
      path: "/gestao/pedidos",
      limitMs: 50,
      status: 503,
    });
    expect(logged.durationMs).toBeGreaterThanOrEqual(49);
  });

  it("a page that renders in time is answered as usual and logs nothing, even after the limit has passed", async () => {
    mode.hang = false;
    setRenderTimeoutForTests(30);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await render("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("ok");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(errors).not.toHaveBeenCalled();
  });
});
