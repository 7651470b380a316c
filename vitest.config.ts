import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts", "server/**/*.test.ts"],
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
