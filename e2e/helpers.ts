import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";

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
