// Bundles a TypeScript file of this repo (with the app's `~` and `#db` aliases) into one ES module
// under node_modules/.cache, npm packages left external. Used by scripts/run-ts.mjs and
// scripts/admin-create.mjs. Needs esbuild (a dev dependency).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * esbuild's options for one ES module that runs on Node: the app's aliases bundled, npm packages
 * left external (loaded from node_modules), `require` available to CommonJS dependencies.
 * @param {string} entry @param {string} outfile
 */
export function nodeBundleOptions(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: /** @type {const} */ ("node"),
    format: /** @type {const} */ ("esm"),
    target: "node20",
    plugins: [
      {
        name: "externalize-packages",
        /** @param {import("esbuild").PluginBuild} b */
        setup(b) {
          b.onResolve({ filter: /^[^./~#]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
    loader: { ".json": /** @type {const} */ ("json") },
    tsconfig: "tsconfig.json",
    logLevel: /** @type {const} */ ("error"),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  };
}

/** @param {string} entry @returns {Promise<{ file: string; cleanup: () => void }>} */
export async function bundleTs(entry) {
  const { build } = await import("esbuild");
  // Inside the repo, so the bundle's external imports resolve from ./node_modules.
  const cacheDir = path.join(process.cwd(), "node_modules", ".cache");
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(path.join(cacheDir, "run-ts-"));
  const outfile = path.join(dir, "script.mjs");
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    await build(nodeBundleOptions(entry, outfile));
  } catch (error) {
    // A failed build leaves no folder behind either.
    cleanup();
    throw error;
  }
  return { file: outfile, cleanup };
}
