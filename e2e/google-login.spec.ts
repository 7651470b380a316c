import { expect, test } from "@playwright/test";
import { GOOGLE_URL } from "./config";
import { isNoJs, waitForHydration } from "./helpers";

// Against a second server configured for Google, whose endpoints point at oauth2-mock-server.
test.use({ baseURL: GOOGLE_URL });

test("Google sign-in round trip: header name, profile dialog, sign-out toast @nojs @libsql", async ({ page }, testInfo) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Entrar em modo demonstração" })).toHaveCount(0);
  await waitForHydration(page, testInfo);
  await page.getByTestId("google-login").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("toast")).toContainText("Login realizado com sucesso");
  await waitForHydration(page, testInfo);
  await expect(page.getByTestId("user-menu-trigger")).toContainText("Joana");
  await expect(page.getByText("Modo demonstração")).toHaveCount(0);

  await page.getByTestId("user-menu-trigger").click();
  // The user menu is a disclosure of links and a form, with and without JavaScript.
  await page.getByRole("link", { name: "Meu Perfil" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("profile-name")).toHaveText("Joana Pereira");
  await expect(dialog.getByText("joana.pereira@example.com")).toBeVisible();
  await page.keyboard.press("Escape");
  if (isNoJs(testInfo)) await dialog.getByRole("link", { name: "Fechar" }).first().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByTestId("user-menu-trigger").click();
  // The user menu is a disclosure of links and a form, with and without JavaScript.
  await page.getByRole("button", { name: "Sair da Conta" }).click();
  await expect(page.getByTestId("toast")).toContainText("Você saiu da sua conta.");
  await expect(page).toHaveURL(`${GOOGLE_URL}/`);
});

test("demo sign-in answers 404 when Google is configured", async ({ request }) => {
  const response = await request.post("/auth/demo", {
    form: { name: "Intrusa", email: "intrusa@example.com" },
    headers: { Origin: GOOGLE_URL },
  });
  expect(response.status()).toBe(404);
});
