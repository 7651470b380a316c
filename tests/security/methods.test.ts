// @db-engines: sqlite libsql
// Finding 8 (methods): GET on a POST-only API answers 405 with Allow (was 400). The route files
// are read from disk, so a new API route is covered. TRACE and OPTIONS: server/methods.test.ts.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES_DIR, listRouteFiles } from "./route-inventory";
import { args, outcomeOf, request, routeModule } from "./fixtures";

describe("methods of the API routes", () => {
  it("every API route with an action also has a loader (no 400 from Remix for a GET)", () => {
    const missing = listRouteFiles()
      .filter((r) => r.isApi && r.hasAction && !r.hasLoader)
      .map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it("GET on a route that only takes other methods answers 405 with Allow and a pt-BR message", async () => {
    const postOnly = listRouteFiles().filter(
      (r) => r.isApi && /methodNotAllowed\(/.test(fs.readFileSync(path.join(ROUTES_DIR, r.file), "utf8")),
    );
    expect(postOnly.length).toBeGreaterThanOrEqual(9);
    for (const route of postOnly) {
      const module = await routeModule(route.file);
      const outcome = await outcomeOf(() => module.loader!(args(request("/x"))));
      expect(outcome.status, route.id).toBe(405);
      expect(outcome.headers.get("Allow"), route.id).toMatch(/^(POST|DELETE|PATCH)$/);
      expect((outcome.body as { message: string }).message).toBe("Método não permitido.");
    }
  });
});
