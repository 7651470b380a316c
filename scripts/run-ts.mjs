#!/usr/bin/env node
// Runs a TypeScript script of this repo (with the app's `~` and `#db` aliases) by bundling it
// with esbuild into a temporary file first: no ts-node/tsx needed. Usage: node scripts/run-ts.mjs FILE.ts [args]
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("uso: node scripts/run-ts.mjs ARQUIVO.ts [argumentos]");
  process.exit(2);
}
// Inside the repo, so the bundle's external imports resolve from ./node_modules.
const cacheDir = path.join(process.cwd(), "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const dir = mkdtempSync(path.join(cacheDir, "run-ts-"));
const outfile = path.join(dir, "script.mjs");
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [
    {
      // npm packages stay external (loaded from node_modules); the app's aliases are bundled.
      name: "externalize-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./~#]/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
  loader: { ".json": "json" },
  tsconfig: "tsconfig.json",
  logLevel: "error",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
process.argv = [process.argv[0], entry, ...args];
try {
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
