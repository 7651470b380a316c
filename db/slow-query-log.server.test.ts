import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { instrumentSlowQueries, logSlowQuery, SLOW_QUERY_MS, type SlowQuery } from "./slow-query-log.server";

// A recursive CTE that counts to a million: well over 50 ms (≈150 ms here) on any machine we run on.
const SLOW_SQL = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ?) SELECT count(*) AS n FROM c";
const SLOW_N = 1_000_000;

function open() {
  const logged: SlowQuery[] = [];
  const sqlite = instrumentSlowQueries(new Database(":memory:"), { log: (entry) => logged.push(entry) });
  return { sqlite, logged };
}

describe("slow-query log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a query slower than 50 ms with its SQL text and duration", () => {
    const { sqlite, logged } = open();
    expect(sqlite.prepare(SLOW_SQL).get(SLOW_N)).toEqual({ n: SLOW_N });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ sql: SLOW_SQL, method: "get" });
    expect(logged[0]!.durationMs).toBeGreaterThan(SLOW_QUERY_MS);
  });

  it("does not log fast queries", () => {
    const { sqlite, logged } = open();
    sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)");
    sqlite.prepare("INSERT INTO t (v) VALUES (?)").run("a");
    expect(sqlite.prepare("SELECT v FROM t").all()).toEqual([{ v: "a" }]);
    expect(sqlite.prepare("SELECT v FROM t").pluck().get()).toBe("a");
    expect([...sqlite.prepare("SELECT v FROM t").iterate()]).toEqual([{ v: "a" }]);
    expect(logged).toEqual([]);
  });

  it("times raw().all() (Drizzle's path) and iterate()", () => {
    const { sqlite, logged } = open();
    expect(sqlite.prepare(SLOW_SQL).raw().all(SLOW_N)).toEqual([[SLOW_N]]);
    expect([...sqlite.prepare(SLOW_SQL).iterate(SLOW_N)]).toEqual([{ n: SLOW_N }]);
    expect(logged.map((entry) => entry.method)).toEqual(["all", "iterate"]);
  });

  it("still throws the driver's errors, and leaves other connections alone", () => {
    const { sqlite } = open();
    expect(() => sqlite.prepare("SELECT * FROM missing").all()).toThrow(/no such table/);
    const plain = new Database(":memory:");
    expect(Object.hasOwn(plain.prepare("SELECT 1"), "get")).toBe(false);
  });

  it("writes one JSON line with the SQL text and never the parameters", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const sqlite = instrumentSlowQueries(new Database(":memory:"), { thresholdMs: -1 });
    sqlite.prepare("SELECT ? AS email").get("maria@example.com");
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).not.toContain("maria@example.com");
    expect(JSON.parse(line)).toMatchObject({ level: "warn", msg: "slow query", method: "get", sql: "SELECT ? AS email" });
  });

  it("compacts whitespace and shortens very long SQL", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logSlowQuery({ sql: `SELECT\n   ${"x, ".repeat(400)}1`, durationMs: 51.234, method: "all" });
    const entry = JSON.parse(String(warn.mock.calls[0]![0]));
    expect(entry.durationMs).toBe(51.2);
    expect(entry.sql.startsWith("SELECT x, x,")).toBe(true);
    expect(entry.sql.length).toBeLessThanOrEqual(501);
  });
});
