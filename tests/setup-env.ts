import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { useScryptParamsForTests } from "../server/password.js";

// Every test file gets its own temporary SQLite file and a clean configuration.
// (db/client.server.ts keeps one connection in globalThis.__appDb; a stale one is closed first.)
const globalForDb = globalThis as unknown as { __appDb?: { close(): Promise<void> } };
await globalForDb.__appDb?.close();
globalForDb.__appDb = undefined;

const dir = path.join(os.tmpdir(), "empreenda-tests");
process.env.DATABASE_PATH = path.join(dir, `${process.pid}-${crypto.randomUUID()}.db`);
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET = "test-secret-that-is-long-enough-0123456789";
delete process.env.GOOGLE_CLIENT_ID;
delete process.env.GOOGLE_CLIENT_SECRET;
delete process.env.GOOGLE_OAUTH_TEST_ISSUER;
delete process.env.GEMINI_API_KEY;

// Admin sign-ins in integration tests use cheap scrypt parameters (server/password.test.ts checks
// the real ones; the Playwright servers use the real ones too).
useScryptParamsForTests({ N: 1024, r: 8, p: 1 });
