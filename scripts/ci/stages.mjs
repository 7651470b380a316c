#!/usr/bin/env node
// `npm test`: the stages of the check, in order, each timed; stops at the first that fails and
// prints a table of durations either way (decision 025; docs/benchmarks.md, "The test run").
//
//   node scripts/ci/stages.mjs                      every stage (what `npm test` runs)
//   node scripts/ci/stages.mjs build unit e2e:chromium   only those, in the usual order
//   node scripts/ci/stages.mjs --list               the stages and their commands
//
// CI_TIMINGS_FILE=path appends one "prefix: name<TAB>seconds<TAB>result" line per stage (prefix:
// CI_TIMINGS_PREFIX, default "npm test"; .ci/run prints
// them with its own stages at the end of the run).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildOnce } from "./build.mjs";
import { ROOT } from "./test-graph.mjs";

const bin = (name) => path.join(ROOT, "node_modules/.bin", name);

/** Every stage of `npm test`, in the order they run. */
export const STAGES = [
  { name: "format", command: [bin("prettier"), "--check", "."] },
  { name: "lint", command: [bin("eslint"), "."] },
  // Dead files, dependencies and exports (knip.config.ts).
  { name: "knip", command: [bin("knip"), "--no-progress"] },
  { name: "typecheck", command: [bin("tsc")] },
  // Once: every later stage uses this build (scripts/ci/build.mjs).
  { name: "build", run: buildOnce },
  { name: "unit", command: [bin("vitest"), "run"] },
  // Only the files marked `// @db-engines: sqlite libsql` (vitest.config.ts).
  { name: "unit:libsql", command: [bin("vitest"), "run"], env: { TEST_DB_ENGINE: "libsql" } },
  // Production servers started from the build, several processes, no page (tests/process).
  { name: "process", command: [bin("vitest"), "run", "--config", "vitest.process.config.ts"] },
  { name: "e2e:chromium", command: [bin("playwright"), "test", "--project=chromium"] },
  // Only the tests tagged @nojs (playwright.config.ts).
  { name: "e2e:no-js", command: [bin("playwright"), "test", "--project=no-js"] },
  // Only the tests tagged @libsql, with JavaScript on.
  { name: "e2e:libsql", command: [bin("playwright"), "test"], env: { TEST_DB_ENGINE: "libsql" } },
  { name: "durability:fsync", command: [process.execPath, "scripts/durability/fsync-check.mjs"] },
];

export const formatSeconds = (seconds) => {
  // Rounded once, so 299.6 s reads 5:00, not 4:60.
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/** The table printed at the end: one row per stage, then the total. */
export function formatTable(rows) {
  const total = rows.reduce((sum, row) => sum + (row.seconds ?? 0), 0);
  const lines = ["| stage | duration (m:ss) | result |", "|---|---:|---|"];
  for (const row of rows) lines.push(`| ${row.name} | ${row.seconds === undefined ? "—" : formatSeconds(row.seconds)} | ${row.result} |`);
  lines.push(`| **total** | **${formatSeconds(total)}** | |`);
  return lines.join("\n");
}

function runStage(stage, env) {
  if (stage.run) {
    try {
      Object.assign(env, stage.run());
      return 0;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return 1;
    }
  }
  const [command, ...args] = stage.command;
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...env, ...stage.env } });
  return result.status ?? 1;
}

function main(argv) {
  if (argv.includes("--list")) {
    for (const stage of STAGES) console.log(`${stage.name}\t${stage.command ? stage.command.join(" ") : "scripts/ci/build.mjs"}`);
    return 0;
  }
  const unknown = argv.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(`Etapas desconhecidas: ${unknown.join(", ")}. Use --list.`);
    return 2;
  }
  const selected = argv.length > 0 ? STAGES.filter((stage) => argv.includes(stage.name)) : STAGES;
  const env = { ...process.env, PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` };
  const rows = selected.map((stage) => ({ name: stage.name, result: "not run", seconds: undefined }));
  let status = 0;
  for (const [i, stage] of selected.entries()) {
    console.log(`\n=== ${stage.name} ===`);
    const started = performance.now();
    status = runStage(stage, env);
    rows[i].seconds = (performance.now() - started) / 1000;
    rows[i].result = status === 0 ? "ok" : `FAILED (exit ${status})`;
    if (process.env.CI_TIMINGS_FILE) {
      fs.appendFileSync(
        process.env.CI_TIMINGS_FILE,
        `${process.env.CI_TIMINGS_PREFIX ?? "npm test"}: ${stage.name}\t${rows[i].seconds.toFixed(1)}\t${rows[i].result}\n`,
      );
    }
    if (status !== 0) break;
  }
  console.log(`\n${formatTable(rows)}\n`);
  return status;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
