import { expect, test } from "@playwright/test";
import { sessionSignIn, isNoJs } from "./helpers";

test("signed out: 'Login Necessário', then the sign-in @nojs", async ({ page }, testInfo) => {
  await page.goto("/centro-aprendizado");
  if (!isNoJs(testInfo)) {
    await expect(page.getByRole("heading", { name: "Login Necessário" })).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText("Login Necessário");
  }
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcentro-aprendizado$/);
  if (isNoJs(testInfo)) await expect(page.getByTestId("toast")).toContainText("Login Necessário");
});

test("tabs filter the content and items expand and close @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo);
  await page.goto("/centro-aprendizado");
  await expect(page.getByRole("heading", { name: "Centro de Aprendizado" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Estudos Fundamentais" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dicas Práticas" })).toBeVisible();
  await expect(page.getByTestId("learning-item")).toHaveCount(17);

  const tabs = page.getByRole("navigation", { name: "Categorias" });
  await tabs.getByRole("link", { name: "Vendas" }).click();
  await expect(page).toHaveURL(/\?aba=vendas$/);
  await expect(tabs.getByRole("link", { name: "Vendas" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Atendimento que faz o cliente voltar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Preço certo e primeira venda: do markup ao Pix" })).toBeVisible();
  await expect(page.getByTestId("learning-item")).toHaveCount(5);

  await tabs.getByRole("link", { name: "Desenvolvimento" }).click();
  await expect(page.getByRole("heading", { name: "Marque sua folga na agenda" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Empreender sem se esgotar: jornada, pausas e sinais de burnout" })).toBeVisible();

  const card = page.locator("#empreender-sem-se-esgotar");
  await card.getByRole("link", { name: /Ver Conteúdo/ }).click();
  await expect(card.getByRole("heading", { name: "O negócio depende de você" })).toBeVisible();
  await card.getByRole("link", { name: /Fechar/ }).click();
  await expect(card.getByRole("heading", { name: "O negócio depende de você" })).toHaveCount(0);
  await expect(card.getByRole("link", { name: /Ver Conteúdo/ })).toBeVisible();
});
