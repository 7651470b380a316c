// @db-engines: sqlite libsql
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { getDb, getSqlite, isServerUrl, openEmbeddedDatabase, transaction } from "./client.server";
import { activeBusinesses, savedBusinesses, subscriptionPlans, users } from "./schema";
import { referenceDataWrites } from "./seed.server";
import { setStepProgress } from "~/models/journey.server";
import { loader as healthLoader } from "~/routes/healthz";

async function makeUser(id: string) {
  await getDb()
    .insert(users)
    .values({ id, email: `${id}@example.com`, authProvider: "demo" })
    .run();
}

async function makeBusiness(id: string, userId: string) {
  await getDb().insert(savedBusinesses).values({ id, userId, businessName: "Bolos", analysisContent: "Análise" }).run();
}

// Pragmas, the WAL file and reopening a file are the embedded engine's; on a libSQL server
// (TEST_DB_ENGINE=libsql) they are sqld's (db/libsql-engine.test.ts covers that engine).
const embedded = process.env.TEST_DB_ENGINE !== "libsql";

describe("database", () => {
  it.runIf(embedded)(
    "runs with WAL, synchronous FULL (each commit on disk before it returns), foreign keys on, no blocking busy wait",
    () => {
      const sqlite = getSqlite()!;
      expect(sqlite.pragma("synchronous", { simple: true })).toBe(2);
      expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
      // A busy write lock is waited for between tries, the event loop free (whileEmbeddedBusy; decision 027).
      expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(0);
      expect(sqlite.pragma("journal_size_limit", { simple: true })).toBe(64 * 1024 * 1024);
    },
  );

  it.runIf(embedded)("journey toggles (an upsert with RETURNING) let SQLite checkpoint and restart the WAL", async () => {
    await makeUser("u-wal");
    // Checkpointing is the subject here, not durability: no fsync per commit keeps the test quick.
    const sqlite = getSqlite()!;
    sqlite.pragma("synchronous = OFF");
    onTestFinished(() => void sqlite.pragma("synchronous = FULL"));
    // ≈ 2 pages a commit: 3,000 toggles would leave a WAL of ≈ 24 MB if it were never
    // checkpointed (returning-writes.server.ts); checkpointed every 1,000 pages it stays ≈ 4 MB.
    for (let i = 0; i < 3_000; i++) {
      const result = await setStepProgress("u-wal", { step: "add_clients", completed: i % 2 === 0 });
      expect(result.ok).toBe(true);
    }
    expect(fs.statSync(`${process.env.DATABASE_PATH}-wal`).size).toBeLessThan(6 * 1024 * 1024);
  });

  it("seeds at least three plans, one named Profissional, idempotently", async () => {
    for (let i = 0; i < 2; i++) {
      await transaction(async (tx) => {
        for (const write of referenceDataWrites(tx)) await write;
      });
    }
    const plans = await getDb().select().from(subscriptionPlans).all();
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans.filter((p) => p.name === "Profissional")).toHaveLength(1);
    expect(plans.every((p) => Number.isInteger(p.priceCents))).toBe(true);
  });

  it("applies saved-business defaults from the spec", async () => {
    await makeUser("u-defaults");
    const row = await getDb()
      .insert(savedBusinesses)
      .values({ id: "b-defaults", userId: "u-defaults", businessName: "Doces", analysisContent: "Texto" })
      .returning()
      .get();
    expect(row).toMatchObject({
      businessCategory: "Geral",
      businessLevel: 1,
      matchReason: "Negócio selecionado pelo usuário",
      investment: "A definir",
    });
  });

  it("an active business must be one of the same user's saved businesses, at most one per user", async () => {
    await makeUser("u-a");
    await makeUser("u-b");
    await makeBusiness("b-a1", "u-a");
    await makeBusiness("b-a2", "u-a");
    await makeBusiness("b-b1", "u-b");
    await getDb().insert(activeBusinesses).values({ userId: "u-a", savedBusinessId: "b-a1" }).run();
    const failure = (run: () => unknown) =>
      Promise.resolve()
        .then(run)
        .then(
          () => null,
          (error: Error) => `${error.message} ${String((error.cause as Error | undefined)?.message ?? "")}`,
        );
    expect(await failure(() => getDb().insert(activeBusinesses).values({ userId: "u-b", savedBusinessId: "b-a1" }).run())).toMatch(
      /FOREIGN KEY/,
    );
    expect(await failure(() => getDb().insert(activeBusinesses).values({ userId: "u-a", savedBusinessId: "b-a2" }).run())).toMatch(
      /UNIQUE|PRIMARY KEY/,
    );
  });

  it.runIf(embedded)("reopening an existing database file re-applies nothing and keeps the data", async () => {
    const path = process.env.DATABASE_PATH!;
    await makeUser("u-persist");
    const second = openEmbeddedDatabase(path);
    expect(second.sqlite!.prepare("SELECT id FROM users WHERE id = ?").get("u-persist")).toEqual({ id: "u-persist" });
    await second.close();
  });

  it("takes libsql://, http(s):// and ws(s):// addresses for a libSQL server, anything else as a file", () => {
    for (const url of ["libsql://db.example.com", "http://127.0.0.1:8080", "https://x.turso.io", "ws://127.0.0.1:8080", "wss://x"])
      expect(isServerUrl(url)).toBe(true);
    for (const url of [undefined, "", "data/app.db", "file:data/app.db", "/abs/app.db"]) expect(isServerUrl(url)).toBe(false);
  });

  it("transaction() holds the write lock from its first statement and rolls back on error; nested calls join", async () => {
    await makeUser("u-tx");
    await expect(
      transaction(async (tx) => {
        await tx.update(users).set({ name: "mudou" }).where(eq(users.id, "u-tx")).run();
        // A nested transaction joins the outer one: its write is undone with it.
        await transaction((inner) => inner.update(users).set({ firstName: "dentro" }).where(eq(users.id, "u-tx")).run());
        if (embedded) expect(getSqlite()!.inTransaction).toBe(true);
        throw new Error("desfaz");
      }),
    ).rejects.toThrow("desfaz");
    const row = await getDb().select().from(users).where(eq(users.id, "u-tx")).get();
    expect(row).toMatchObject({ name: null, firstName: null });
    // Two transactions started together take turns.
    const order: string[] = [];
    await Promise.all(
      ["a", "b"].map((name) =>
        transaction(async (tx) => {
          order.push(`${name}:start`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx.update(users).set({ name }).where(eq(users.id, "u-tx")).run();
          order.push(`${name}:end`);
        }),
      ),
    );
    // Embedded: one after the other. On a libSQL server the lock is taken with a transaction's
    // first statement, so both may start; db/libsql-engine.test.ts shows no update is lost.
    if (embedded) expect(order).toEqual(["a:start", "a:end", "b:start", "b:end"]);
    else expect(order.filter((step) => step.endsWith(":end")).sort()).toEqual(["a:end", "b:end"]);
  });

  it("/healthz answers 200 when the database answers", async () => {
    const response = await healthLoader();
    expect(response.status).toBe(200);
  });
});
