import { describe, expect, it } from "vitest";
import { withDurableWrites } from "./durable-routes.js";

type Handler = (args: unknown) => Promise<unknown>;

function controlledFlush() {
  let release!: () => void;
  let calls = 0;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    flush: () => {
      calls += 1;
      return gate;
    },
    release: () => release(),
    calls: () => calls,
  };
}

async function isPending(promise: Promise<unknown>) {
  const marker = Symbol("pending");
  const winner = await Promise.race([promise.then(() => "done", () => "done"), new Promise((r) => setTimeout(() => r(marker), 20))]);
  return winner === marker;
}

describe("withDurableWrites", () => {
  it("holds a loader's and an action's answer until the writes are flushed", async () => {
    const flush = controlledFlush();
    const routes = withDurableWrites(
      { "routes/x": { id: "routes/x", module: { loader: async () => ({ ok: 1 }), action: async () => ({ saved: true }), default: "Page" } } },
      flush.flush,
    );
    const module = routes["routes/x"]!.module as { loader: Handler; action: Handler; default: string };
    const loaded = module.loader({});
    const acted = module.action({});
    expect(await isPending(loaded)).toBe(true);
    expect(await isPending(acted)).toBe(true);
    flush.release();
    await expect(loaded).resolves.toEqual({ ok: 1 });
    await expect(acted).resolves.toEqual({ saved: true });
    expect(module.default).toBe("Page");
    expect(flush.calls()).toBe(2);
  });

  it("flushes before a thrown redirect or error goes out, and keeps it", async () => {
    const flush = controlledFlush();
    const redirect = new Response(null, { status: 303, headers: { Location: "/dashboard" } });
    const routes = withDurableWrites(
      { a: { module: { action: async () => Promise.reject(redirect) } }, b: { module: { loader: async () => Promise.reject(new Error("boom")) } } },
      flush.flush,
    );
    const thrownRedirect = (routes.a!.module as { action: Handler }).action({});
    const thrownError = (routes.b!.module as { loader: Handler }).loader({});
    expect(await isPending(thrownRedirect)).toBe(true);
    flush.release();
    await expect(thrownRedirect).rejects.toBe(redirect);
    await expect(thrownError).rejects.toThrow("boom");
  });

  it("answers 500 (rejects) when the writes could not be made durable", async () => {
    const routes = withDurableWrites({ a: { module: { action: async () => ({ saved: true }) } } }, () => Promise.reject(new Error("EIO")));
    await expect((routes.a!.module as { action: Handler }).action({})).rejects.toThrow("EIO");
  });

  it("leaves routes without loader or action untouched", () => {
    const route = { module: { default: "Page" } };
    expect(withDurableWrites({ page: route }, async () => {}).page).toBe(route);
  });
});
