import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { getDb, getSqlite, openDatabase } from "./client.server";
import { activeBusinesses, savedBusinesses, subscriptionPlans, users } from "./schema";
import { seedReferenceData } from "./seed.server";
import { setStepProgress } from "~/models/journey.server";
import { loader as healthLoader } from "~/routes/healthz";

function makeUser(id: string) {
  getDb().insert(users).values({ id, email: `${id}@example.com`, authProvider: "demo" }).run();
}

function makeBusiness(id: string, userId: string) {
  getDb().insert(savedBusinesses).values({ id, userId, businessName: "Bolos", analysisContent: "Análise" }).run();
}

describe("database", () => {
  it("runs with WAL, synchronous NORMAL (commits synced in groups), foreign keys on and a busy timeout", () => {
    const sqlite = getSqlite();
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(1);
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(sqlite.pragma("journal_size_limit", { simple: true })).toBe(64 * 1024 * 1024);
  });

  it("journey toggles (an upsert with RETURNING) let SQLite checkpoint and restart the WAL", async () => {
    makeUser("u-wal");
    // ≈ 2 pages a commit: 3,000 toggles would leave a WAL of ≈ 24 MB if it were never
    // checkpointed (returning-writes.server.ts); checkpointed every 1,000 pages it stays ≈ 4 MB.
    for (let i = 0; i < 3_000; i++) {
      const result = await setStepProgress("u-wal", { step: "add_clients", completed: i % 2 === 0 });
      expect(result.ok).toBe(true);
    }
    expect(fs.statSync(`${process.env.DATABASE_PATH}-wal`).size).toBeLessThan(6 * 1024 * 1024);
  });

  it("seeds at least three plans, one named Profissional, idempotently", () => {
    seedReferenceData(getDb());
    seedReferenceData(getDb());
    const plans = getDb().select().from(subscriptionPlans).all();
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans.filter((p) => p.name === "Profissional")).toHaveLength(1);
    expect(plans.every((p) => Number.isInteger(p.priceCents))).toBe(true);
  });

  it("applies saved-business defaults from the spec", () => {
    makeUser("u-defaults");
    const row = getDb()
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

  it("an active business must be one of the same user's saved businesses, at most one per user", () => {
    makeUser("u-a");
    makeUser("u-b");
    makeBusiness("b-a1", "u-a");
    makeBusiness("b-a2", "u-a");
    makeBusiness("b-b1", "u-b");
    getDb().insert(activeBusinesses).values({ userId: "u-a", savedBusinessId: "b-a1" }).run();
    expect(() => getDb().insert(activeBusinesses).values({ userId: "u-b", savedBusinessId: "b-a1" }).run()).toThrow(
      /FOREIGN KEY/,
    );
    expect(() => getDb().insert(activeBusinesses).values({ userId: "u-a", savedBusinessId: "b-a2" }).run()).toThrow(
      /UNIQUE|PRIMARY KEY/,
    );
  });

  it("reopening an existing database file re-applies nothing and keeps the data", () => {
    const path = process.env.DATABASE_PATH!;
    makeUser("u-persist");
    const second = openDatabase(path);
    expect(second.sqlite.prepare("SELECT id FROM users WHERE id = ?").get("u-persist")).toEqual({ id: "u-persist" });
    second.sqlite.close();
  });

  it("/healthz answers 200 when the database answers", async () => {
    const response = await healthLoader();
    expect(response.status).toBe(200);
  });
});
