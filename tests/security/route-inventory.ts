// The route files of app/routes, read from disk so a new route is never forgotten by the security
// suites (vitest in tests/security, Playwright in e2e/security.spec.ts). Plain Node: no app imports.
import fs from "node:fs";
import path from "node:path";

export const ROUTES_DIR = path.resolve(process.cwd(), "app/routes");

export type RouteFile = {
  /** File name, e.g. "_app.estrategias.$id.ativar.tsx". */
  file: string;
  /** Route id without the extension, e.g. "_app.estrategias.$id.ativar". */
  id: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** Dynamic segments, e.g. ["id"]. */
  params: string[];
  isApi: boolean;
  isAdmin: boolean;
};

const exportsFunction = (source: string, name: string) =>
  new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`).test(source);

/** Flat-route segments: dots split, `[.]` escapes a dot. */
function segments(id: string) {
  return id
    .replace(/\[\.\]/g, "\u0000")
    .split(".")
    .map((part) => part.replace(/\u0000/g, "."));
}

export function listRouteFiles(): RouteFile[] {
  return fs
    .readdirSync(ROUTES_DIR)
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
      const id = file.replace(/\.(ts|tsx)$/, "");
      return {
        file,
        id,
        hasLoader: exportsFunction(source, "loader"),
        hasAction: exportsFunction(source, "action"),
        params: segments(id)
          .filter((s) => s.startsWith("$") && s.length > 1)
          .map((s) => s.slice(1)),
        isApi: id.startsWith("api."),
        isAdmin: id === "admin" || id.startsWith("admin.") || id.startsWith("api.admin."),
      };
    });
}

/** The URL path of a route, with `params` (or a placeholder) in its dynamic segments. */
export function routePath(id: string, params: Record<string, string> = {}): string {
  const parts = segments(id).flatMap((segment) => {
    if (segment === "_index" || (segment.startsWith("_") && !segment.endsWith("_"))) return [];
    if (segment === "$") return [params["*"] ?? "qualquer-coisa"];
    if (segment.startsWith("$")) return [params[segment.slice(1)] ?? "id-inexistente"];
    return [segment.replace(/_$/, "")];
  });
  return `/${parts.join("/")}`;
}
