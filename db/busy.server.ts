/**
 * What the database layer answers when it cannot get a turn or a lock in time (decision 027 item 8,
 * docs/decisions/027): a typed 503 Response, and the embedded engine's retry of a busy write lock
 * that leaves the event loop free (as whileServerBusy does on a libSQL server).
 */
/** A transaction that kept its turn past the hold deadline: rolled back, its later statements refused. */
export class TransactionAbandoned extends Error {
  constructor() {
    super("transaction abandoned: it kept the write turn past its deadline and was rolled back");
    this.name = "TransactionAbandoned";
  }
}

/** How long a transaction keeps trying while another process holds the write lock, on either engine. */
export const BUSY_LIMIT_MS = 15_000;

function isEmbeddedBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_BUSY" || code === "SQLITE_BUSY_SNAPSHOT";
}

/** As whileServerBusy: a short, growing, random pause between tries, up to BUSY_LIMIT_MS, then 503. */
export async function whileEmbeddedBusy<T>(attempt: () => T): Promise<T> {
  const deadline = Date.now() + BUSY_LIMIT_MS;
  for (let tries = 0; ; tries++) {
    try {
      return attempt();
    } catch (error) {
      if (!isEmbeddedBusy(error)) throw error;
      if (Date.now() > deadline) throw new DatabaseBusy();
      const pause = Math.min(5 * 2 ** tries, 200) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * The database had no turn free in time (queue deadline, or another process kept the write lock):
 * a 503 with Retry-After, thrown as a Response so that every loader, action and API route answers
 * it as it is (Remix passes thrown Responses through), and typed so callers can tell it apart.
 */
export class DatabaseBusy extends Response {
  static readonly MESSAGE = "O sistema está ocupado agora. Tente de novo em alguns segundos.";
  static readonly RETRY_AFTER_SECONDS = 5;
  constructor() {
    super(DatabaseBusy.MESSAGE, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(DatabaseBusy.RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      },
    });
  }
}
