import fs from "node:fs";
import { is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "./index";

// drizzle-kit and `#db/schema` read only index.ts: a table in a file it does not re-export would
// never get a migration, and the app's `db.query` would not know it.
describe("db/schema/index.ts", () => {
  it("re-exports every table of every schema file", async () => {
    const files = fs
      .readdirSync(new URL(".", import.meta.url))
      .filter((f) => f.endsWith(".ts") && !f.includes(".test.") && f !== "index.ts");
    const indexed = new Set<unknown>(Object.values(schema));
    const missing: string[] = [];
    for (const file of files) {
      const mod: Record<string, unknown> = await import(`./${file.replace(/\.ts$/, "")}`);
      for (const [name, value] of Object.entries(mod)) if (is(value, SQLiteTable) && !indexed.has(value)) missing.push(`${file}: ${name}`);
    }
    expect(files.length).toBeGreaterThan(1);
    expect(missing).toEqual([]);
  });
});
