// Plain JavaScript so server.mjs can use it without a build step; unit-tested in cluster.test.ts.
//
// One server process per core (docs/decisions/008-server-throughput.md). The primary process
// serves no request: it forks the workers, hands them the connections (Node's cluster module),
// replaces a worker that dies, and on SIGTERM/SIGINT asks every worker to finish its requests and
// exits with 0 only when all of them closed cleanly. Workers share nothing in memory: sessions,
// limits and AI results live in the database (SQLite in WAL mode serves several processes).

import cluster from "node:cluster";
import os from "node:os";

/** Without WEB_CONCURRENCY: one worker per core, at most this many (each holds its own caches). */
export const DEFAULT_MAX_WORKERS = 4;
/** More crashes than this within CRASH_WINDOW_MS and the primary gives up (exit 1). */
export const MAX_CRASHES = 5;
export const CRASH_WINDOW_MS = 60_000;
/** The primary's own deadline: above the workers' 8 s, below Docker's 10 s grace period. */
export const PRIMARY_SHUTDOWN_DEADLINE_MS = 9_500;
/**
 * V8 flags for the workers: a larger young generation, so the many short-lived objects of a page
 * render die there instead of being promoted (old-generation collections were the slowest 1%).
 */
export const WORKER_EXEC_ARGV = ["--max-semi-space-size=32"];

/**
 * How many worker processes to run: WEB_CONCURRENCY when set, otherwise one in development
 * (`npm run dev` restarts a single process) and elsewhere the number of cores up to
 * DEFAULT_MAX_WORKERS. `env` is the app's parsed environment (app/utils/env.server.ts, exported
 * by the build): the one schema reads and checks every variable.
 * @param {{ WEB_CONCURRENCY?: number; NODE_ENV: string }} env
 * @param {number} [cores]
 */
export function workerCount(env, cores = os.availableParallelism()) {
  if (env.WEB_CONCURRENCY !== undefined) return env.WEB_CONCURRENCY;
  if (env.NODE_ENV === "development") return 1;
  return Math.max(1, Math.min(cores, DEFAULT_MAX_WORKERS));
}

/**
 * Remembers recent crashes; `record()` answers false once there were too many in the window.
 * @param {{ max?: number; windowMs?: number; now?: () => number }} [options]
 */
export function crashBudget({ max = MAX_CRASHES, windowMs = CRASH_WINDOW_MS, now = Date.now } = {}) {
  const crashes = [];
  return {
    record() {
      const time = now();
      crashes.push(time);
      while (crashes.length > 0 && crashes[0] <= time - windowMs) crashes.shift();
      return crashes.length <= max;
    },
  };
}

/**
 * Runs the primary process: forks `count` workers running this same script and supervises them.
 * @param {{ count: number; describeAddress: () => string; log?: (line: string) => void; error?: (line: string) => void }} options
 */
export function runPrimary({ count, describeAddress, log = console.log, error = console.error }) {
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...WORKER_EXEC_ARGV] });
  const budget = crashBudget();
  let shuttingDown = false;
  let listening = 0;
  let failedExit = false;
  const alive = new Set();
  const serving = new Set();

  const fork = () => alive.add(cluster.fork().id);
  cluster.on("listening", (worker) => {
    serving.add(worker.id);
    listening += 1;
    if (listening === count) log(`Servidor pronto em ${describeAddress()} (${count} processos)`);
  });
  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker.id);
    const wasServing = serving.delete(worker.id);
    if (shuttingDown) {
      // A worker still starting has no request to finish: the signal simply ends it.
      if (code !== 0 && wasServing) failedExit = true;
      if (alive.size === 0) process.exit(failedExit ? 1 : 0);
      return;
    }
    error(`Processo ${worker.process.pid} terminou inesperadamente (${signal ?? `código ${code}`}); iniciando outro.`);
    if (!budget.record()) {
      error(`Mais de ${MAX_CRASHES} falhas em ${CRASH_WINDOW_MS / 1000} s: encerrando.`);
      process.exit(1);
    }
    fork();
  });

  const shutdown = (signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`${signal} recebido: encerrando ${count} processos (cada um termina as requisições em andamento)…`);
    if (alive.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => {
      error("Processos ainda ativos após o prazo: encerrando à força.");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, PRIMARY_SHUTDOWN_DEADLINE_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  for (let i = 0; i < count; i++) fork();
}
