// Bundles a TypeScript file of this repo (with the app's `~` and `#db` aliases) into one ES module
// under node_modules/.cache, npm packages left external. Used by scripts/run-ts.mjs and
// scripts/admin-create.mjs. Needs esbuild (a dev dependency).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";

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
  } catch (error) {
    // A failed build leaves no folder behind either.
    cleanup();
    throw error;
  }
  return { file: outfile, cleanup };
}
