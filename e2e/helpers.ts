import { expect, type Page, type TestInfo } from "@playwright/test";

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
