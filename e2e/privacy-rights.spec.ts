import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { sessionSignIn, isNoJs, waitForHydration } from "./helpers";

test("download my data, then delete my account @nojs @libsql", async ({ page }, testInfo) => {
  const { email } = await sessionSignIn(page, testInfo, "Lúcia Prado");
  await page.getByTestId("user-menu-trigger").click();
  // The user menu is a disclosure of links and a form, with and without JavaScript.
  await page.getByRole("link", { name: "Meus dados" }).click();
  await expect(page.getByRole("heading", { name: "Meus dados", level: 1 })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar meus dados (JSON)" }).click();
  const download = await downloading;
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(data.user.email).toBe(email);
  expect(data.user.name).toBe("Lúcia Prado");

  await page.getByRole("link", { name: "Excluir minha conta" }).click();
  await waitForHydration(page, testInfo);
  await expect(page.getByText("todas as estratégias salvas")).toBeVisible();
  await page.getByRole("button", { name: "Excluir definitivamente" }).click();
  await expect(page.getByText("Digite EXCLUIR para confirmar.")).toBeVisible();
  await page.getByLabel("Para confirmar, digite EXCLUIR").fill("EXCLUIR");
  await page.getByRole("button", { name: "Excluir definitivamente" }).click();
  await expect(page.getByTestId("toast")).toContainText("Conta excluída");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("the privacy page links to both rights", async ({ page }) => {
  await page.goto("/privacidade");
  await expect(page.getByRole("link", { name: "Baixar meus dados (JSON)" })).toHaveAttribute("href", "/meus-dados/exportar");
  await expect(page.getByRole("link", { name: "Excluir minha conta" })).toHaveAttribute("href", "/meus-dados/excluir");
});
