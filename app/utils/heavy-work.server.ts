/**
 * Heavy work off the request thread (decision 026, decision 026): spreadsheet reading, PDF and other
 * file rendering run in a small pool of worker threads (piscina), so one person's heavy file never
 * blocks or kills the process that serves everyone else.
 *
 *   const sheet = await runHeavyJob("spreadsheet.read", { fileName, bytes }, { ownerKey: user.id });
 *
 * - Each job has a time limit (HEAVY_JOB_TIMEOUT_MS in app/workers/heavy-jobs.ts, waiting
 *   included): past it the thread running it is terminated → HeavyWorkLimitError("timeout").
 * - Each thread has a memory limit (resourceLimits): a job that exceeds it ends its thread, not the
 *   process → HeavyWorkLimitError("memory"). A thread runs one job at a time, so this is per job.
 * - One person (ownerKey: the user id, or the client address for anonymous work) has at most
 *   PER_OWNER_JOBS jobs running or waiting; the process at most MAX_THREADS running and MAX_WAITING
 *   waiting. Beyond either → HeavyWorkBusyError at once (nothing queued): routes answer 503 with
 *   Retry-After and its pt-BR message (heavyBusyResponse / busyHeaders below).
 * - Limits are per server process: with several cluster processes (server.mjs) each has its own
 *   pool, so a person may have PER_OWNER_JOBS jobs in each.
 *
 * Adding a kind of job (brand images, product photos…): declare its input, output and time limit
 * in app/workers/heavy-jobs.ts, register its function in app/workers/heavy.worker.ts, then call
 * runHeavyJob from a model or utility and catch HeavyWorkBusyError in the route. Inputs and
 * outputs are structured-cloned between threads (Uint8Array, not Buffer; no functions).
 *
 * The worker file: build/heavy-worker.mjs beside the server build (scripts/build-heavy-worker.mjs,
 * part of `npm run build`); in tests and scripts HEAVY_WORKER_FILE names a bundle built on demand.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Piscina from "piscina";
import { HEAVY_JOB_TIMEOUT_MS, type HeavyInput, type HeavyJobKind, type HeavyOutput, type HeavyTask } from "~/workers/heavy-jobs";

/** Threads per server process: two jobs run at once; more wait (cheap machines have 1–2 cores). */
export const MAX_THREADS = 2;
/** Jobs that may wait for a thread, per process; beyond them → busy (503). */
export const MAX_WAITING = 8;
/** Jobs one person may have running or waiting at once. */
export const PER_OWNER_JOBS = 2;
/** Old-generation heap of each thread (MB). A job past it ends its thread only. */
export const THREAD_HEAP_MB = 192;
/** Seconds a refused person is told to wait (Retry-After). */
export const BUSY_RETRY_SECONDS = 5;

export const BUSY_MESSAGE = "Muitos arquivos sendo processados agora. Tente de novo em alguns segundos.";
export const OWNER_BUSY_MESSAGE = "Você já tem arquivos sendo processados. Espere eles terminarem e tente de novo em alguns segundos.";

/** The pool (or this person) is full: answer 503 with Retry-After and the message. */
export class HeavyWorkBusyError extends Error {
  readonly retryAfterSeconds = BUSY_RETRY_SECONDS;
  constructor(readonly scope: "owner" | "server") {
    super(scope === "owner" ? OWNER_BUSY_MESSAGE : BUSY_MESSAGE);
    this.name = "HeavyWorkBusyError";
  }
}

/** A job ran past its time limit or its thread's memory limit; the thread was replaced. */
export class HeavyWorkLimitError extends Error {
  constructor(
    readonly reason: "timeout" | "memory",
    readonly kind: HeavyJobKind,
  ) {
    super(`Heavy job ${kind} stopped: ${reason === "timeout" ? "time limit" : "memory limit"}`);
    this.name = "HeavyWorkLimitError";
  }
}

let pool: Piscina<HeavyTask, unknown> | null = null;
const perOwner = new Map<string, number>();
let inFlight = 0;

/** Where the worker bundle is: HEAVY_WORKER_FILE, or heavy-worker.mjs beside the server build. */
function heavyWorkerFile(): string {
  const fromEnv = process.env.HEAVY_WORKER_FILE;
  if (fromEnv) return fromEnv;
  // In the built server this module is inside build/index.js.
  const besideBuild = fileURLToPath(new URL("./heavy-worker.mjs", import.meta.url));
  if (existsSync(besideBuild)) return besideBuild;
  throw new Error(
    `Arquivo do worker não encontrado (${besideBuild}): rode \`npm run build\` ou \`node scripts/build-heavy-worker.mjs\`, ou defina HEAVY_WORKER_FILE.`,
  );
}

function getPool() {
  pool ??= new Piscina<HeavyTask, unknown>({
    filename: heavyWorkerFile(),
    name: "default",
    minThreads: 0,
    maxThreads: MAX_THREADS,
    // A thread idle for a minute ends; the next job starts one again (~0.1 s).
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    // The worker reads no environment: it gets everything from its input.
    env: {},
  });
  return pool;
}

export type HeavyJobOptions = {
  /** Whose job: the user id (or the client address for anonymous work). */
  ownerKey: string;
  /** Ends the job early (the request went away). */
  signal?: AbortSignal;
  /** A shorter time limit than the kind's (never a longer one). */
  timeoutMs?: number;
};

/** Takes one of the person's slots and one of the server's, or refuses at once. */
function acquire(ownerKey: string) {
  const owned = perOwner.get(ownerKey) ?? 0;
  if (owned >= PER_OWNER_JOBS) throw new HeavyWorkBusyError("owner");
  if (inFlight >= MAX_THREADS + MAX_WAITING) throw new HeavyWorkBusyError("server");
  perOwner.set(ownerKey, owned + 1);
  inFlight++;
}

function release(ownerKey: string) {
  inFlight--;
  const left = (perOwner.get(ownerKey) ?? 1) - 1;
  if (left > 0) perOwner.set(ownerKey, left);
  else perOwner.delete(ownerKey);
}

/** Tests: takes `count` slots for `ownerKey` as running jobs would (refused like them); returns the release. */
export function occupyHeavySlotsForTests(ownerKey: string, count: number): () => void {
  let taken = 0;
  try {
    for (; taken < count; taken++) acquire(ownerKey);
  } catch (error) {
    for (let i = 0; i < taken; i++) release(ownerKey);
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (let i = 0; i < taken; i++) release(ownerKey);
  };
}

/**
 * Runs one job in the pool and resolves with its output. Rejects at once with HeavyWorkBusyError
 * when the person or the server is at its limit; with HeavyWorkLimitError when the job ran out of
 * time or memory; with the job's own error otherwise.
 */
export async function runHeavyJob<K extends HeavyJobKind>(
  kind: K,
  input: HeavyInput<K>,
  options: HeavyJobOptions,
): Promise<HeavyOutput<K>> {
  acquire(options.ownerKey);
  const started = performance.now();
  const deadline = AbortSignal.timeout(Math.min(HEAVY_JOB_TIMEOUT_MS[kind], options.timeoutMs ?? Infinity));
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  try {
    return (await getPool().run({ kind, input } as HeavyTask, { signal })) as HeavyOutput<K>;
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (deadline.aborted) {
      console.error(`[heavy-work] ${kind} stopped by its time limit after ${ms} ms`);
      throw new HeavyWorkLimitError("timeout", kind);
    }
    if ((error as { code?: string } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY") {
      console.error(`[heavy-work] ${kind} stopped by the thread memory limit (${THREAD_HEAP_MB} MB) after ${ms} ms`);
      throw new HeavyWorkLimitError("memory", kind);
    }
    throw error;
  } finally {
    release(options.ownerKey);
  }
}

/** Retry-After for a busy refusal. */
export function busyHeaders(error: HeavyWorkBusyError): Record<string, string> {
  return { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "private, no-store" };
}

/** A thrown 503 for loaders (the error page shows the message); other errors are returned unchanged. */
export function heavyBusyResponse(error: unknown): unknown {
  if (!(error instanceof HeavyWorkBusyError)) return error;
  return new Response(error.message, { status: 503, headers: busyHeaders(error) });
}

/** Ends the pool's threads (tests; a server shutting down lets them go with the process). */
export async function closeHeavyWork() {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
