#!/usr/bin/env node
// npm run durability:fsync — a durability check that can see a missing sync.
//
// Builds the LD_PRELOAD shim (fsync-shim.c, `cc` at run time into a temporary folder), starts the
// production server (one process) under it on a fresh database, makes acknowledged writes over
// HTTP (demo sign-ins, then journey toggles through the JSON API, one request at a time so that
// every WAL write in a request's window is its own)
// and checks, for every acknowledged answer, that the WAL write before it was followed by an
// fsync/fdatasync of the WAL before the answer arrived (fsync-analysis.mjs). Three runs:
//
//   shipped        the server as deployed: must show 0 acknowledged writes without a sync;
//   sqlite-normal  SQLite forced to synchronous=NORMAL by a preload hook that exists only here
//                  (sqlite-normal-hook.mjs): the check must report missing syncs;
//   syncs-dropped  the shim makes fsync/fdatasync no-ops that log nothing: the check must report
//                  missing syncs (a control of the checker itself).
//
// Exit code 1 when the shipped server acknowledges a write it did not sync, or when a control
// run does not show the missing syncs (the check would then be blind).
//
//   npm run durability:fsync [-- --users 10 --toggles 200 --keep]
// Linux only (LD_PRELOAD, /proc/self/fd); needs a C compiler (`cc`) and a build (`npx remix build`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findUnsyncedAcks, parseShimLog } from "./fsync-analysis.mjs";
import {
  TOGGLE_STEPS,
  argValue,
  ensureBuild,
  freePort,
  jsonHeaders,
  keepAliveAgent,
  machineSummary,
  request,
  scratchServerFiles,
  signIn,
  startServer,
  keepTempDir,
  tempDir,
} from "../lib/server-harness.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const USERS = Number(argValue("users", 10));
const TOGGLES = Number(argValue("toggles", 200));
const KEEP = process.argv.includes("--keep");

function buildShim() {
  const dir = tempDir("fsync-shim");
  const output = path.join(dir, "fsync-shim.so");
  const cc = process.env.CC || "cc";
  const built = spawnSync(cc, ["-shared", "-fPIC", "-O2", "-o", output, path.join(here, "fsync-shim.c"), "-ldl"], { encoding: "utf8" });
  if (built.status !== 0) throw new Error(`${cc} não compilou o shim:\n${built.stderr ?? built.error}`);
  return { dir, output };
}

/**
 * One run: a fresh database, the server under the shim, USERS sign-ins then TOGGLES toggles.
 * @param {{ name: string; shim: string; drop?: boolean; nodeArgs?: string[] }} run
 */
async function checkRun({ name, shim, drop = false, nodeArgs = [] }) {
  const { dir, dbPath, logPath } = scratchServerFiles(`fsync-${name}`);
  const realDir = fs.realpathSync(dir);
  const shimLog = path.join(dir, "shim.log");
  const port = await freePort();
  const server = await startServer({
    dbPath,
    port,
    logPath,
    nodeArgs,
    env: {
      WEB_CONCURRENCY: "1",
      DATABASE_URL: "", // the embedded engine (a libSQL server syncs on its own machine)
      LD_PRELOAD: shim,
      FSYNC_SHIM_LOG: shimLog,
      FSYNC_SHIM_MATCH: realDir, // the folder itself too: its fsync makes a new -wal file's name durable
      FSYNC_SHIM_DROP: drop ? "1" : "0",
      // libuv may hand file syncs to io_uring, which no libc call would show: keep them on the thread pool.
      UV_USE_IO_URING: "0",
    },
  });
  const acks = [];
  const refused = {};
  const agent = keepAliveAgent(1);
  try {
    const cookies = [];
    for (let i = 0; i < USERS; i++) {
      const sent = process.hrtime.bigint();
      cookies.push(await signIn(server.base, { name: `Durável ${i}`, email: `fsync-${name}-${i}@example.com`, agent }));
      acks.push({ label: `login ${i}`, sent, answered: process.hrtime.bigint() });
    }
    const state = new Map();
    for (let n = 0; n < TOGGLES; n++) {
      const cookie = cookies[n % USERS];
      const step = TOGGLE_STEPS[n % TOGGLE_STEPS.length];
      const completed = !(state.get(`${cookie}|${step}`) ?? false);
      state.set(`${cookie}|${step}`, completed);
      const sent = process.hrtime.bigint();
      const response = await request({
        base: server.base,
        agent,
        path: "/api/journey-progress",
        method: "POST",
        headers: jsonHeaders(server.base, cookie),
        body: JSON.stringify({ step, completed }),
      });
      const answered = process.hrtime.bigint();
      if (response.status === 200) acks.push({ label: `toggle ${n} ${step}=${completed}`, sent, answered });
      else refused[response.status] = (refused[response.status] ?? 0) + 1;
    }
  } finally {
    agent.destroy();
    server.child.kill("SIGTERM");
    await server.exited;
  }
  const events = parseShimLog(fs.existsSync(shimLog) ? fs.readFileSync(shimLog, "utf8") : "");
  const result = findUnsyncedAcks(events, acks, path.join(realDir, `${path.basename(dbPath)}-wal`));
  const directorySyncs = events.filter((e) => e.path === realDir && (e.call === "fsync" || e.call === "fdatasync")).length;
  if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
  else {
    keepTempDir(dir);
    console.log(`  (${name}: arquivos mantidos em ${dir})`);
  }
  return { name, acks: acks.length, refused, directorySyncs, ...result };
}

function report(run) {
  const refused =
    Object.entries(run.refused)
      .map(([status, n]) => `${n}×${status}`)
      .join(", ") || "nenhuma";
  console.log(
    `${run.name.padEnd(14)} ${String(run.acks).padStart(5)} confirmadas · sem sync do WAL antes da resposta: ${String(run.unsynced.length).padStart(4)}` +
      ` · sem escrita no WAL: ${run.withoutWrite.length} · escritas no WAL ${run.walWrites}, syncs do WAL ${run.walSyncs}` +
      ` (falhos ${run.failedSyncs.length}), syncs do diretório ${run.directorySyncs} · recusadas: ${refused}`,
  );
  for (const ack of run.unsynced.slice(0, 3)) console.log(`    ex.: ${ack.label}`);
}

ensureBuild();
const shim = buildShim();
const started = Date.now();
console.log(`durability:fsync — ${USERS} logins + ${TOGGLES} toggles, um pedido por vez, por execução; ${machineSummary()}`);
const problems = [];
try {
  const shipped = await checkRun({ name: "shipped", shim: shim.output });
  report(shipped);
  if (shipped.walSyncs === 0 && shipped.walWrites === 0)
    problems.push("shipped: o shim não viu nenhuma escrita nem sync no WAL (LD_PRELOAD não atuou?)");
  if (shipped.unsynced.length > 0) problems.push(`shipped: ${shipped.unsynced.length} escritas confirmadas sem sync do WAL`);
  if (shipped.failedSyncs.length > 0) problems.push(`shipped: ${shipped.failedSyncs.length} syncs do WAL falharam`);
  if (shipped.withoutWrite.length > shipped.acks / 2)
    problems.push(`shipped: ${shipped.withoutWrite.length} respostas sem escrita no WAL: a verificação não cobriu as escritas`);

  const hook = path.join(here, "sqlite-normal-hook.mjs");
  for (const control of [
    { name: "sqlite-normal", shim: shim.output, nodeArgs: ["--import", hook] },
    { name: "syncs-dropped", shim: shim.output, drop: true },
  ]) {
    const run = await checkRun(control);
    report(run);
    if (run.unsynced.length === 0)
      problems.push(`${run.name}: o controle negativo não acusou nenhuma escrita sem sync — a verificação está cega`);
  }
} finally {
  fs.rmSync(shim.dir, { recursive: true, force: true });
}
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`FALHOU: ${problem}`);
  process.exit(1);
}
console.log(
  "ok: toda escrita confirmada pelo servidor teve fsync/fdatasync do WAL antes da resposta; os dois controles negativos acusaram a falta",
);
