// @db-engines: sqlite libsql
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import Database from "better-sqlite3";
import { startSqld } from "../scripts/sqld/start-sqld.mjs";

// The backup and restore that docs/self-hosting.md ("Mais de uma máquina: servidor libSQL")
// tells operators to make with sqld's own files: a copy of its --db-path folder taken with sqld
// stopped starts another sqld with every committed row, and its database is a plain SQLite file.
// Only with TEST_DB_ENGINE=libsql (the run that fetches sqld).
describe.runIf(process.env.TEST_DB_ENGINE === "libsql")("sqld backup by copying its data folder", () => {
  it("a copy made after SIGTERM restores every committed row, and its database opens with SQLite", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "sqld-backup-"));
    try {
      const live = await startSqld({ dir: path.join(work, "live") });
      const client = createClient({ url: live.url });
      await client.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
      const tx = await client.transaction("write");
      for (let i = 1; i <= 50; i++) await tx.execute({ sql: "INSERT INTO notes (body) VALUES (?)", args: [`nota ${i}`] });
      await tx.commit();
      client.close();
      await live.stop();

      fs.cpSync(path.join(work, "live"), path.join(work, "copy"), { recursive: true });
      const restored = await startSqld({ dir: path.join(work, "copy") });
      const again = createClient({ url: restored.url });
      const rows = (await again.execute("SELECT count(*) AS n, max(body) AS last FROM notes")).rows[0];
      again.close();
      await restored.stop();
      expect({ n: Number(rows?.n), last: rows?.last }).toEqual({ n: 50, last: "nota 9" });

      const file = new Database(path.join(work, "copy", "data.sqld", "dbs", "default", "data"), { readonly: true });
      expect(file.pragma("quick_check", { simple: true })).toBe("ok");
      expect(file.prepare("SELECT count(*) FROM notes").pluck().get()).toBe(50);
      file.close();
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
