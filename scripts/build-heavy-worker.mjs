#!/usr/bin/env node
// Bundles the heavy-work pool's thread entry (app/workers/heavy.worker.ts, decision 026) into one
// ES module. Part of `npm run build` (→ build/heavy-worker.mjs, beside the server build that finds
// it there); tests build it on demand (tests/global-setup.ts). npm packages stay external and load
// from node_modules, as the server build's do. Usage: node scripts/build-heavy-worker.mjs [OUTFILE]
import crypto from "node:crypto";
import { renameSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { nodeBundleOptions } from "./lib/bundle-ts.mjs";

const HEAVY_WORKER_ENTRY = "app/workers/heavy.worker.ts";

/** @param {string} outfile @returns {Promise<string>} the bundle's path */
export async function buildHeavyWorker(outfile) {
  const { build } = await import("esbuild");
  // Written beside, then renamed: a test run starting meanwhile never loads half a file.
  const partial = `${outfile}.${process.pid}.tmp`;
  try {
    await build(nodeBundleOptions(HEAVY_WORKER_ENTRY, partial));
    renameSync(partial, outfile);
  } finally {
    rmSync(partial, { force: true });
  }
  return outfile;
}

/**
 * Where tests and scripts keep their bundle: under node_modules (so its npm imports resolve), in
 * a folder named after this checkout (several checkouts may share one node_modules).
 */
export function testWorkerFile(root = process.cwd()) {
  const id = crypto.createHash("sha256").update(path.resolve(root)).digest("hex").slice(0, 12);
  return path.join(root, "node_modules", ".cache", `heavy-worker-${id}`, "heavy-worker.mjs");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // REMIX_OUT_DIR: the same scratch folder as remix.config.js uses for its server build.
  const outDir = process.env.REMIX_OUT_DIR ? path.join(process.env.REMIX_OUT_DIR, "build") : "build";
  const outfile = path.resolve(process.argv[2] ?? path.join(outDir, "heavy-worker.mjs"));
  await buildHeavyWorker(outfile);
  console.log(`Worker de tarefas pesadas: ${path.relative(process.cwd(), outfile)}`);
}
