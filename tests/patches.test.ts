import { once } from "node:events";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
// The CommonJS build is what the server (Remix server runtime, React Router's static render) loads.
const router = require("@remix-run/router") as typeof import("@remix-run/router");

describe("patched @remix-run/router (patches/README.md)", () => {
  it("is applied to the installed copy", () => {
    expect(routerFile).toMatch(/router\.cjs\.js$/);
    expect(fs.readFileSync(routerFile, "utf8")).toContain("empreenda-ai patch");
  });

  it("still matches every route correctly when the same route array is reused", () => {
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "index", index: true },
          {
            id: "dashboard",
            path: "dashboard",
            children: [
              { id: "tab", path: ":phase" },
              { id: "first", index: true },
            ],
          },
          { id: "strategy", path: "estrategias/:id" },
          { id: "splat", path: "*" },
        ],
      },
    ];
    const ids = (path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id);
    for (let round = 0; round < 3; round++) {
      expect(ids("/")).toEqual(["root", "index"]);
      expect(ids("/dashboard")).toEqual(["root", "dashboard", "first"]);
      expect(ids("/dashboard/marketing")).toEqual(["root", "dashboard", "tab"]);
      expect(router.matchRoutes(routes, "/estrategias/abc")?.at(-1)?.params).toEqual({ id: "abc" });
      expect(ids("/nada/aqui")).toEqual(["root", "splat"]);
    }
    // A route added in place (client-side lazy discovery does this) is seen.
    routes[0]!.children.push({ id: "late", path: "novo" } as never);
    expect(ids("/novo")).toEqual(["root", "late"]);
  });

  it("gives every caller its own copy of a remembered match", () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "strategy", path: "estrategias/:id" }] }];
    const first = router.matchRoutes(routes, "/estrategias/um")!;
    (first[1]!.params as Record<string, string>).id = "mexido";
    first.pop();
    const second = router.matchRoutes(routes, "/estrategias/um")!;
    expect(second).toHaveLength(2);
    expect(second[1]!.params).toEqual({ id: "um" });
    expect(second[0]!.params).toBe(second[1]!.params);
    expect(router.matchRoutes(routes, "/estrategias/dois")![1]!.params).toEqual({ id: "dois" });
    expect(router.matchRoutes(routes, "/outra")).toBeNull();
    expect(router.matchRoutes(routes, "/outra")).toBeNull();
  });

  it("keeps case sensitivity and end matching apart in the pattern cache", () => {
    expect(router.matchPath({ path: "/Sobre", caseSensitive: true }, "/sobre")).toBeNull();
    expect(router.matchPath({ path: "/Sobre", caseSensitive: false }, "/sobre")).not.toBeNull();
    expect(router.matchPath({ path: "/a", end: true }, "/a/b")).toBeNull();
    expect(router.matchPath({ path: "/a", end: false }, "/a/b")?.pathnameBase).toBe("/a");
  });
});

// The CommonJS builds are what server.mjs and the server build load.
const expressAdapterFile = path.join(path.dirname(require.resolve("@remix-run/express")), "server.js");
const { createRemixRequest } = require(expressAdapterFile) as {
  createRemixRequest: (req: express.Request, res: express.Response) => Request;
};
const dataFile = require.resolve("@remix-run/server-runtime/dist/data.js");
const { callRouteAction, callRouteLoader } = require(dataFile) as {
  callRouteAction: (args: Record<string, unknown>) => Promise<unknown>;
  callRouteLoader: (args: Record<string, unknown>) => Promise<unknown>;
};

describe("patched @remix-run/express (patches/README.md)", () => {
  it("is applied to the installed copy", () => {
    expect(fs.readFileSync(expressAdapterFile, "utf8")).toContain("empreenda-ai patch");
  });

  it("sets its own signal on the request: aborted when the client leaves first, not after an answer", async () => {
    const seen: Request[] = [];
    const app = express();
    app.get("/answered", (req, res) => {
      seen.push(createRemixRequest(req, res));
      res.end("ok");
    });
    app.get("/abandoned", (req, res) => {
      seen.push(createRemixRequest(req, res)); // never answered
    });
    app.post("/body", (req, res, next) => {
      const request = createRemixRequest(req, res);
      request.text().then((text) => res.end(`${request.method} ${text}`), next);
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/answered`)).text()).toBe("ok");
      expect(Object.hasOwn(seen[0]!, "signal")).toBe(true);
      expect(seen[0]!.signal.aborted).toBe(false);

      const client = new AbortController();
      const pending = fetch(`${base}/abandoned`, { signal: client.signal }).catch(() => null);
      await waitFor(() => seen.length === 2);
      expect(seen[1]!.signal.aborted).toBe(false);
      client.abort();
      await pending;
      await waitFor(() => seen[1]!.signal.aborted);
      expect(seen[0]!.signal.aborted).toBe(false);

      expect(await (await fetch(`${base}/body`, { method: "POST", body: "olá" })).text()).toBe("POST olá");
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("patched @remix-run/server-runtime (patches/README.md)", () => {
  it("is applied to both installed builds", () => {
    expect(fs.readFileSync(dataFile, "utf8")).toContain("empreenda-ai patch");
    expect(fs.readFileSync(path.join(path.dirname(dataFile), "esm", "data.js"), "utf8")).toContain("empreenda-ai patch");
  });

  async function requestSeenByAction(url: string, singleFetch: boolean) {
    let seen: Request | undefined;
    const request = new Request(url, { method: "POST", body: "x=1" });
    await callRouteAction({
      request,
      singleFetch,
      loadContext: {},
      params: {},
      routeId: "routes/teste",
      action: ({ request: given }: { request: Request }) => ((seen = given), null),
    });
    return { request, seen: seen! };
  }

  it("hands loaders and actions the request itself when there is nothing to strip", async () => {
    for (const singleFetch of [true, false]) {
      const { request, seen } = await requestSeenByAction("http://localhost/api/journey-progress?q=1", singleFetch);
      expect(seen).toBe(request);
      expect(await seen.text()).toBe("x=1");
    }
    let seenByLoader: Request | undefined;
    const get = new Request("http://localhost/dashboard");
    await callRouteLoader({
      request: get,
      singleFetch: true,
      loadContext: {},
      params: {},
      routeId: "routes/teste",
      loader: ({ request: given }: { request: Request }) => ((seenByLoader = given), null),
    });
    expect(seenByLoader).toBe(get);
  });

  it("still strips index, _routes and _data as before", async () => {
    const singleFetch = await requestSeenByAction("http://localhost/x?index&_routes=routes%2Fx&q=1", true);
    expect(singleFetch.seen).not.toBe(singleFetch.request);
    expect(singleFetch.seen.url).toBe("http://localhost/x?q=1");
    expect(await singleFetch.seen.text()).toBe("x=1");
    const legacy = await requestSeenByAction("http://localhost/x?_data=routes%2Fx&index=keep", false);
    expect(legacy.seen.url).toBe("http://localhost/x?index=keep");
  });
});

const singleFetchFile = require.resolve("@remix-run/server-runtime/dist/single-fetch.js");
type SingleFetchHandler = (
  build: unknown,
  serverMode: string,
  staticHandler: { query: (request: Request) => Promise<unknown> },
  request: Request,
  handlerUrl: URL,
  loadContext: unknown,
  handleError: (error: unknown) => void,
) => Promise<unknown>;
const { singleFetchAction, singleFetchLoaders } = require(singleFetchFile) as {
  singleFetchAction: SingleFetchHandler;
  singleFetchLoaders: SingleFetchHandler;
};

describe("patched @remix-run/server-runtime single fetch (.data requests)", () => {
  it("is applied to both installed builds", () => {
    expect(fs.readFileSync(singleFetchFile, "utf8")).toContain("empreenda-ai patch");
    expect(fs.readFileSync(path.join(path.dirname(singleFetchFile), "esm", "single-fetch.js"), "utf8")).toContain("empreenda-ai patch");
  });

  /** The Request that single fetch hands to the router for `request` (the router is a stub that records it). */
  async function handlerRequestFor(handler: SingleFetchHandler, request: Request, handlerUrl: URL) {
    let seen: Request | undefined;
    const staticHandler = {
      query: async (given: Request) => {
        seen = given;
        throw new Error("stub: only the request matters here");
      },
    };
    await handler({ routes: {}, basename: "" }, "production", staticHandler, request, handlerUrl, {}, () => {});
    return seen!;
  }

  it("copies the request for the router with the same signal, set rather than passed to new Request()", async () => {
    const controller = new AbortController();
    const request = new Request("http://localhost/dashboard.data", { headers: { cookie: "a=1" } });
    Object.defineProperty(request, "signal", { value: controller.signal, enumerable: true });
    const loaders = await handlerRequestFor(singleFetchLoaders, request, new URL("http://localhost/dashboard"));
    expect(loaders.url).toBe("http://localhost/dashboard");
    expect(loaders.headers.get("cookie")).toBe("a=1");
    expect(Object.hasOwn(loaders, "signal")).toBe(true);
    expect(loaders.signal).toBe(controller.signal);

    const post = new Request("http://localhost/dashboard/perfil.data", {
      method: "POST",
      body: "x=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    Object.defineProperty(post, "signal", { value: controller.signal, enumerable: true });
    const action = await handlerRequestFor(singleFetchAction, post, new URL("http://localhost/dashboard/perfil"));
    expect(action.method).toBe("POST");
    expect(await action.text()).toBe("x=1");
    expect(action.signal).toBe(controller.signal);

    expect(loaders.signal.aborted).toBe(false);
    controller.abort();
    expect(loaders.signal.aborted).toBe(true);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("condição não satisfeita a tempo");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
