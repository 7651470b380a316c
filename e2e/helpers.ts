import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PORT, DEMO_URL, E2E_SESSION_SECRET } from "./config";
import { serverDatabase } from "./database";

export const isNoJs = (testInfo: TestInfo) => testInfo.project.name === "no-js";

/** A unique e-mail per test, so parallel tests never share a user. */
export function uniqueEmail(testInfo: TestInfo, prefix = "pessoa") {
  const slug = `${testInfo.project.name}-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  return `${prefix}-${slug}-${Date.now()}@example.com`.toLowerCase().replace(/[^a-z0-9@.-]/g, "-");
}

/** With JavaScript on, wait until React has hydrated before clicking enhanced controls. */
export async function waitForHydration(page: Page, testInfo: TestInfo) {
  if (isNoJs(testInfo)) return;
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

export async function demoSignIn(page: Page, testInfo: TestInfo, name = "Maria Silva", email = uniqueEmail(testInfo)) {
  await page.goto("/login");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Seu nome").fill(name);
  await page.getByLabel("Seu e-mail").fill(email);
  await page.getByRole("button", { name: "Entrar em modo demonstração" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await waitForHydration(page, testInfo);
  return { name, email };
}

/**
 * Signs a person in without the form, as the Epic Stack's login fixture does: the demo account and
 * its session are written straight into the demo server's database (SQLite file or sqld), and the
 * session cookie, signed with the server's secret by Remix's own cookie code, is set in the
 * browser. Then the dashboard is open, as after demoSignIn. For tests where signing in is only the
 * way in; the sign-in form keeps its own tests (foundation, security-injection, public-pages).
 * The rows are those of app/models/user.server.ts (createDemoUser) and session.server.ts
 * (createUserSession); a change there that this does not follow fails the tests that use it.
 */
export async function sessionSignIn(page: Page, testInfo: TestInfo, name = "Maria Silva", email = uniqueEmail(testInfo)) {
  const userId = crypto.randomUUID();
  const sessionId = crypto.randomBytes(32).toString("base64url");
  const parts = name.trim().split(/\s+/);
  const expiresAt = Date.now() + 30 * 24 * 60 * 60 * 1000;
  const db = serverDatabase(DEMO_PORT);
  try {
    await db.run(
      "INSERT INTO users (id, email, name, first_name, last_name, auth_provider) VALUES (?, ?, ?, ?, ?, 'demo')",
      userId,
      email.trim().toLowerCase(),
      name.trim(),
      parts[0] ?? null,
      parts.slice(1).join(" ") || null,
    );
    await db.run("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)", sessionId, userId, expiresAt);
  } finally {
    db.close();
  }
  const header = await createCookie("en_session", { secrets: [E2E_SESSION_SECRET] }).serialize(sessionId);
  const value = header.slice("en_session=".length, header.indexOf(";") >= 0 ? header.indexOf(";") : undefined);
  await page
    .context()
    .addCookies([{ name: "en_session", value, url: DEMO_URL, httpOnly: true, sameSite: "Lax", expires: expiresAt / 1000 }]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard/);
  await waitForHydration(page, testInfo);
  return { name, email };
}

// Other tests sign administrators in on the same servers at the same moment, and each server
// process hashes one password at a time (app/utils/hash-slots.server.ts): a sign-in may be
// answered 503 "try again in a few seconds", with nothing checked or counted. A person tries again
// after Retry-After, and so do these helpers; any other answer is the test's to check.
const BUSY_RETRIES = 5;

export async function adminSignIn(page: Page, testInfo: TestInfo, email: string, password: string) {
  for (let attempt = 1; ; attempt++) {
    await waitForHydration(page, testInfo);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill(password);
    const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/admin-login"));
    await page.getByRole("button", { name: "Entrar" }).click();
    // null when the request failed (a test may cut the connection on purpose).
    const response = await (await sent).response();
    if (response?.status() !== 503 || attempt > BUSY_RETRIES) return;
    await page.waitForTimeout(Number(response.headers()["retry-after"] ?? 2) * 1000);
    if (isNoJs(testInfo)) await page.goto("/admin-login");
  }
}

export async function adminApiLogin(request: APIRequestContext, email: string, password: string) {
  for (let attempt = 1; ; attempt++) {
    const response = await request.post("/api/admin/login", { data: { email, password } });
    if (response.status() !== 503 || attempt > BUSY_RETRIES) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers()["retry-after"] ?? 2) * 1000));
  }
}
