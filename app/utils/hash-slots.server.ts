/**
 * A cap on concurrent password hashes in this process. Each admin sign-in runs a 64 MiB scrypt on
 * libuv's thread pool (4 threads, shared with file and zlib work) and a core: without a cap, a
 * burst of sign-ins takes every thread and every page waits. One hash runs at a time, and after
 * each one the slot rests as long as the hash took, so hashing never takes more than half a core
 * per process; a few more may wait briefly; anything beyond is refused at once (503 with
 * Retry-After) without hashing.
 */
export const MAX_CONCURRENT_HASHES = 1;
export const MAX_WAITING_HASHES = 3;
/** The longest rest after a hash (a hash slowed by a loaded machine rests no longer than this). */
export const HASH_REST_LIMIT_MS = 2_000;
/**
 * How long a sign-in may wait for the slot: longer than the longest rest, so one person who tries
 * again as soon as the previous answer arrives is never refused for the rest alone.
 */
export const HASH_WAIT_LIMIT_MS = HASH_REST_LIMIT_MS + 1_000;
export const HASH_BUSY_RETRY_AFTER_S = 2;

let running = 0;
const waiting: Array<(granted: boolean) => void> = [];

export const HASH_BUSY_MESSAGE = "Muitas tentativas de login ao mesmo tempo. Tente novamente em alguns segundos.";

export class HashBusyError extends Error {
  override name = "HashBusyError";
  constructor() {
    super(HASH_BUSY_MESSAGE);
  }
}

function acquire(): Promise<void> {
  if (running < MAX_CONCURRENT_HASHES) {
    running += 1;
    return Promise.resolve();
  }
  if (waiting.length >= MAX_WAITING_HASHES) return Promise.reject(new HashBusyError());
  return new Promise((resolve, reject) => {
    const grant = (granted: boolean) => (granted ? resolve() : reject(new HashBusyError()));
    waiting.push(grant);
    setTimeout(() => {
      const index = waiting.indexOf(grant);
      if (index !== -1) {
        waiting.splice(index, 1);
        grant(false);
      }
    }, HASH_WAIT_LIMIT_MS).unref();
  });
}

/** True when a new hash would be refused right now (callers skip their other work then). */
export function hashSlotsSaturated() {
  return running >= MAX_CONCURRENT_HASHES && waiting.length >= MAX_WAITING_HASHES;
}

function release() {
  const next = waiting.shift();
  // The slot passes straight to the next waiter (running stays the same).
  if (next) next(true);
  else running -= 1;
}

/** Runs `work` in a hash slot, or throws HashBusyError when the process is saturated. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  await acquire();
  const started = performance.now();
  try {
    return await work();
  } finally {
    // The rest keeps the duty cycle at one half: the caller has its answer, the slot reopens later.
    setTimeout(release, Math.min(performance.now() - started, HASH_REST_LIMIT_MS)).unref();
  }
}

/** Tests: how many hashes run and wait right now. */
export function hashSlotUsage() {
  return { running, waiting: waiting.length };
}
