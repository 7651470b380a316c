// Issue 13: the public pages say what this install really offers (partner tools are optional
// add-ons; the Google server has none, the demo server has all three) and show no empty placeholder.
import { expect, test } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, GOOGLE_URL } from "./config";
import { adminSignIn } from "./helpers";

const PARTNER_NAMES = /Empresa Aí|Posta Aí|Sim Loja/;

test("without partner tools, the landing, help, about and press pages describe the platform's own tools", async ({ page }) => {
  await page.goto(`${GOOGLE_URL}/`);
  const main = page.getByRole("main");
  const features = page.locator("#features");
  await expect(features.getByRole("heading", { level: 2 })).toHaveText("Três ferramentas, um só caminho");
  await expect(features.getByRole("heading", { level: 3 })).toHaveText(["Descobrir Meu Negócio", "Jornada guiada", "Consultor virtual"]);
  await expect(main).not.toContainText(PARTNER_NAMES);
  await expect(main).not.toContainText(/ferramentas (parceiras|integradas)/);
  await expect(main.getByText("Login só com Google", { exact: true })).toBeVisible();
  await expect(main).toContainText("Entre com sua conta Google e, em cerca de 15 minutos");
  await expect(page.getByTestId("phase-overview").getByRole("listitem")).toHaveCount(4);
  await expect(main).not.toContainText(/em breve/i);

  await page.goto(`${GOOGLE_URL}/central-ajuda`);
  await expect(page.getByRole("main")).not.toContainText(PARTNER_NAMES);
  await expect(page.getByRole("main")).not.toContainText(/autenticação é automática|em breve/i);
  const partnerQuestion = page.getByTestId("faq-item").filter({ hasText: "As ferramentas parceiras estão incluídas?" });
  await partnerQuestion.getByText("As ferramentas parceiras estão incluídas?").click();
  await expect(partnerQuestion).toContainText("complementos opcionais");
  await expect(page.getByTestId("faq-item").first()).toContainText("com sua conta Google");

  for (const path of ["/sobre-nos", "/imprensa"]) {
    await page.goto(`${GOOGLE_URL}${path}`);
    await expect(page.getByRole("main")).not.toContainText(PARTNER_NAMES);
    await expect(page.getByRole("main")).not.toContainText(/autenticação nas ferramentas parceiras/);
  }
});

test("with partner tools switched on, the same pages present them, and sign-in matches the demo mode", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#how-it-works")).toContainText("ferramentas integradas");
  await expect(page.getByRole("main")).toContainText("Entre só com nome e e-mail e, em cerca de 15 minutos");
  await expect(page.getByRole("main")).not.toContainText("conta Google");
  await expect(page.locator("#about")).toContainText("ferramentas parceiras");

  await page.goto("/central-ajuda");
  const main = page.getByRole("main");
  await expect(main).toContainText("Como funciona a integração com as ferramentas parceiras?");
  await expect(main).not.toContainText("conta Google");
  await expect(page.getByTestId("faq-item").first()).toContainText("informe seu nome e seu e-mail (sem senha)");

  await page.goto("/sobre-nos");
  await expect(page.getByRole("main")).toContainText("Empresa Aí");
  await page.goto("/imprensa");
  await expect(page.getByRole("main")).toContainText("A entrada é feita com nome e e-mail, sem senha");
  await expect(page.getByRole("main")).not.toContainText("somente com a conta Google");
});

test("the admin's journey page shows no 'em breve' badges posing as actions", async ({ page }, testInfo) => {
  await page.goto("/admin-login");
  await adminSignIn(page, testInfo, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/jornada");
  await expect(page.getByRole("heading", { name: "Usuários por fase" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/em breve|Editar conteúdo|Adicionar passo/i);
});
