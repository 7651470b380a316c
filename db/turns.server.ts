/**
 * At most `limit` of the calls made through the returned function run at once; the others wait
 * their turn, first come first served. With a limit of 1 it is a queue: the transactions of one
 * process take turns (both engines, db/client.server.ts).
 */
export function atMost(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next caller, so `running` never drops and rises again in between.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
