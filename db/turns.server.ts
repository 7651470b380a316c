/**
 * At most `limit` of the calls made through the returned function run at once; the others wait
 * their turn, first come first served. With a limit of 1 it is a queue: the transactions of one
 * process take turns (both engines, db/client.server.ts).
 *
 * Two deadlines (decision 027 item 8), read at each call so tests can shorten them:
 * - `waitMs`: a call that waited this long for its turn gives up with a QueueTimeout (the routes
 *   answer 503 with Retry-After) instead of waiting behind a hung call forever;
 * - `holdMs`: a call that kept its turn this long loses it: `onOverrun` (given with the call) is
 *   told, and the turn passes to the next caller, so one hung call cannot stall every other.
 */
export type TurnLimits = { waitMs?: number; holdMs?: number };

/** The call waited longer than `waitMs` for its turn and did not run. */
export class QueueTimeout extends Error {
  constructor(readonly waitedMs: number) {
    super(`waited ${waitedMs} ms for a turn`);
    this.name = "QueueTimeout";
  }
}

export function atMost(limit: number, limits: TurnLimits = {}) {
  let running = 0;
  const waiting: Array<() => void> = [];
  // The turn passes straight to the next caller, so `running` never drops and rises again in between.
  const passOn = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const waitForTurn = (waitMs: number | undefined) =>
    new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const start = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      waiting.push(start);
      if (waitMs !== undefined)
        timer = setTimeout(() => {
          const index = waiting.indexOf(start);
          if (index >= 0) waiting.splice(index, 1);
          reject(new QueueTimeout(waitMs));
        }, waitMs);
    });
  return async <T>(work: () => Promise<T>, onOverrun?: () => void): Promise<T> => {
    const { waitMs, holdMs } = limits;
    if (running >= limit) await waitForTurn(waitMs);
    else running++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      passOn();
    };
    const overrun =
      holdMs === undefined
        ? undefined
        : setTimeout(() => {
            onOverrun?.();
            release();
          }, holdMs);
    try {
      return await work();
    } finally {
      if (overrun) clearTimeout(overrun);
      release();
    }
  };
}
