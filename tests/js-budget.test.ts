// The first-load JavaScript budget (issue 14): every page is measured from a source-mapped build
// of the app against a bare Remix v2 app built here with the same packages (scripts/js-budget.mjs).
// Signed-in pages may ship 1.3× the bare page, public pages 1.15×; zod, conform's zod adapter,
// Radix and other server-side libraries must not reach the browser at all. Pages are found in the
// build's manifest, so a new route is inside the budget the moment it exists.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BARE_APP,
  budgetFailures,
  buildRemix,
  formatTable,
  isSignedInPage,
  listPages,
  measureFloor,
  measurePages,
  readManifest,
  type BudgetPage,
  type Floor,
} from "../scripts/js-budget.mjs";
import { listRouteFiles } from "./security/route-inventory";

let scratch: string;
let base: Floor;
let appOut: string;
let pages: BudgetPage[];

// `npm test` builds once (scripts/ci/build.mjs) and hands both builds over; run alone, this file
// builds them itself.
const given = { app: process.env.JS_BUDGET_APP_BUILD, bare: process.env.JS_BUDGET_BARE_BUILD };

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "js-budget-test-"));
  base = measureFloor(given.bare ?? buildRemix(BARE_APP, path.join(scratch, "bare")));
  appOut = given.app ?? buildRemix(process.cwd(), path.join(scratch, "app"));
  pages = measurePages(appOut, listPages(process.cwd(), readManifest(appOut)), base);
  console.log(`\n${formatTable({ floor: base.floor, pages })}\n`);
}, 180_000);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe("first-load JavaScript budget", () => {
  it("measures the floor from the bare app (react-dom and the Remix runtime, nothing else)", () => {
    expect(base.framework.has("react-dom")).toBe(true);
    expect(base.framework.has("@remix-run/react")).toBe(true);
    expect([...base.framework].filter((name) => /zod|radix|conform/.test(name))).toEqual([]);
    // Remix v2's own floor is ~84 KB gzip here; a broken build or measurement would be far off.
    expect(base.floor.total).toBeGreaterThan(60 * 1024);
    expect(base.floor.total).toBeLessThan(120 * 1024);
  });

  it("covers every page route: each route file with a component is a page or the layout of one", () => {
    const manifest = readManifest(appOut);
    const inChains = new Set<string>();
    for (const page of pages) {
      for (let id: string | undefined = page.routeId; id; id = manifest.routes[id]?.parentId) inChains.add(id);
    }
    const withComponent = listRouteFiles().filter((route) =>
      /export\s+default\b/.test(fs.readFileSync(path.join("app/routes", route.file), "utf8")),
    );
    expect(withComponent.length).toBeGreaterThan(40);
    expect(withComponent.map((route) => `routes/${route.id}`).filter((id) => !inChains.has(id))).toEqual([]);
    // The pages where people work are all held to the signed-in ratio.
    for (const id of [
      "_app.dashboard._index",
      "_app.dashboard.$phase",
      "_app.meu-negocio._index",
      "_app.consultor",
      "_app.centro-aprendizado",
    ]) {
      const page = pages.find((p) => p.routeId === `routes/${id}`);
      expect(page, id).toBeDefined();
      expect(isSignedInPage(page!.routeId)).toBe(true);
    }
    expect(pages.find((p) => p.routeId === "routes/_index")?.ratio).toBe(1.15);
  });

  it("keeps every page within its budget, with no validator or widget kit in the browser", () => {
    expect(budgetFailures({ floor: base.floor, pages })).toEqual([]);
  });

  it("names the page and the library when zod comes back to the browser", () => {
    const probeOut = buildRemix(BARE_APP, path.join(scratch, "probe"), { JS_BUDGET_PROBE: "1" });
    const probe = measurePages(probeOut, ["probe"], base)[0]!;
    expect(probe.forbidden.map(([name]) => name)).toContain("zod");
    const failures = budgetFailures({ floor: base.floor, pages: [probe] });
    expect(failures.join("\n")).toMatch(/^probe: .*zod.* KB\) voltou ao JavaScript do navegador/m);
    // zod 4 alone is ~90 KB gzip: the page is over any budget and the message names the module.
    expect(failures.join("\n")).toMatch(/^probe: [\d.]+ KB > [\d.]+ KB .*Maiores módulos: zod [\d.]+ KB/m);
  }, 60_000);
});
