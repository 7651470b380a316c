import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Process-level checks (`npm run test:process`): each starts production servers (server.mjs on the
// build, several processes, or two instances on one libSQL server) and opens no page. They need
// `npm run build` first, and run once, whatever TEST_DB_ENGINE says (decision 025).
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    include: ["tests/process/**/*.test.ts"],
    environment: "node",
    globals: true,
    setupFiles: ["./tests/setup-env.ts"],
    pool: "forks",
    testTimeout: 120_000,
  },
});
