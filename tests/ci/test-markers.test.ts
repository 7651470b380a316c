// Each test where it earns its place (decision 025): the libSQL pass runs only the vitest files
// marked `// @db-engines: sqlite libsql`, so a file that touches the database without the mark
// would silently lose its second engine. And the rules own their vocabularies: the schema imports
// the domain modules' enums, never the other way round.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DB_MARKER,
  ROOT,
  databaseChain,
  dbMarkedTestFiles,
  isDbMarked,
  listTestFiles,
  resolveLocal,
  runtimeSpecifiers,
} from "../../scripts/ci/test-graph.mjs";

describe("database tests are marked for both engines", () => {
  it("reads run-time imports, not type imports, and resolves the app's aliases", () => {
    const source = [
      'import { a } from "#db/client.server";',
      'import type { User } from "#db/schema";',
      'export { b } from "~/models/user.server";',
      'import "./setup";',
      'const c = await import("../x.js");',
      "import {\n  type D,\n  e,\n} from '~/routes/x';",
    ].join("\n");
    expect(runtimeSpecifiers(source)).toEqual(["#db/client.server", "~/models/user.server", "./setup", "~/routes/x", "../x.js"]);
    // Through a local helper: tests/sql.ts opens the database.
    expect(databaseChain("tests/admin-create-script.test.ts")).toEqual([
      "tests/admin-create-script.test.ts",
      "tests/sql.ts",
      "db/client.server.ts",
    ]);
    expect(databaseChain("app/modules/dates.test.ts")).toBeNull();
    // The libSQL server engine alone, without the client, is a database too.
    expect(databaseChain("db/libsql-engine.test.ts")).toEqual(["db/libsql-engine.test.ts", "db/server-engine.server.ts"]);
  });

  it("every test file whose imports reach a database engine (or that reads TEST_DB_ENGINE) starts with the marker", () => {
    const unmarked = listTestFiles()
      .filter((file) => !isDbMarked(file))
      .flatMap((file) => {
        const chain = databaseChain(file);
        if (chain) return [`${file}: ${chain.join(" → ")}`];
        const source = fs.readFileSync(path.join(ROOT, file), "utf8");
        return /process\.env\.TEST_DB_ENGINE/.test(source) ? [`${file}: reads TEST_DB_ENGINE`] : [];
      });
    expect(unmarked, `add "${DB_MARKER}" as the first line of these files`).toEqual([]);
  });

  it("the libSQL pass has database tests to run", () => {
    expect(dbMarkedTestFiles().length).toBeGreaterThan(30);
  });
});

describe("domain modules own their enums", () => {
  it("no module in app/modules imports code from db/ (the schema, the client) at run time (type imports and reference data are allowed)", () => {
    const modules: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) walk(rel);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) modules.push(rel);
      }
    };
    walk("app/modules");
    expect(modules.length).toBeGreaterThan(50);
    const offenders = modules.flatMap((file) =>
      runtimeSpecifiers(fs.readFileSync(path.join(ROOT, file), "utf8"))
        .filter((specifier) => /^db\/.*\.ts$/.test(resolveLocal(file, specifier) ?? ""))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
