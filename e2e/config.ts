// Ports and addresses shared by playwright.config.ts and the specs.
import path from "node:path";

export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 3210);
export const GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 3211);
export const OAUTH_MOCK_PORT = Number(process.env.OAUTH_MOCK_PORT ?? 3299);
export const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? 3298);

export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
export const GOOGLE_URL = `http://127.0.0.1:${GOOGLE_PORT}`;
export const OAUTH_MOCK_URL = `http://127.0.0.1:${OAUTH_MOCK_PORT}`;

// The demo server's administrator, created at start-up from ADMIN_EMAIL / ADMIN_PASSWORD.
export const E2E_ADMIN_EMAIL = "admin-e2e@example.com";
export const E2E_ADMIN_PASSWORD = "senha-admin-e2e-0123";

/** The app servers' SESSION_SECRET: e2e/helpers.ts signs session cookies with it (sessionSignIn). */
export const E2E_SESSION_SECRET = "e2e-secret-that-is-long-enough-0123456789";

/** `TEST_DB_ENGINE=libsql` (`npm run test:e2e:libsql`): each app server uses its own sqld. */
export const E2E_LIBSQL = process.env.TEST_DB_ENGINE === "libsql";

/** The sqld port of the app server on `port` (chosen by playwright.config.ts, inherited by the workers). */
function sqldPort(port: number) {
  const value = process.env[`E2E_SQLD_PORT_${port}`];
  if (!value) throw new Error(`E2E_SQLD_PORT_${port} is not set (playwright.config.ts sets it with TEST_DB_ENGINE=libsql)`);
  return Number(value);
}

/** The libSQL server address of the app server on `port` (libSQL mode only): WebSocket, as in
 * the vitest run (one query ≈ 0.7 ms against ≈ 7 ms over HTTP); sqld answers both on one port. */
export function e2eDatabaseUrl(port: number) {
  return `ws://127.0.0.1:${sqldPort(port)}`;
}

/** The SQLite file of the server on `port` (E2E_RUN_DIR is set by playwright.config.ts). */
export function e2eDatabasePath(port: number) {
  return path.join(process.env.E2E_RUN_DIR ?? path.join("tests", ".tmp", "e2e"), `app-${port}.db`);
}
export const PARTNER_URL = `http://127.0.0.1:${PARTNER_PORT}`;
/** How long the planning tool's frame may load in e2e before an attempt fails (the app's default is 10 s). */
export const PARTNER_FRAME_TIMEOUT_MS = 1000;
