import { expect, test } from "@playwright/test";
import { demoSignIn } from "./helpers";

test("choose a plan: cards from the database, activation, back to the dashboard", async ({ page }, testInfo) => {
  await demoSignIn(page, testInfo);
  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { name: "Escolha Seu Plano" })).toBeVisible();
  await expect(page.getByText("Modo demonstração: o plano é ativado na hora")).toBeVisible();
  await expect(page.getByTestId("subscription-status")).toHaveText(/Gratuito\s*free/);
  const professional = page.getByRole("region", { name: "Professional" });
  await expect(professional.getByText("Mais Popular")).toBeVisible();
  await expect(professional).toContainText(/R\$\s49,90\/mês/);
  await expect(page.getByRole("region", { name: "Empresarial" })).toContainText(/R\$\s499,00\/ano/);
  await expect(page.getByRole("region", { name: "Básico" }).getByText("Mais Popular")).toHaveCount(0);
  await expect(page.getByText("Garantia de 30 dias")).toBeVisible();

  await professional.getByRole("button", { name: "Selecionar Professional" }).click();
  await expect(page.getByTestId("toast")).toContainText("Plano Ativado!");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/subscribe");
  await expect(page.getByTestId("subscription-status")).toHaveText(/Professional\s*Ativo/);
});
