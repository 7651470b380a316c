#!/usr/bin/env node
// npm run container:smoke: the Dockerfile's build and start, without Docker (none runs here).
//
// Reads ./Dockerfile and ./.dockerignore and repeats them in a clean temporary directory:
//   1. the build context: the files git knows (tracked, plus new ones not ignored) minus .dockerignore;
//   2. every stage in order: WORKDIR, ENV, COPY (from the context or --from=an earlier stage), RUN
//      (apt-get lines are skipped: this machine has python3, make and g++; the final stage's RUN
//      only prepares the volume, done here by hand). npm_config_nodedir points at this Node's headers;
//   3. the final stage alone in its own directory (only what its COPY lines bring), started with its
//      ENV and CMD as an unprivileged user (when run as root), the VOLUME in a temporary directory;
//   4. checks: the HEALTHCHECK command exits 0, GET / answers 200, the database was created and
//      migrated, ADMIN_EMAIL created its admin, `npm run admin:create` works in the image, the
//      backup one-liner of docs/self-hosting.md makes a sound copy, SIGTERM stops with exit code 0.
// Takes minutes (npm ci compiles better-sqlite3); not part of `npm test`. SMOKE_KEEP=1 keeps the
// temporary directory. The image's Node version comes from `ARG NODE_VERSION`; to build with the
// same one, put that Node first in PATH (this script and npm use the `node` they are run with).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { childPids, rssKiB } from "./lib/server-harness.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[container-smoke] ${message}`);
function fail(message) {
  console.error(`[container-smoke] FALHOU: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}
async function phase(name, work) {
  const t0 = Date.now();
  log(`${name}…`);
  const result = await work();
  timings.push([name, Date.now() - t0]);
  log(`${name}: ${seconds(Date.now() - t0)}`);
  return result;
}

// ---- the Dockerfile ----
export function parseDockerfile(text) {
  const args = {};
  const stages = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.endsWith("\\")) throw new Error(`Dockerfile:${index + 1}: line continuations are not supported by the smoke test`);
    const [, keyword, rest] = line.match(/^(\S+)\s+(.*)$/) ?? fail(`Dockerfile:${index + 1}: cannot read "${line}"`);
    const instruction = keyword.toUpperCase();
    const expand = (value) => value.replace(/\$\{(\w+)\}/g, (_, name) => args[name] ?? "");
    if (instruction === "ARG" && stages.length === 0) {
      const [name, value = ""] = rest.split("=");
      args[name] = value;
    } else if (instruction === "FROM") {
      const [, image, name] = expand(rest).match(/^(\S+)(?:\s+AS\s+(\S+))?$/i) ?? fail(`Dockerfile:${index + 1}: FROM`);
      stages.push({ name: name ?? `stage${stages.length}`, image, instructions: [] });
    } else if (stages.length === 0) {
      fail(`Dockerfile:${index + 1}: ${instruction} before FROM`);
    } else {
      stages.at(-1).instructions.push({ instruction, rest, line: index + 1 });
    }
  }
  return { args, stages };
}

/** `A=1 B="x y"` → { A: "1", B: "x y" } (the key=value form of ENV). */
function parseEnvPairs(rest) {
  const env = {};
  for (const [, key, quoted, plain] of rest.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) env[key] = quoted ?? plain;
  return env;
}

// ---- the build context ----
function dockerignorePatterns() {
  const file = path.join(repo, ".dockerignore");
  if (!fs.existsSync(file)) return [];
  const patterns = fs.readFileSync(file, "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  if (patterns.some((p) => p.startsWith("!"))) fail(".dockerignore: `!` exceptions are not supported by the smoke test");
  return patterns.map((p) => p.replace(/^\/+|\/+$/g, ""));
}
function globToRegExp(pattern) {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*" && pattern[i + 1] === "*") {
      out += pattern[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += pattern[i + 2] === "/" ? 2 : 1;
    } else if (c === "*") out += "[^/]*";
    else if (c === "?") out += "[^/]";
    else out += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}(?:/.*)?$`); // a matched folder takes everything under it
}
function makeContext(dir) {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repo, encoding: "utf8" });
  if (listed.status !== 0) fail(`git ls-files: ${listed.stderr}`);
  const ignore = dockerignorePatterns().map(globToRegExp);
  let count = 0;
  for (const file of new Set(listed.stdout.split("\0").filter(Boolean))) {
    if (ignore.some((re) => re.test(file)) || !fs.existsSync(path.join(repo, file))) continue;
    fs.cpSync(path.join(repo, file), path.join(dir, file), { verbatimSymlinks: true });
    count++;
  }
  return count;
}

// ---- running the stages ----
// The PATH without node_modules/.bin folders (`npm run` adds the repository's own).
const cleanPath = (process.env.PATH ?? "").split(path.delimiter).filter((p) => !p.includes(`node_modules${path.sep}.bin`)).join(path.delimiter);
const nodePrefix = path.dirname(path.dirname(process.execPath));
const nodedir = fs.existsSync(path.join(nodePrefix, "include/node/node.h")) ? nodePrefix : process.env.npm_config_nodedir;

function copyInto(sources, dest, workdir, fromRoot) {
  const target = path.isAbsolute(dest) ? dest : path.join(workdir, dest);
  for (const source of sources) {
    const from = path.join(fromRoot, source);
    if (!fs.existsSync(from)) fail(`COPY: ${source} does not exist`);
    const into = dest.endsWith("/") && !fs.statSync(from).isDirectory() ? path.join(target, path.basename(source)) : target;
    fs.cpSync(from, into, { recursive: true, verbatimSymlinks: true });
  }
}

function runStage(stage, roots, context, isFinal) {
  const base = roots.get(stage.image);
  const root = base ? base.root : path.join(context, "..", "stages", stage.name);
  if (base) roots.delete(stage.image); // FROM an earlier stage continues in its directory
  fs.mkdirSync(root, { recursive: true });
  const state = { root, env: { ...(base?.env ?? {}) }, workdir: base?.workdir ?? "/", user: "root", volumes: [], expose: [], healthcheck: null, cmd: null };
  const inRoot = (p) => path.join(root, p);
  for (const { instruction, rest, line } of stage.instructions) {
    if (instruction === "WORKDIR") {
      state.workdir = path.posix.resolve(state.workdir, rest);
      fs.mkdirSync(inRoot(state.workdir), { recursive: true });
    } else if (instruction === "ENV") Object.assign(state.env, parseEnvPairs(rest));
    else if (instruction === "COPY") {
      const parts = rest.split(/\s+/);
      const from = parts.find((p) => p.startsWith("--from="))?.slice(7);
      const [dest, ...sources] = parts.filter((p) => !p.startsWith("--")).reverse();
      const fromRoot = from ? (roots.get(from)?.root ?? fail(`Dockerfile:${line}: no stage ${from}`)) : context;
      copyInto(sources.reverse().map((s) => (from ? s : path.posix.join("/", s))), dest, inRoot(state.workdir), fromRoot);
    } else if (instruction === "RUN") {
      if (/^apt-get\b/.test(rest)) {
        const missing = ["python3", "make", "g++"].filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
        if (missing.length) fail(`build tools missing on this machine: ${missing.join(", ")}`);
        log(`  RUN apt-get … skipped (python3, make, g++ are here)`);
      } else if (isFinal) {
        log(`  RUN ${rest} — not run; the volume is prepared by this script`);
      } else {
        log(`  RUN ${rest}`);
        const env = { ...process.env, PATH: cleanPath, ...state.env };
        if (state.env.npm_config_nodedir) {
          if (nodedir) env.npm_config_nodedir = nodedir;
          else delete env.npm_config_nodedir;
        }
        const run = spawnSync("sh", ["-c", rest], { cwd: inRoot(state.workdir), env, stdio: "inherit" });
        if (run.status !== 0) fail(`Dockerfile:${line}: RUN ${rest} exited ${run.status}`);
      }
    } else if (instruction === "USER") state.user = rest;
    else if (instruction === "VOLUME") state.volumes.push(...rest.replace(/[[\]",]/g, " ").split(/\s+/).filter(Boolean));
    else if (instruction === "EXPOSE") state.expose.push(rest);
    else if (instruction === "HEALTHCHECK") state.healthcheck = rest.match(/\bCMD\s+(.*)$/)?.[1] ?? fail("HEALTHCHECK without CMD");
    else if (instruction === "CMD") state.cmd = JSON.parse(rest);
    else if (instruction !== "ARG") fail(`Dockerfile:${line}: ${instruction} is not supported by the smoke test`);
  }
  roots.set(stage.name, state);
  return state;
}

// ---- helpers for the running server ----
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- main ----
async function main() {
  const dockerfile = parseDockerfile(fs.readFileSync(path.join(repo, "Dockerfile"), "utf8"));
  const final = dockerfile.stages.at(-1);
  const imageNode = /^node:(\d+)/.exec(final.image)?.[1];
  log(`Dockerfile: ${dockerfile.stages.map((s) => `${s.name} (${s.image})`).join(" → ")}`);
  log(`Node here ${process.version} (${process.execPath}), image Node ${imageNode ?? "?"}; npm_config_nodedir=${nodedir ?? "(unset)"}`);
  if (imageNode && process.version.split(".")[0] !== `v${imageNode}`) {
    log(`AVISO: the image uses Node ${imageNode}; this run uses ${process.version}. Put a Node ${imageNode} first in PATH to build with the same one.`);
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "container-smoke-"));
  fs.chmodSync(tmp, 0o755);
  const context = path.join(tmp, "context");
  let server;
  try {
    await phase("context", () => log(`  ${makeContext(context)} files after .dockerignore`));
    const roots = new Map();
    for (const stage of dockerfile.stages.slice(0, -1)) {
      await phase(`stage ${stage.name}`, () => runStage(stage, roots, context, false));
    }
    const runtime = await phase(`stage ${final.name}`, () => runStage(final, roots, context, true));
    if (!runtime.cmd || !runtime.healthcheck) fail("the final stage needs CMD and HEALTHCHECK");
    if (["root", "0", ""].includes(runtime.user)) fail("the final stage must run as a non-root USER");
    if (!runtime.volumes.length) fail("the final stage declares no VOLUME");
    const size = spawnSync("du", ["-sh", runtime.root], { encoding: "utf8" }).stdout.split("\t")[0];
    log(`runtime layer (without the base image): ${size}`);

    // The volume, owned by the user the server runs as; the application files stay root's.
    const asNobody = process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v setpriv"]).status === 0;
    const mapVolume = (value) => {
      const volume = runtime.volumes.find((v) => value === v || value.startsWith(`${v}/`));
      return volume ? path.join(runtime.root, value) : value;
    };
    for (const volume of runtime.volumes) {
      fs.mkdirSync(path.join(runtime.root, volume), { recursive: true });
      if (asNobody) fs.chownSync(path.join(runtime.root, volume), 65534, 65534);
    }
    fs.chmodSync(path.join(tmp, "stages"), 0o755);
    const home = path.join(tmp, "home");
    fs.mkdirSync(home, { mode: 0o777 });
    fs.chmodSync(home, 0o777);
    const port = await freePort();
    const env = {
      PATH: cleanPath,
      HOME: home,
      ...Object.fromEntries(Object.entries(runtime.env).map(([k, v]) => [k, mapVolume(v)])),
      PORT: String(port),
      HOST: "127.0.0.1",
      ALLOW_DEMO_LOGIN: "true",
      ADMIN_EMAIL: "admin@exemplo.com.br",
      ADMIN_PASSWORD: "senha-de-teste-bem-longa",
    };
    const workdir = path.join(runtime.root, runtime.workdir);
    const as = (command) => (asNobody ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--", ...command] : command);
    const runAs = (command, extra = {}) => spawnSync(as(command)[0], as(command).slice(1), { cwd: workdir, env: { ...env, ...extra }, encoding: "utf8" });
    log(`starting ${runtime.cmd.join(" ")} as ${asNobody ? "nobody (uid 65534)" : os.userInfo().username} on 127.0.0.1:${port}, DATABASE_PATH=${env.DATABASE_PATH}`);

    let exit = null;
    await phase("start until healthy", async () => {
      const [command, ...args] = as(runtime.cmd);
      server = spawn(command, args, { cwd: workdir, env, stdio: ["ignore", "inherit", "inherit"] });
      server.on("exit", (code, signal) => (exit = { code, signal }));
      for (let i = 0; i < 120; i++) {
        if (exit) fail(`the server stopped during start-up (${JSON.stringify(exit)})`);
        if (runAs(["sh", "-c", runtime.healthcheck]).status === 0) return;
        await sleep(500);
      }
      fail("HEALTHCHECK did not pass within 60 s");
    });
    log("HEALTHCHECK: exit 0");

    await phase("checks", async () => {
      const home = await fetch(`http://127.0.0.1:${port}/`);
      if (home.status !== 200) fail(`GET / answered ${home.status}`);
      log(`GET / → ${home.status}, ${(await home.text()).length} bytes`);

      const Database = createRequire(path.join(workdir, "package.json"))("better-sqlite3");
      const databasePath = env.DATABASE_PATH;
      if (!fs.existsSync(databasePath)) fail(`no database at ${databasePath}`);
      const expected = fs
        .readdirSync(path.join(workdir, "drizzle"))
        .filter((f) => f.endsWith(".sql"))
        .flatMap((f) => [...fs.readFileSync(path.join(workdir, "drizzle", f), "utf8").matchAll(/CREATE TABLE `(\w+)`/g)].map((m) => m[1]));
      const tablesOf = (file) => {
        const db = new Database(file, { readonly: true });
        try {
          return {
            tables: db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all(),
            admins: db.prepare("SELECT email FROM admin_users ORDER BY email").pluck().all(),
            check: db.pragma("quick_check", { simple: true }),
          journal: db.pragma("journal_mode", { simple: true }),
          };
        } finally {
          db.close();
        }
      };
      const live = tablesOf(databasePath);
      const missing = expected.filter((t) => !live.tables.includes(t));
      if (missing.length) fail(`tables missing after start: ${missing.join(", ")}`);
      log(`database migrated: ${expected.length} tables of drizzle/*.sql present; admins: ${live.admins.join(", ")}`);
      if (!live.admins.includes(env.ADMIN_EMAIL)) fail("ADMIN_EMAIL/ADMIN_PASSWORD did not create the admin");
      const secret = path.join(path.dirname(databasePath), "session-secret");
      if (!fs.existsSync(secret)) fail("no session-secret on the volume");
      log("session-secret generated on the volume");

      const created = runAs(["npm", "run", "--silent", "admin:create", "--", "--email", "outra@exemplo.com.br"], {
        ADMIN_PASSWORD: "outra-senha-bem-longa",
      });
      if (created.status !== 0) fail(`npm run admin:create exited ${created.status}: ${created.stderr}`);
      log(`npm run admin:create: ${created.stdout.trim().split("\n")[0]}`);

      // The file-level backup recipe of docs/self-hosting.md, run as written (volume path mapped).
      const docs = fs.readFileSync(path.join(repo, "docs/self-hosting.md"), "utf8");
      const recipe = /^\s*docker exec empreenda (node -e .*)$/m.exec(docs)?.[1] ?? fail("docs/self-hosting.md: no `docker exec empreenda node -e` backup line");
      const volume = runtime.volumes[0];
      const backup = runAs(["sh", "-c", recipe.replaceAll(`${volume}/`, `${path.join(runtime.root, volume)}/`)]);
      if (backup.status !== 0) fail(`backup one-liner exited ${backup.status}: ${backup.stderr}`);
      const copy = backup.stdout.trim().split("\n").at(-1);
      if (!fs.existsSync(copy)) fail(`backup one-liner printed ${copy}, which does not exist`);
      const copied = tablesOf(copy);
      const sound = copied.check === "ok" && copied.journal === "delete" && copied.admins.length === 2;
      if (!sound || expected.some((t) => !copied.tables.includes(t))) {
        fail(`the backup copy is not sound: ${JSON.stringify(copied)}`);
      }
      log(`backup one-liner: ${path.basename(copy)}, quick_check ok, rollback journal, both admins inside`);
      const workers = childPids(server.pid);
      const rss = rssKiB(server.pid);
      if (rss !== null) log(`server memory (RSS) after these requests: ${Math.round(rss / 1024)} MB (primary and ${workers.length} worker processes)`);
    });

    await phase("SIGTERM", async () => {
      server.kill("SIGTERM");
      for (let i = 0; i < 60 && !exit; i++) await sleep(250);
      if (!exit) fail("the server did not stop within 15 s of SIGTERM");
      if (exit.code !== 0) fail(`the server stopped with ${JSON.stringify(exit)} after SIGTERM`);
      log("stopped with exit code 0");
    });
    log(`OK in ${seconds(Date.now() - started)} (${timings.map(([n, ms]) => `${n} ${seconds(ms)}`).join("; ")})`);
  } catch (error) {
    if (!process.exitCode) {
      console.error(error);
      process.exitCode = 1;
    }
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    if (process.env.SMOKE_KEEP) log(`kept ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
