import fs from "node:fs";
import { createRequire } from "node:module";
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
          { id: "dashboard", path: "dashboard", children: [{ id: "tab", path: ":phase" }, { id: "first", index: true }] },
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
