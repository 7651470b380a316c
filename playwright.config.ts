import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./scripts/lib/server-harness.mjs";
import { ensureSqld } from "./scripts/sqld/ensure-sqld.mjs";
import {
  DEMO_PORT,
  DEMO_URL,
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_LIBSQL,
  E2E_SESSION_SECRET,
  e2eDatabasePath,
  e2eDatabaseUrl,
  GOOGLE_PORT,
  GOOGLE_URL,
  OAUTH_MOCK_PORT,
  OAUTH_MOCK_URL,
  PARTNER_FRAME_TIMEOUT_MS,
  PARTNER_PORT,
  PARTNER_URL,
} from "./e2e/config";

// Debian's Chromium (CHROMIUM_PATH overrides); else Playwright's own browser if one is installed.
function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

// Set once in the runner and inherited by the workers, so specs can find the servers' databases.
process.env.E2E_RUN_DIR ??= path.join("tests", ".tmp", `e2e-${Date.now()}`);

// With TEST_DB_ENGINE=libsql each app server gets its own libSQL server (sqld) on a free port, its
// data under E2E_RUN_DIR; Playwright starts the web servers in order, so sqld answers first.
const sqldServers = [];
if (E2E_LIBSQL) {
  const sqld = ensureSqld();
  for (const port of [DEMO_PORT, GOOGLE_PORT]) {
    process.env[`E2E_SQLD_PORT_${port}`] ??= String(await freePort());
    const listen = `127.0.0.1:${process.env[`E2E_SQLD_PORT_${port}`]}`;
    const url = `http://${listen}`;
    sqldServers.push({
      command: `"${sqld}" --db-path "${path.join(process.env.E2E_RUN_DIR, `sqld-${port}`)}" --http-listen-addr ${listen} --no-welcome`,
      url: `${url}/health`,
      env: { RUST_LOG: "error" },
      reuseExistingServer: false,
      timeout: 20_000,
    });
  }
}

const serverEnv = (port: number, extra: Record<string, string>) => ({
  NODE_ENV: "test",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_PATH: e2eDatabasePath(port),
  ...(E2E_LIBSQL ? { DATABASE_URL: e2eDatabaseUrl(port) } : {}),
  SESSION_SECRET: E2E_SESSION_SECRET,
  // Every spec signs up and signs in from 127.0.0.1: the per-address limits would stop the suite.
  SIGNUPS_PER_IP_PER_HOUR: "100000",
  ADMIN_LOGIN_ATTEMPTS_PER_IP: "100000",
  AI_DAILY_QUOTA_PER_IP: "100000",
  ...extra,
});

// The demo server's partner tools point at the local partner test server (tests/partner-test-server.mjs).
const partnerEnv = {
  PARTNER_EMPRESA_AI_URL: `${PARTNER_URL}/app/empresa`,
  PARTNER_EMPRESA_AI_URL_VARIANTS: `${PARTNER_URL}/app/empresa?variante=2,${PARTNER_URL}/app/empresa?variante=3`,
  PARTNER_POSTA_AI_URL: `${PARTNER_URL}/app/posta`,
  PARTNER_GRAFICA_URL: `${PARTNER_URL}/ok.html`,
  PARTNER_FRAME_TIMEOUT_MS: String(PARTNER_FRAME_TIMEOUT_MS),
  TEST_PAGE_URLS: ["/ok.html", "/app/empresa", "/login.html", "/never"].map((p) => PARTNER_URL + p).join(","),
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: DEMO_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  // Each test where it earns its place (decision 025): the no-JS project runs only the tests tagged
  // @nojs (forms and navigation, which must work without JavaScript); the libSQL pass
  // (TEST_DB_ENGINE=libsql) runs only the tests tagged @libsql (every write path once), with
  // JavaScript on. Untagged tests run once, in the chromium project on SQLite.
  projects: [
    {
      name: "chromium",
      ...(E2E_LIBSQL ? { grep: /@libsql/ } : {}),
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
    },
    ...(E2E_LIBSQL
      ? []
      : [
          {
            name: "no-js",
            grep: /@nojs/,
            use: {
              ...devices["Desktop Chrome"],
              javaScriptEnabled: false,
              launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
            },
          },
        ]),
  ],
  webServer: [
    ...sqldServers,
    {
      command: "node tests/oauth-mock-server.mjs",
      url: `${OAUTH_MOCK_URL}/.well-known/openid-configuration`,
      env: { OAUTH_MOCK_PORT: String(OAUTH_MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: "node tests/partner-test-server.mjs",
      url: `${PARTNER_URL}/healthz`,
      env: { E2E_PARTNER_PORT: String(PARTNER_PORT) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: "node server.mjs",
      url: `${DEMO_URL}/healthz`,
      env: serverEnv(DEMO_PORT, { ...partnerEnv, ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.mjs",
      url: `${GOOGLE_URL}/healthz`,
      env: serverEnv(GOOGLE_PORT, {
        GOOGLE_CLIENT_ID: "e2e-client-id",
        GOOGLE_CLIENT_SECRET: "e2e-client-secret",
        GOOGLE_CALLBACK_URL: `${GOOGLE_URL}/auth/google/callback`,
        GOOGLE_OAUTH_TEST_ISSUER: OAUTH_MOCK_URL,
        // The ad tag is on for this server only (specs stub Google's script; the demo server has none).
        ADS_TAG_ID: "AW-000000000",
      }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
