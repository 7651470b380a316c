// Gestão do negócio at phone size (360 px), with JavaScript and without (project no-js).
import { expect, test } from "@playwright/test";
import { demoSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

test("register, find, edit and remove a client; a wrong WhatsApp is explained", async ({ page }, testInfo) => {
  await demoSignIn(page, testInfo, "Rita Souza");
  await page.getByTestId("gestao-link").click();
  await expect(page.getByRole("heading", { name: "Gestão do negócio" })).toBeVisible();
  await page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "Clientes" }).click();
  await expect(page.getByText("Você ainda não cadastrou clientes.")).toBeVisible();

  await page.getByRole("link", { name: "Novo cliente" }).click();
  await waitForHydration(page, testInfo);
  await page.getByLabel("Nome *").fill("Dona Cida");
  await page.getByLabel("WhatsApp").fill("(20) 98765-4321");
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page.getByText("O DDD 20 não existe. Confira o código de área.")).toBeVisible();
  await expect(page.getByLabel("WhatsApp")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Nome *")).toHaveValue("Dona Cida");
  await page.getByLabel("WhatsApp").fill("11 98765 4321");
  await page.getByLabel("Etiquetas").fill("vip, encomenda");
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();

  await expect(page.getByTestId("toast")).toContainText("Cliente cadastrado");
  await expect(page.getByRole("heading", { name: "Dona Cida", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Conversar no WhatsApp" })).toHaveAttribute("href", "https://wa.me/5511987654321");
  await page.screenshot({ path: testInfo.outputPath("cliente.png"), fullPage: true });

  await page.getByLabel("Nome *").fill("Aparecida Lima");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByTestId("toast")).toContainText("Cliente atualizado");
  await expect(page.getByRole("heading", { name: "Aparecida Lima", level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "← Clientes" }).click();
  await page.getByLabel("Buscar clientes").fill("encomenda");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("1 resultado para “encomenda”.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Aparecida Lima/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("clientes.png"), fullPage: true });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("link", { name: /Aparecida Lima/ }).click();
  await page.getByRole("link", { name: "Remover este cliente" }).click();
  await expect(page.getByRole("heading", { name: "Remover “Aparecida Lima”?" })).toBeVisible();
  await page.getByRole("button", { name: "Sim, remover" }).click();
  await expect(page.getByTestId("toast")).toContainText("Cliente removido");
  await expect(page.getByText("Você ainda não cadastrou clientes.")).toBeVisible();
});
