import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { dbMarkedTestFiles } from "./scripts/ci/test-graph.mjs";

// The libSQL pass (TEST_DB_ENGINE=libsql) runs only the files that touch the database, each marked
// on its first line with `// @db-engines: sqlite libsql` (decision 025; tests/ci/test-markers.test.ts
// fails when a file that touches the database is not marked). Pure tests run once, on SQLite.
const libsql = process.env.TEST_DB_ENGINE === "libsql";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    include: libsql ? dbMarkedTestFiles() : ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts", "server/**/*.test.ts"],
    // Process-level checks start production servers from the build: their own stage,
    // `npm run test:process` (vitest.process.config.ts), after `npm run build`.
    exclude: ["**/node_modules/**", "tests/process/**"],
    environment: "node",
    globals: true,
    globalSetup: ["./tests/global-setup.ts"],
    setupFiles: ["./tests/setup-env.ts"],
    // Each test file gets its own SQLite file, or its own libSQL server with TEST_DB_ENGINE=libsql
    // (see tests/setup-env.ts), so files may run in parallel.
    pool: "forks",
    testTimeout: 20000,
  },
});
