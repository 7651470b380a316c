import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, GOOGLE_URL } from "./config";
import { demoSignIn, waitForHydration } from "./helpers";

const DIR = "/tmp/h13a-shots";
const sizes = [
  { name: "360", width: 360, height: 740 },
  { name: "desk", width: 1280, height: 800 },
];

async function shoot(page: Page, testInfo: TestInfo, name: string, full = true) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${DIR}/${testInfo.project.name}-${name}-${size.name}.png`, fullPage: full });
  }
}

test("screens demo", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto("/nao-existe");
  await shoot(page, testInfo, "404-out");
  await demoSignIn(page, testInfo, "Maria Silva");
  await page.goto("/dashbord");
  await shoot(page, testInfo, "404-in-root");
  await page.goto("/estrategias/00000000-0000-4000-8000-000000000000");
  await shoot(page, testInfo, "404-in-shell");
  await page.goto("/meu-negocio/catalogo?q=passeador");
  await waitForHydration(page, testInfo);
  await page.getByTestId("idea-card").first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/analise/);
  const analysis = page.url();
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Salvar Estratégia" }).click();
  await expect(page).toHaveURL(/dashboard$/, { timeout: 10000 });
  await page.goto(analysis);
  await shoot(page, testInfo, "analysis-saved", false);
  await page.goto("/pesquisar?q=pix");
  await shoot(page, testInfo, "search-pix");
  await page.goto("/pesquisar?q=bolo");
  await shoot(page, testInfo, "search-bolo");
  await page.goto("/pesquisar");
  await shoot(page, testInfo, "search-empty-q");
  await page.goto("/dashboard/crescimento");
  await shoot(page, testInfo, "journey-crescimento");
  await page.goto("/dashboard/marketing?premium=1");
  await shoot(page, testInfo, "premium", false);
  await page.goto("/dashboard/perfil");
  await shoot(page, testInfo, "perfil");
  await page.goto("/meus-dados");
  await shoot(page, testInfo, "meus-dados");
  await page.goto("/meu-negocio");
  await shoot(page, testInfo, "meu-negocio", false);
  await page.goto("/privacidade");
  await shoot(page, testInfo, "privacidade");
  await page.goto("/login");
  await shoot(page, testInfo, "login-demo-signedin-redirect", false);
});

test("screens google", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto(`${GOOGLE_URL}/login`);
  await shoot(page, testInfo, "login-google");
  await waitForHydration(page, testInfo);
  await page.getByTestId("google-login").click();
  await expect(page).toHaveURL(/dashboard$/);
  await page.goto(`${GOOGLE_URL}/empresa-ai`);
  await shoot(page, testInfo, "empresa-ai-off");
  await page.goto(`${GOOGLE_URL}/grafica`);
  await shoot(page, testInfo, "grafica-off");
  await page.goto(`${GOOGLE_URL}/dashboard/estruturacao`);
  await shoot(page, testInfo, "journey-estruturacao-google");
  await page.goto(`${GOOGLE_URL}/consultor?pergunta=${encodeURIComponent("Como encontrar e comparar fornecedores para o meu negócio?")}`);
  await shoot(page, testInfo, "consultor-pergunta", false);
  await page.goto(`${GOOGLE_URL}/teste-empresa`);
  await shoot(page, testInfo, "teste-empresa", false);
  await page.goto(`${GOOGLE_URL}/privacidade`);
  await shoot(page, testInfo, "privacidade-google");
});

test("screens login demo + admin", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/login");
  await shoot(page, testInfo, "login-demo");
  await page.goto("/admin-login");
  await page.getByLabel(/e-mail/i).fill(E2E_ADMIN_EMAIL);
  await page.getByLabel(/senha/i).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: /entrar/i }).click();
  await page.waitForURL(/\/admin/);
  await page.goto("/admin/sistema");
  await shoot(page, testInfo, "admin-sistema");
});
