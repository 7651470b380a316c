// Error boundaries live at the layouts: the root (public pages and anything above the shell), the
// signed-in shell `_app` (renders the message inside the header and menu), the admin panel and the
// catch-all `$`. A page route that exports its own copy fails here, so the 85 copies removed on
// 2026-11-26 do not come back one at a time.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = "app/routes";
const LAYOUTS_WITH_BOUNDARY = ["$.tsx", "_app.tsx", "admin.tsx"];
const EXPORTS_BOUNDARY = /export\s+(function|const)\s+ErrorBoundary\b/;

describe("error boundaries", () => {
  const routes = fs.readdirSync(ROUTES).filter((name) => /\.(tsx|ts)$/.test(name));

  it("no page route exports its own ErrorBoundary (the layout's renders it)", () => {
    const copies = routes.filter(
      (name) => !LAYOUTS_WITH_BOUNDARY.includes(name) && EXPORTS_BOUNDARY.test(fs.readFileSync(path.join(ROUTES, name), "utf8")),
    );
    expect(copies).toEqual([]);
  });

  it("the root, the signed-in shell and the catch-all each have one", () => {
    for (const file of ["app/root.tsx", ...LAYOUTS_WITH_BOUNDARY.map((name) => path.join(ROUTES, name))])
      expect(EXPORTS_BOUNDARY.test(fs.readFileSync(file, "utf8")), file).toBe(true);
  });

  it("the shell's boundary keeps the shell around the message", () => {
    const shell = fs.readFileSync(path.join(ROUTES, "_app.tsx"), "utf8");
    const boundary = shell.slice(shell.search(EXPORTS_BOUNDARY));
    expect(boundary).toContain("<AppShell");
    expect(boundary).toContain('useRouteLoaderData<typeof loader>("routes/_app")');
  });
});
