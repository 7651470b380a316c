// @db-engines: sqlite libsql
// Decision 027 item 8, on both engines: plain reads see only committed rows; a transaction that waits
// too long for its turn answers 503 with Retry-After; a hung one loses its turn, rolls back and
// never commits; another process holding the write lock is waited for with the event loop free.
import { createClient } from "@libsql/client";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { action as productsApi } from "~/routes/api.products";
import { outcomeOf, args, request } from "../tests/security/fixtures";
import { signedInUser } from "../tests/request-helpers";
import { databaseEngine, DatabaseBusy, getDb, transaction, type AppDatabase } from "./client.server";
import { setTransactionLimitsForTests } from "./connection.server";
import { users } from "./schema";

const addUser = (tx: AppDatabase, id: string) =>
  tx
    .insert(users)
    .values({ id, email: `${id}@example.com`, authProvider: "demo" })
    .run();
const exists = async (id: string) => (await getDb().select({ id: users.id }).from(users).where(eq(users.id, id)).get()) !== undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("transactions on both engines", () => {
  it("a plain read made while another request's transaction is open does not see its rows", async () => {
    const written = gate();
    const finish = gate();
    const open = transaction(async (tx) => {
      await addUser(tx, "iso-1");
      written.open();
      await finish.opened;
    });
    await written.opened;
    expect(await exists("iso-1")).toBe(false);
    finish.open();
    await open;
    expect(await exists("iso-1")).toBe(true);
  });

  it("waiting past the deadline answers 503 with Retry-After; a hung transaction loses its turn and never commits", async () => {
    onTestFinished(setTransactionLimitsForTests({ waitMs: 150, holdMs: 600 }));
    const { cookie } = await signedInUser();
    const resume = gate();
    const started = gate();
    const hung = transaction(async (tx) => {
      await addUser(tx, "hung-1");
      started.open();
      await resume.opened;
      await addUser(tx, "hung-2");
    }).then(
      () => null,
      (error: unknown) => error,
    );
    await started.opened;

    // A route whose write waits behind it: 503, Retry-After, nothing written.
    const json = { name: "Bolo", unit: "un", costCents: 100, priceCents: 200 };
    const busy = await outcomeOf(() => productsApi(args(request("/api/products", { cookie, json }))));
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBe(String(DatabaseBusy.RETRY_AFTER_SECONDS));
    expect(busy.body).toBe(DatabaseBusy.MESSAGE);

    // Past its hold deadline the hung one is rolled back and the writes of everyone else go on.
    await sleep(700);
    await transaction((tx) => addUser(tx, "after"));
    expect(await exists("after")).toBe(true);
    resume.open();
    expect(await hung).toBeInstanceOf(Error);
    expect(await exists("hung-1")).toBe(false);
    expect(await exists("hung-2")).toBe(false);
  });

  it(`another process holding the write lock is waited for without blocking the event loop (${databaseEngine()})`, async () => {
    const release = await holdWriteLockElsewhere();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    onTestFinished(() => clearInterval(timer));
    const write = transaction((tx) => addUser(tx, "after-lock"));
    await sleep(150);
    // The loop ran timers while the write waited (a blocking busy_timeout would have frozen it).
    expect(ticks).toBeGreaterThan(5);
    expect(await exists("after-lock")).toBe(false);
    await release();
    await write;
    expect(await exists("after-lock")).toBe(true);
  });
});

/** Takes the write lock from a second connection (another process, as far as the app can tell). */
async function holdWriteLockElsewhere(): Promise<() => Promise<void>> {
  if (databaseEngine() === "embedded") {
    const other = new Database(process.env.DATABASE_PATH!);
    other.exec("BEGIN IMMEDIATE");
    return async () => {
      other.exec("COMMIT");
      other.close();
    };
  }
  const other = createClient({ url: process.env.DATABASE_URL! });
  const tx = await other.transaction("write");
  await tx.execute("SELECT 1");
  return async () => {
    await tx.commit();
    other.close();
  };
}
