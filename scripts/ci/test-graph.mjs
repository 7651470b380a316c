// Which vitest files touch the database, read from their imports (decision 025).
//
// A test file touches the database when its imports reach an engine (db/client.server.ts, or the
// libSQL server engine it opens, db/server-engine.server.ts), directly or through
// any local module (test helpers, models, routes, server utilities). Such a file starts with the
// line `// @db-engines: sqlite libsql`; the libSQL pass (`npm run test:unit:libsql`) runs only the
// marked files, and tests/ci/test-markers.test.ts fails when a file that touches the database is
// not marked. Type-only imports are left out: they vanish at compile time.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DB_MARKER = "// @db-engines: sqlite libsql";
/** The modules that open a database: reaching either makes a test a database test. */
const DB_ENGINES = ["db/client.server.ts", "db/server-engine.server.ts"];
/** Where vitest looks for tests (vitest.config.ts `include`). */
export const TEST_DIRS = ["app", "db", "tests", "server"];
/** Process-level checks: their own stage, on their own servers, once (vitest.process.config.ts). */
export const PROCESS_DIR = "tests/process";
const TEST_FILE = /\.test\.tsx?$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".jsx", "/index.ts", "/index.tsx", "/index.js"];

/** Every vitest file under the test folders, relative to the repository, sorted. */
export function listTestFiles(root = ROOT) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const rel = path.posix.join(dir, entry.name);
      if (rel === PROCESS_DIR) continue;
      if (entry.isDirectory()) walk(rel);
      else if (TEST_FILE.test(entry.name)) found.push(rel);
    }
  };
  for (const dir of TEST_DIRS) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

export function isDbMarked(file, root = ROOT) {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  return text.split("\n", 1)[0]?.trim() === DB_MARKER;
}

/** The marked files: what the libSQL pass runs. */
export function dbMarkedTestFiles(root = ROOT) {
  return listTestFiles(root).filter((file) => isDbMarked(file, root));
}

// `import x from "…"`, `export … from "…"`, `import "…"`, `import("…")`, `vi.mock("…")` is not an
// import. `import type …` and `export type …` are skipped.
const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^"'`;]*?\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The module specifiers a source file imports at run time. */
export function runtimeSpecifiers(source) {
  const specifiers = [];
  for (const match of source.matchAll(STATIC)) if (!match[2]) specifiers.push(match[3]);
  for (const match of source.matchAll(DYNAMIC)) specifiers.push(match[1]);
  return specifiers;
}

/** A specifier resolved to a repository file, or null for a package. */
export function resolveLocal(fromFile, specifier, root = ROOT) {
  let base;
  if (specifier.startsWith("~/")) base = path.posix.join("app", specifier.slice(2));
  else if (specifier.startsWith("#db/")) base = path.posix.join("db", specifier.slice(4));
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  // `./x.js` written for a `.ts` file.
  const stripped = base.replace(/\.(m?js|jsx)$/, "");
  for (const ext of [".ts", ".tsx"]) if (fs.existsSync(path.join(root, stripped + ext))) return stripped + ext;
  return null;
}

/** For each file reached from `file`: the chain of imports from `file` to it (first found). */
export function importChains(file, root = ROOT) {
  const chains = new Map([[file, [file]]]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    const source = fs.readFileSync(path.join(root, current), "utf8");
    for (const specifier of runtimeSpecifiers(source)) {
      const target = resolveLocal(current, specifier, root);
      if (!target || chains.has(target)) continue;
      chains.set(target, [...chains.get(current), target]);
      queue.push(target);
    }
  }
  return chains;
}

/** The import chain from `file` to a database engine, or null when it never reaches one. */
export function databaseChain(file, root = ROOT) {
  const chains = importChains(file, root);
  for (const engine of DB_ENGINES) {
    const chain = chains.get(engine);
    if (chain) return chain;
  }
  return null;
}
