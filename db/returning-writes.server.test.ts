import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { stepReturningWritesToTheEnd } from "./returning-writes.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function openFile({ wrapped }: { wrapped: boolean }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "returning-writes-"));
  dirs.push(dir);
  const file = path.join(dir, "app.db");
  const raw = new Database(file);
  const sqlite = wrapped ? stepReturningWritesToTheEnd(raw) : raw;
  sqlite.pragma("journal_mode = WAL");
  sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, payload BLOB)");
  return { sqlite, walBytes: () => fs.statSync(`${file}-wal`).size };
}

// 3,000 single-row commits of a ~3 KB row: each adds a page to the WAL, three times the 1,000
// pages after which SQLite checkpoints and starts the WAL over.
const COMMITS = 3_000;
const AUTOCHECKPOINT_BYTES = 1_000 * 4_096;

describe("writes that return rows", () => {
  it("without the wrapper, get() on INSERT … RETURNING never lets SQLite checkpoint the WAL", () => {
    // The behaviour the wrapper exists for; if a better-sqlite3 or SQLite upgrade changes it,
    // this test says so.
    const { sqlite, walBytes } = openFile({ wrapped: false });
    const insert = sqlite.prepare("INSERT INTO t (payload) VALUES (randomblob(3000)) RETURNING id");
    for (let i = 0; i < COMMITS; i++) insert.get();
    expect(walBytes()).toBeGreaterThan(2.5 * AUTOCHECKPOINT_BYTES);
    sqlite.close();
  });

  it("with it, the WAL is checkpointed and started over as with plain writes (get and run)", () => {
    const { sqlite, walBytes } = openFile({ wrapped: true });
    const insert = sqlite.prepare("INSERT INTO t (payload) VALUES (randomblob(3000)) RETURNING id");
    for (let i = 0; i < COMMITS; i++) insert.get();
    expect(walBytes()).toBeLessThan(1.2 * AUTOCHECKPOINT_BYTES);
    for (let i = 0; i < COMMITS; i++) insert.run();
    expect(walBytes()).toBeLessThan(1.2 * AUTOCHECKPOINT_BYTES);
    expect(sqlite.prepare("SELECT count(*) FROM t").pluck().get()).toBe(2 * COMMITS);
    sqlite.close();
  });

  it("get() still answers the first returned row, in raw and pluck modes too, or undefined", () => {
    const sqlite = stepReturningWritesToTheEnd(new Database(":memory:"));
    sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)");
    const insert = sqlite.prepare("INSERT INTO t (v) VALUES (?) RETURNING id, v");
    expect(insert.get("a")).toEqual({ id: 1, v: "a" });
    expect(insert.raw().get("b")).toEqual([2, "b"]);
    expect(sqlite.prepare("INSERT INTO t (v) VALUES (?) RETURNING v").pluck().get("c")).toBe("c");
    expect(sqlite.prepare("UPDATE t SET v = 'z' WHERE id = ? RETURNING v").get(99)).toBeUndefined();
    expect(sqlite.prepare("UPDATE t SET v = upper(v) RETURNING v").all()).toEqual([{ v: "A" }, { v: "B" }, { v: "C" }]);
  });

  it("run() still reports the changes and the last inserted row id", () => {
    const sqlite = stepReturningWritesToTheEnd(new Database(":memory:"));
    sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)");
    sqlite.prepare("INSERT INTO t (v) VALUES ('x'), ('y')").run();
    expect(sqlite.prepare("INSERT INTO t (v) VALUES (?) RETURNING id").run("z")).toEqual({ changes: 1, lastInsertRowid: 3 });
    expect(sqlite.prepare("UPDATE t SET v = v || '!' RETURNING id").run()).toEqual({ changes: 3, lastInsertRowid: 3 });
    expect(sqlite.prepare("DELETE FROM t WHERE id = 99 RETURNING id").run()).toEqual({ changes: 0, lastInsertRowid: 3 });
  });

  it("leaves reads and writes without RETURNING as better-sqlite3 made them", () => {
    const sqlite = stepReturningWritesToTheEnd(new Database(":memory:"));
    sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)");
    for (const source of ["SELECT v FROM t", "INSERT INTO t (v) VALUES (?)"]) {
      const stmt = sqlite.prepare(source);
      expect(Object.hasOwn(stmt, "get")).toBe(false);
      expect(Object.hasOwn(stmt, "run")).toBe(false);
    }
  });
});
