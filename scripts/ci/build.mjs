#!/usr/bin/env node
// The one build of a test run (decision 025): `remix build --sourcemap` once, into a scratch folder
// the JavaScript budget reads (it needs the source maps to attribute bytes to packages), then the
// same files without the maps into build/ and public/build/, which the servers of every later
// stage (Playwright, process checks, durability) run. The bare Remix app the budget compares
// against is built here too, so vitest builds nothing. The production build (`npm run build`,
// the Dockerfile) stays without source maps; this build differs from it only by the
// `//# sourceMappingURL=` comment at the end of each file.
//
//   node scripts/ci/build.mjs      prints the two folders; scripts/ci/stages.mjs passes them on
//                                  as JS_BUDGET_APP_BUILD and JS_BUDGET_BARE_BUILD.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BARE_APP, buildRemix } from "../js-budget.mjs";
import { ROOT } from "./test-graph.mjs";

export const APP_BUILD = path.join(ROOT, "tests/.tmp/ci-build/app");
export const BARE_BUILD = path.join(ROOT, "tests/.tmp/ci-build/bare");

export function buildOnce() {
  fs.rmSync(path.dirname(APP_BUILD), { recursive: true, force: true });
  buildRemix(ROOT, APP_BUILD);
  const withoutMaps = (source) => !source.endsWith(".map");
  for (const [from, to] of [
    ["build", "build"],
    ["public/build", "public/build"],
  ]) {
    fs.rmSync(path.join(ROOT, to), { recursive: true, force: true });
    fs.cpSync(path.join(APP_BUILD, from), path.join(ROOT, to), { recursive: true, filter: withoutMaps });
  }
  // The heavy-work pool's thread entry (decision 026), part of `npm run build`, beside build/index.js.
  const worker = spawnSync(process.execPath, ["scripts/build-heavy-worker.mjs", path.join(ROOT, "build", "heavy-worker.mjs")], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (worker.status !== 0) throw new Error("O worker de tarefas pesadas não foi gerado (scripts/build-heavy-worker.mjs).");
  buildRemix(BARE_APP, BARE_BUILD);
  return { JS_BUDGET_APP_BUILD: APP_BUILD, JS_BUDGET_BARE_BUILD: BARE_BUILD };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = buildOnce();
  for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
}
