/**
 * A cap on concurrent password hashes in this process. Each admin sign-in runs a 64 MiB scrypt on
 * libuv's thread pool (4 threads, shared with file and zlib work): without a cap, a burst of
 * sign-ins takes every thread and every page waits. One hash runs at a time; a few more may wait
 * briefly; anything beyond is refused at once (503 with Retry-After) without hashing.
 */
export const MAX_CONCURRENT_HASHES = 1;
export const MAX_WAITING_HASHES = 3;
export const HASH_WAIT_LIMIT_MS = 2_000;
export const HASH_BUSY_RETRY_AFTER_S = 2;

let running = 0;
const waiting: Array<(granted: boolean) => void> = [];

export class HashBusyError extends Error {
  override name = "HashBusyError";
  constructor() {
    super("Muitas tentativas de login ao mesmo tempo. Tente novamente em alguns segundos.");
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

function release() {
  const next = waiting.shift();
  // The slot passes straight to the next waiter (running stays the same).
  if (next) next(true);
  else running -= 1;
}

/** Runs `work` in a hash slot, or throws HashBusyError when the process is saturated. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await work();
  } finally {
    release();
  }
}

/** Tests: how many hashes run and wait right now. */
export function hashSlotUsage() {
  return { running, waiting: waiting.length };
}
