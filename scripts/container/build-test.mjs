#!/usr/bin/env node
// npm run container:build-test: builds the project's Dockerfile, unmodified, with a real engine
// (podman) and runs the image the way docs/self-hosting.md tells a self-hoster to.
//
//   1. the base `node:22-bookworm-slim`: used if podman has it, else built locally once and cached
//      (scripts/container/base-image.mjs: Debian minbase, Node 22, its npm 10, user node);
//   2. `podman build --pull=never` of ./Dockerfile (layers cached between runs; --no-cache builds
//      every step again, which is what the build time in docs/self-hosting.md measures);
//   3. the image: no compiler, no package the lockfile marks dev-only, better-sqlite3 without sources;
//   4. a container with a named volume on /data: /healthz 200, the image's HEALTHCHECK passes,
//      every process runs as `node`, GET / 200, every table of drizzle/*.sql exists in
//      /data/app.db, ADMIN_EMAIL/ADMIN_PASSWORD created the admin (POST /api/admin/login),
//      `npm run admin:create` works, the backup one-liner of docs/self-hosting.md makes a sound copy;
//   5. a demo user signed in before `podman restart`, and before the container is replaced by a new
//      one on the same volume (without ADMIN_*), is still there afterwards, and so are the admin and
//      its token; `podman stop` ends the server with exit code 0 (SIGTERM, graceful shutdown).
//
// Needs podman (Debian: apt-get install podman runc debootstrap) and, to build the base, root.
// If podman cannot run containers here it says so and exits 3; a failed check exits 1.
// Options: --no-cache, --rebuild-base, --keep (leave the container and volume for a look).
// CONTAINER_TEST_PORT (default 3390) is the port the container listens on (host network).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { baseNames, ensureBaseImage } from "./base-image.mjs";
import { CheckFailed, commandExists, fail, log, megabytes, podman, podmanLive, podmanOk, runArgs, seconds } from "./podman.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const flags = new Set(process.argv.slice(2));
const IMAGE = "localhost/empreenda-ai:build-test";
const NAME = "empreenda-build-test";
const VOLUME = "empreenda-build-test-data";
const PORT = Number(process.env.CONTAINER_TEST_PORT ?? 3390);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@exemplo.com.br", password: "senha-de-teste-bem-longa" };
const DEMO = { name: "Pessoa do Teste de Contêiner", email: "conteiner@exemplo.com.br" };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP request on a connection of its own (no keep-alive: a POST on a pooled connection the
 * server has just closed fails with "other side closed"). Resolves to { status, headers, text }.
 */
function request(pathname, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${BASE}${pathname}`, { method, headers, agent: false, timeout: 30_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${pathname}: no answer within 30 s`)));
    req.on("error", reject);
    req.end(body);
  });
}
const json = (response) => {
  try {
    return JSON.parse(response.text);
  } catch {
    return {};
  }
};
const timings = [];
const facts = [];

async function phase(name, work) {
  const t0 = Date.now();
  log(`${name}…`);
  const result = await work();
  timings.push([name, Date.now() - t0]);
  log(`${name}: ${seconds(Date.now() - t0)}`);
  return result;
}

function removeTestContainerAndVolume() {
  podman(["rm", "--force", "--time", "5", NAME]);
  podman(["volume", "rm", "--force", VOLUME]);
}

/** Starts the image as NAME on the volume; extra env as { NAME: value }. */
function startContainer(env) {
  const envArgs = Object.entries({ PORT: String(PORT), HOST: "127.0.0.1", ALLOW_DEMO_LOGIN: "true", ...env }).flatMap(([k, v]) => [
    "--env",
    `${k}=${v}`,
  ]);
  podmanOk(["run", "--detach", "--name", NAME, ...runArgs, "--volume", `${VOLUME}:/data`, ...envArgs, IMAGE], "podman run");
}

async function waitHealthy(what) {
  const t0 = Date.now();
  while (Date.now() - t0 < 90_000) {
    const state = podman(["inspect", "--format", "{{.State.Status}}", NAME]).stdout;
    if (state && state !== "running" && state !== "created") {
      fail(`${what}: the container stopped (${state}). Its log:\n${podman(["logs", NAME]).stdout}\n${podman(["logs", NAME]).stderr}`);
    }
    try {
      const response = await request("/healthz");
      if (response.status === 200) return Date.now() - t0;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  fail(`${what}: /healthz did not answer 200 within 90 s. Log:\n${podman(["logs", NAME]).stderr}`);
}

/** Runs `node -e script` inside the container as its user; returns stdout. */
function nodeInContainer(script, what) {
  return podmanOk(["exec", NAME, "node", "-e", script], what);
}

async function adminToken() {
  const response = await request("/api/admin/login", {
    method: "POST",
    headers: { Origin: BASE, "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const body = json(response);
  if (response.status !== 200 || !body.token) fail(`POST /api/admin/login answered ${response.status}: ${JSON.stringify(body)}`);
  return body.token;
}

async function usersNamed(token, email) {
  const response = await request(`/api/admin/users?q=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) fail(`GET /api/admin/users answered ${response.status} (token ${token ? "given" : "missing"})`);
  return json(response).filter((user) => user.email === email);
}

/** `podman stop` (SIGTERM), then both podman's exit status and the server's exit code must be 0. */
function stopGracefully(what) {
  const t0 = Date.now();
  const stopped = podman(["stop", "--time", "20", NAME]);
  const exitCode = podman(["inspect", "--format", "{{.State.ExitCode}}", NAME]).stdout;
  if (stopped.status !== 0 || exitCode !== "0")
    fail(
      `${what}: podman stop exited ${stopped.status}, the server exited ${exitCode}. Log:\n${podman(["logs", "--tail", "20", NAME]).stderr}`,
    );
  log(`${what}: podman stop → exit 0, server exit code 0 (${seconds(Date.now() - t0)})`);
}

async function checkImage() {
  const size = Number(podmanOk(["image", "inspect", "--format", "{{.Size}}", IMAGE]));
  const baseSize = Number(podmanOk(["image", "inspect", "--format", "{{.Size}}", baseNames(22)[1]]));
  facts.push(`image ${megabytes(size)} (base ${megabytes(baseSize)} + app ${megabytes(size - baseSize)})`);
  log(facts.at(-1));
  const inImage = (command) => podmanOk(["run", "--rm", ...runArgs, "--entrypoint", "sh", IMAGE, "-c", command], "podman run --rm");
  const compilers = inImage("for c in gcc g++ cc c++ make python3 ld as; do command -v $c || true; done");
  if (compilers) fail(`the runtime image has build tools: ${compilers.replaceAll("\n", ", ")}`);
  log("runtime image: no gcc, g++, cc, make, python3, ld or as");
  // Production dependencies only: no package the lockfile marks dev-only ("dev": true) may be in
  // the image. (devOptional ones, such as typescript, are optional peers of production packages.)
  const dev = JSON.parse(
    podmanOk(
      [
        "run",
        "--rm",
        ...runArgs,
        "--workdir",
        "/app",
        IMAGE,
        "node",
        "-e",
        "const fs=require('fs');const p=require('/app/package-lock.json').packages;const all=Object.keys(p).filter(k=>k);console.log(JSON.stringify({present:all.filter(k=>fs.existsSync(k)).length,dev:all.filter(k=>p[k].dev&&fs.existsSync(k)),devInLock:all.filter(k=>p[k].dev).length}))",
      ],
      "reading node_modules",
    ),
  );
  if (dev.dev.length) fail(`dev-only packages in the runtime image: ${dev.dev.join(", ")}`);
  log(`node_modules: ${dev.present} packages of the lockfile, none of its ${dev.devInLock} dev-only ones`);
  const sqlite = inImage("ls /app/node_modules/better-sqlite3; ls /app/node_modules/better-sqlite3/build/Release");
  if (/\b(deps|src|obj)\b/.test(sqlite)) fail(`better-sqlite3 keeps its sources in the image: ${sqlite.replaceAll("\n", " ")}`);
  const modules = inImage("du -sm /app/node_modules | cut -f1");
  facts.push(`/app/node_modules ${modules} MB: ${dev.present} packages, none of the lockfile's ${dev.devInLock} dev-only ones`);
  log(facts.at(-1));
}

async function checkRunningContainer() {
  const healthy = await phase("start until /healthz answers 200", () => waitHealthy("first start"));
  facts.push(`healthy ${seconds(healthy)} after podman run`);
  const health = podman(["healthcheck", "run", NAME]);
  if (health.status !== 0) fail(`the image's HEALTHCHECK failed (${health.status}): ${health.stdout} ${health.stderr}`);
  log("HEALTHCHECK of the image: healthy");

  const uids = nodeInContainer(
    "const fs=require('fs');const r=[];for(const p of fs.readdirSync('/proc')){if(!/^\\d+$/.test(p))continue;try{const s=fs.readFileSync('/proc/'+p+'/status','utf8');r.push(p+':'+/^Uid:\\s+(\\d+)/m.exec(s)[1]+':'+fs.readFileSync('/proc/'+p+'/cmdline','utf8').split('\\0').join(' ').trim())}catch{}}console.log(r.join('\\n'))",
    "listing processes",
  ).split("\n");
  const notNode = uids.filter((line) => line.split(":")[1] !== "1000");
  const user = podmanOk(["exec", NAME, "id", "-un"]);
  if (notNode.length || user !== "node") fail(`processes not running as node (uid 1000): ${notNode.join("; ")} (id -un: ${user})`);
  const server = uids.find((line) => line.startsWith("1:")) ?? "";
  log(`every process runs as node (uid 1000): ${uids.length} processes, PID 1 is "${server.split(":").slice(2).join(":")}"`);

  const home = await request("/");
  if (home.status !== 200) fail(`GET / answered ${home.status}`);
  log(`GET / → 200 (${home.text.length} bytes)`);

  const expected = fs
    .readdirSync(path.join(repo, "drizzle"))
    .filter((f) => f.endsWith(".sql"))
    .flatMap((f) => [...fs.readFileSync(path.join(repo, "drizzle", f), "utf8").matchAll(/CREATE TABLE `(\w+)`/g)].map((m) => m[1]));
  const tables = JSON.parse(
    nodeInContainer(
      "const D=require('/app/node_modules/better-sqlite3');const db=new D(process.env.DATABASE_PATH,{readonly:true});console.log(JSON.stringify(db.prepare(\"SELECT name FROM sqlite_master WHERE type='table'\").pluck().all()))",
      "reading the database",
    ),
  );
  const missing = expected.filter((t) => !tables.includes(t));
  if (missing.length) fail(`tables missing in /data/app.db: ${missing.join(", ")}`);
  const onVolume = podmanOk(["exec", NAME, "sh", "-c", "echo $DATABASE_PATH; ls /data"]);
  if (!onVolume.startsWith("/data/app.db") || !/\bapp\.db\b/.test(onVolume) || !/\bsession-secret\b/.test(onVolume))
    fail(`database or session secret not on /data: ${onVolume}`);
  log(`/data/app.db has all ${expected.length} tables of drizzle/*.sql; session-secret generated on the volume`);

  const token = await adminToken();
  log(`ADMIN_EMAIL/ADMIN_PASSWORD: POST /api/admin/login → 200 with a token`);
  const created = podman([
    "exec",
    "--env",
    "ADMIN_PASSWORD=outra-senha-bem-longa",
    NAME,
    "npm",
    "run",
    "--silent",
    "admin:create",
    "--",
    "--email",
    "outra@exemplo.com.br",
  ]);
  if (created.status !== 0) fail(`npm run admin:create exited ${created.status}: ${created.stderr}`);
  log(`npm run admin:create in the container: ${created.stdout.split("\n")[0]}`);

  // The file-level backup recipe of docs/self-hosting.md, run as written there.
  const docs = fs.readFileSync(path.join(repo, "docs/self-hosting.md"), "utf8");
  const recipe =
    /^\s*docker exec empreenda (node -e .*)$/m.exec(docs)?.[1] ??
    fail("docs/self-hosting.md: no `docker exec empreenda node -e` backup line");
  const backup = podman(["exec", NAME, "sh", "-c", recipe]);
  if (backup.status !== 0) fail(`backup one-liner exited ${backup.status}: ${backup.stderr}`);
  const copy = backup.stdout.split("\n").at(-1);
  const sound = JSON.parse(
    nodeInContainer(
      `const D=require('/app/node_modules/better-sqlite3');const db=new D(${JSON.stringify(copy)},{readonly:true});console.log(JSON.stringify({check:db.pragma('quick_check',{simple:true}),journal:db.pragma('journal_mode',{simple:true}),admins:db.prepare('SELECT count(*) FROM admin_users').pluck().get()}));db.close();require('fs').rmSync(${JSON.stringify(copy)})`,
      "checking the backup copy",
    ),
  );
  if (sound.check !== "ok" || sound.journal !== "delete" || sound.admins !== 2)
    fail(`the backup copy ${copy} is not sound: ${JSON.stringify(sound)}`);
  log(`backup one-liner of docs/self-hosting.md: ${copy}, quick_check ok, rollback journal, both admins inside`);
  return token;
}

async function signInDemoUser() {
  const response = await request("/auth/demo", {
    method: "POST",
    headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...DEMO, redirectTo: "/dashboard" }).toString(),
  });
  if (![302, 303].includes(response.status) || !response.headers["set-cookie"]) fail(`demo sign-in answered ${response.status}`);
}

async function checkDurability(token) {
  await signInDemoUser();
  if ((await usersNamed(token, DEMO.email)).length !== 1) fail("the demo user is not in the admin's user list after signing in");
  log(`wrote: demo user ${DEMO.email} signed in`);

  await phase("podman restart", async () => {
    const restarted = podman(["restart", "--time", "20", NAME]);
    if (restarted.status !== 0) fail(`podman restart exited ${restarted.status}: ${restarted.stderr}`);
    await waitHealthy("after podman restart");
  });
  if ((await usersNamed(token, DEMO.email)).length !== 1) fail("after podman restart the demo user (or the admin token) is gone");
  log("after podman restart: the admin token still works and the demo user is there");

  stopGracefully("first container");
  podmanOk(["rm", NAME]);
  await phase("new container on the same volume", async () => {
    startContainer({}); // no ADMIN_*: the admin must come from the volume
    await waitHealthy("new container");
  });
  if ((await usersNamed(token, DEMO.email)).length !== 1) fail("a new container on the same volume lost the demo user or the admin token");
  const again = await adminToken();
  if ((await usersNamed(again, DEMO.email)).length !== 1) fail("the admin signed in again but the demo user is missing");
  log("new container, same volume, no ADMIN_*: the old token, the admin's password and the demo user are all there");
  stopGracefully("second container");
}

async function main() {
  const started = Date.now();
  if (!commandExists("podman")) {
    console.error("[container] podman not found. On Debian/Ubuntu, as root: apt-get update && apt-get install -y podman runc debootstrap");
    process.exit(2);
  }
  const base = await phase("base image", () => ensureBaseImage({ nodeMajor: 22, rebuild: flags.has("--rebuild-base") }));
  log(base.note);
  facts.push(`base: ${base.note}`);

  // Can this podman run a container at all? (Rootless or nested podman may lack namespaces or cgroups.)
  const probe = podman([
    "run",
    "--rm",
    ...runArgs,
    baseNames(22)[1],
    "node",
    "-e",
    "console.log(process.version, require('os').userInfo().username)",
  ]);
  if (probe.status !== 0) {
    console.error(`[container] podman cannot run containers here, so nothing was checked:\n${probe.stderr || probe.stdout}`);
    console.error("[container] (Rootless podman needs subuids and user namespaces; inside another container it may need --privileged.)");
    process.exit(3);
  }
  log(`podman runs containers: node ${probe.stdout} in the base image`);

  removeTestContainerAndVolume();
  const previous = podman(["image", "inspect", "--format", "{{.Id}}", IMAGE]).stdout;
  const buildArgs = ["build", "--pull=never", "--network", "host", "--format", "docker", "--tag", IMAGE, "--file", "Dockerfile"];
  if (flags.has("--no-cache")) buildArgs.push("--no-cache");
  const buildMs = await phase(`podman build${flags.has("--no-cache") ? " --no-cache" : ""}`, async () => {
    const t0 = Date.now();
    const status = await podmanLive([...buildArgs, repo]);
    if (status !== 0) fail(`podman build exited ${status} (the output above says at which step)`);
    return Date.now() - t0;
  });
  // The image this tag named before is now unnamed: remove it rather than pile up 436 MB per run
  // (the build's cached layers stay; `podman image prune` reclaims those).
  if (previous && previous !== podman(["image", "inspect", "--format", "{{.Id}}", IMAGE]).stdout) podman(["rmi", previous]);
  facts.push(`build ${seconds(buildMs)}${flags.has("--no-cache") ? " without cache" : " (cached layers reused where nothing changed)"}`);

  await phase("image contents", checkImage);
  // The container shares the host's network: something already answering on PORT would be checked instead.
  if (
    await request("/healthz").then(
      () => true,
      () => false,
    )
  )
    fail(`port ${PORT} is already in use; set CONTAINER_TEST_PORT to a free one`);
  podmanOk(["volume", "create", VOLUME], "podman volume create");
  startContainer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const token = await checkRunningContainer();
  await checkDurability(token);
  log(`OK in ${seconds(Date.now() - started)} (${timings.map(([n, ms]) => `${n} ${seconds(ms)}`).join("; ")})`);
  for (const fact of facts) log(`  ${fact}`);
}

try {
  await main();
} catch (error) {
  console.error(
    `[container] FAILED: ${error instanceof CheckFailed ? error.message : (error?.stack ?? error)}${error?.cause ? ` (cause: ${error.cause.message ?? error.cause})` : ""}`,
  );
  process.exitCode = 1;
} finally {
  if (flags.has("--keep")) log(`kept container ${NAME} and volume ${VOLUME}`);
  else if (commandExists("podman")) removeTestContainerAndVolume();
  log(`the image stays as ${IMAGE} (podman rmi ${IMAGE} removes it)`);
}
