// @db-engines: sqlite libsql
import { sql } from "drizzle-orm";
import { startSqld } from "../scripts/sqld/start-sqld.mjs";
import { openServerDatabase, whileServerBusy } from "./server-engine.server";
import { subscriptionPlans } from "./schema";

// The libSQL server engine on its own sqld (docs/decisions/018): what several app instances on
// one server rely on. Only with TEST_DB_ENGINE=libsql (the run that fetches sqld).
describe.runIf(process.env.TEST_DB_ENGINE === "libsql")("libSQL server engine", () => {
  it("two instances starting together both migrate and seed, and their write transactions never interleave", async () => {
    const sqld = await startSqld();
    const first = openServerDatabase(sqld.url);
    const second = openServerDatabase(sqld.url);
    try {
      await Promise.all([first.ready, second.ready]);
      expect(await first.db.select().from(subscriptionPlans).all()).toHaveLength(3);

      await first.db.run(sql`CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)`);
      await first.db.run(sql`INSERT INTO counter VALUES (1, 0)`);
      // Read, wait, write: without the write lock taken up front, increments would be lost or fail.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? first : second).inTransaction(async (tx) => {
            const row = await tx.get<{ n: number }>(sql`SELECT n FROM counter WHERE id = 1`);
            await new Promise((resolve) => setTimeout(resolve, 2));
            await tx.run(sql`UPDATE counter SET n = ${row.n + 1} WHERE id = 1`);
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
      expect(await second.db.get<{ n: number }>(sql`SELECT n FROM counter WHERE id = 1`)).toEqual({ n: 30 });
    } finally {
      await first.close();
      await second.close();
      await sqld.stop();
    }
  });
});

describe("whileServerBusy", () => {
  it("tries again while the server answers SQLITE_BUSY (as Drizzle wraps it), and not on any other error", async () => {
    let calls = 0;
    const busy = Object.assign(new Error("Failed query"), {
      cause: Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
    });
    expect(await whileServerBusy(async () => (++calls < 3 ? Promise.reject(busy) : "feito"))).toBe("feito");
    expect(calls).toBe(3);
    calls = 0;
    const other = Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT" });
    await expect(whileServerBusy(async () => (++calls, Promise.reject(other)))).rejects.toBe(other);
    expect(calls).toBe(1);
  });
});
