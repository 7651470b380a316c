#!/usr/bin/env node
// npm run test:node24 — the suite under Node 24 (scripts/node24/run.mjs) without touching this
// checkout's node_modules (built for the machine's Node 20): the tracked files are copied to a
// temporary folder, `npm ci` runs there under Node 24 (better-sqlite3 compiles against Node 24's
// headers, the patches are applied with --error-on-fail), then `npm test` (or the command given
// after `--`) runs there. Exit code: the command's.
//
//   npm run test:node24                      npm ci + npm test in a fresh copy, then delete it
//   npm run test:node24 -- npx vitest run tests/patches.test.ts
//   NODE24_TREE=/tmp/n24 npm run test:node24  reuse (or keep) that copy: npm ci only when it has no node_modules
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureNode24, VERSION } from "./run.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// `npm run test:node24 -- <command>` hands the command over without its "--"; `node
// scripts/node24/test.mjs -- <command>` keeps it.
const given = process.argv.slice(2);
const command = given[0] === "--" ? given.slice(1) : given.length > 0 ? given : ["npm", "test"];
const keep = Boolean(process.env.NODE24_TREE);
const tree = process.env.NODE24_TREE ?? fs.mkdtempSync(path.join(os.tmpdir(), "node24-tree-"));

const home = ensureNode24();
const env = { ...process.env, PATH: `${path.join(home, "bin")}${path.delimiter}${process.env.PATH}`, npm_config_nodedir: home };
const run = (cmd, args, options = {}) => {
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env, cwd: tree, ...options });
  console.log(`[node24] ${[cmd, ...args].join(" ")}: saída ${result.status} em ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status ?? 1;
};

let status = 1;
try {
  fs.mkdirSync(tree, { recursive: true });
  // The tracked and new (not ignored) files, as .ci/run copies them for its npm 10 check.
  const files = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "buffer" });
  const copy = spawnSync("tar", ["--null", "--ignore-failed-read", "-T", "-", "-cf", "-"], {
    cwd: root,
    input: files.stdout,
    maxBuffer: 1 << 30,
  });
  spawnSync("tar", ["-xf", "-"], { cwd: tree, input: copy.stdout });
  console.log(`[node24] Node ${VERSION} em ${tree}`);
  status = fs.existsSync(path.join(tree, "node_modules")) ? 0 : run("npm", ["ci", "--no-audit", "--no-fund"]);
  if (status === 0) status = run(command[0], command.slice(1));
} finally {
  if (!keep) fs.rmSync(tree, { recursive: true, force: true });
}
process.exit(status);
