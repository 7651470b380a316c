import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { resetEnvForTests } from "~/utils/env.server";
import { testWorkerFile } from "../scripts/build-heavy-worker.mjs";
import { startSqld } from "../scripts/sqld/start-sqld.mjs";
import { useScryptParamsForTests } from "../server/password.js";

// Every test file gets its own empty database and a clean configuration: a temporary SQLite file,
// or with TEST_DB_ENGINE=libsql (`npm run test:unit:libsql`) its own libSQL server (sqld) on a
// free port with its data in a temporary folder — about 0.1 s to start, and nothing shared
// between files running in parallel.
const globalForDb = globalThis as unknown as { __appDb?: { close(): Promise<void> } };
await globalForDb.__appDb?.close();
globalForDb.__appDb = undefined;
delete process.env.DATABASE_URL;
delete process.env.DATABASE_AUTH_TOKEN;
const dir = path.join(os.tmpdir(), "empreenda-tests");
process.env.DATABASE_PATH = path.join(dir, `${process.pid}-${crypto.randomUUID()}.db`);
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET = "test-secret-that-is-long-enough-0123456789";
delete process.env.GOOGLE_CLIENT_ID;
delete process.env.GOOGLE_CLIENT_SECRET;
delete process.env.GOOGLE_OAUTH_TEST_ISSUER;
delete process.env.GEMINI_API_KEY;

if (process.env.TEST_DB_ENGINE === "libsql") {
  // Imported here only: files that never touch the database skip loading it in embedded mode.
  const { closeDatabase, prepareDatabase } = await import("#db/client.server");
  // It stops after the file, or with this process however it ends (scripts/sqld/start-sqld.mjs).
  const sqld = await startSqld();
  // WebSocket (hrana over ws): about 0.7 ms a query here, against about 7 ms over HTTP, which
  // TEST_LIBSQL_PROTOCOL=http selects (the other protocol a hosted service may offer).
  process.env.DATABASE_URL = process.env.TEST_LIBSQL_PROTOCOL === "http" ? sqld.url : sqld.url.replace(/^http:/, "ws:");
  resetEnvForTests();
  // Migrations and reference data, before the file's first test (as the server does at start-up).
  await prepareDatabase();
  afterAll(async () => {
    await closeDatabase();
    await sqld.stop();
  });
} else if (process.env.TEST_DB_ENGINE && process.env.TEST_DB_ENGINE !== "embedded") {
  throw new Error(`TEST_DB_ENGINE must be "embedded" (default) or "libsql", not "${process.env.TEST_DB_ENGINE}"`);
}
resetEnvForTests();
// Spreadsheet reading and file rendering run in worker threads from this bundle (tests/global-setup.ts).
process.env.HEAVY_WORKER_FILE = testWorkerFile();

// Admin sign-ins in integration tests use cheap scrypt parameters (server/password.test.ts checks
// the real ones; the Playwright servers use the real ones too).
useScryptParamsForTests({ N: 1024, r: 8, p: 1 });
