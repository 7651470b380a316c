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

export const HASH_BUSY_MESSAGE = "Muitas tentativas de login ao mesmo tempo. Tente novamente em alguns segundos.";

export class HashBusyError extends Error {
  override name = "HashBusyError";
  constructor() {
    super(HASH_BUSY_MESSAGE);
  }
}

/**
 * Lanes of hash slots. The shared lane serves every attempt. The reserved lane (docs/decisions/027)
 * serves only an administrator's e-mail from an address that administrator signed in from before:
 * a flood from addresses that never signed in cannot reach it, so the real admin still gets a
 * slot, and it adds at most one more hash (with the same rest) to what a flood can cause.
 */
class HashLane {
  running = 0;
  readonly waiting: Array<(granted: boolean) => void> = [];
  constructor(
    readonly concurrent: number,
    readonly maxWaiting: number,
  ) {}

  acquire(): Promise<void> {
    if (this.running < this.concurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new HashBusyError());
    return new Promise((resolve, reject) => {
      const grant = (granted: boolean) => (granted ? resolve() : reject(new HashBusyError()));
      this.waiting.push(grant);
      setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index !== -1) {
          this.waiting.splice(index, 1);
          grant(false);
        }
      }, HASH_WAIT_LIMIT_MS).unref();
    });
  }

  saturated() {
    return this.running >= this.concurrent && this.waiting.length >= this.maxWaiting;
  }

  release() {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter (running stays the same).
    if (next) next(true);
    else this.running -= 1;
  }
}

/** The reserved lane: one hash and one waiting, for known (admin e-mail, address) pairs only. */
export const RESERVED_CONCURRENT_HASHES = 1;
export const RESERVED_WAITING_HASHES = 1;
/** Hashes one client address may have running or waiting at once, before any lane. */
export const HASHES_PER_ADDRESS = 1;

const shared = new HashLane(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);
const reserved = new HashLane(RESERVED_CONCURRENT_HASHES, RESERVED_WAITING_HASHES);
const perAddress = new Map<string, number>();

/** True when a new hash in the shared lane would be refused right now (callers skip their other work then). */
export function hashSlotsSaturated() {
  return shared.saturated();
}

export type HashSlotOptions = {
  /** The client address: at most HASHES_PER_ADDRESS of its hashes run or wait at once; the next is refused. */
  address?: string | null;
  /** A known administrator's e-mail from an address it signed in from before: the reserved lane. */
  reserved?: boolean;
};

/**
 * Runs `work` in a hash slot, or throws HashBusyError when the address already has a hash under
 * way or the lane is saturated.
 */
export async function withHashSlot<T>(work: () => Promise<T>, options: HashSlotOptions = {}): Promise<T> {
  const { address } = options;
  if (address && (perAddress.get(address) ?? 0) >= HASHES_PER_ADDRESS) throw new HashBusyError();
  if (address) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
  const lane = options.reserved ? reserved : shared;
  try {
    await lane.acquire();
  } catch (error) {
    leave(address);
    throw error;
  }
  const started = performance.now();
  try {
    return await work();
  } finally {
    leave(address);
    // The rest keeps the duty cycle at one half: the caller has its answer, the slot reopens later.
    setTimeout(() => lane.release(), Math.min(performance.now() - started, HASH_REST_LIMIT_MS)).unref();
  }
}

function leave(address: string | null | undefined) {
  if (!address) return;
  const left = (perAddress.get(address) ?? 1) - 1;
  if (left > 0) perAddress.set(address, left);
  else perAddress.delete(address);
}

/** Tests: how many hashes run and wait right now in the shared lane. */
export function hashSlotUsage() {
  return { running: shared.running, waiting: shared.waiting.length };
}
