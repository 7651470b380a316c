// Issue 13: broken states, dead ends and contradictions a new user met (items 1–7, 9–11).
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { findStep, STEP_IDS, TOTAL_STEPS } from "../app/modules/journey/journey-steps";
import { DEMO_PORT, GOOGLE_URL } from "./config";
import { serverDatabase } from "./database";
import { sessionSignIn, isNoJs, waitForHydration } from "./helpers";

const NOT_FOUND_TITLE = "Página não encontrada | Empreenda Aí";

/** Saves the catalogue's dog-walker idea as a strategy; returns the analysis page's address. */
async function saveDogWalker(page: Page, testInfo: TestInfo) {
  await page.goto("/meu-negocio/catalogo?q=passeador");
  await waitForHydration(page, testInfo);
  await page.getByTestId("idea-card").first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/analise\//);
  const analysisUrl = page.url();
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Salvar Estratégia" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  return analysisUrl;
}

async function googleSignIn(page: Page, testInfo: TestInfo) {
  await page.goto(`${GOOGLE_URL}/login`);
  await waitForHydration(page, testInfo);
  await page.getByTestId("google-login").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page, testInfo);
}

test("1. removing a strategy while its analysis is open keeps the dashboard @nojs @libsql", async ({ page }, testInfo) => {
  test.slow();
  await sessionSignIn(page, testInfo, "Rosa Prado");
  await saveDogWalker(page, testInfo);
  const item = page.getByTestId("strategy-item");
  await item.getByText("Ver análise").click();
  if (isNoJs(testInfo)) {
    await expect(item.getByRole("link", { name: "Abrir a análise completa" })).toBeVisible();
    await item.getByRole("link", { name: "Remover" }).click();
    await page.getByRole("button", { name: "Sim, remover" }).click();
  } else {
    await expect(item.getByTestId("analysis-panel")).toContainText("Primeiros 30 dias");
    page.once("dialog", (dialog) => void dialog.accept());
    await item.getByRole("link", { name: "Remover" }).click();
  }
  await expect(page.getByTestId("toast")).toContainText("Jornada Resetada!");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Olá, Rosa!" })).toBeVisible();
  await expect(page.getByTestId("strategy-item")).toHaveCount(0);
  await expect(page.getByText("Página não encontrada")).toHaveCount(0);
  await expect(page.getByText("Did you forget")).toHaveCount(0);
});

test("2. step 17 is in phase 4; all 21 steps reach 100 % and only then the congratulation @libsql", async ({ page }, testInfo) => {
  const { email } = await sessionSignIn(page, testInfo, "Lia Campos");
  // Every step but 17 done straight in the database (the UI path to each is tested elsewhere).
  const db = serverDatabase(DEMO_PORT);
  const { id } = (await db.get<{ id: string }>("SELECT id FROM users WHERE email = ?", email))!;
  const steps = STEP_IDS.filter((step) => step !== "website_integration");
  for (const step of steps) await db.run("INSERT INTO journey_progress (user_id, step, completed) VALUES (?, ?, 1)", id, step);
  db.close();

  await page.goto("/dashboard/crescimento");
  await waitForHydration(page, testInfo);
  await expect(page.getByTestId("progress-count")).toHaveText(`${TOTAL_STEPS - 1} de ${TOTAL_STEPS} passos concluídos`);
  await expect(page.getByTestId("next-step-title")).not.toHaveText(/Parab/);
  const website = page.getByTestId("step-website_integration");
  await expect(website).toContainText("Passo 17");
  // Phase 4 lists step 17 first, before 18.
  await expect(page.locator("[data-testid^='step-']").first()).toHaveAttribute("data-testid", "step-website_integration");
  await website.getByRole("checkbox").click();
  await expect(website.getByRole("checkbox")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("progress-percent")).toHaveText("100%");
  await expect(page.getByTestId("progress-count")).toHaveText(`${TOTAL_STEPS} de ${TOTAL_STEPS} passos concluídos`);
  await expect(page.getByTestId("next-step-title")).toHaveText(/Parab[eé]ns/);
});

test("3. saving the same analysis twice gives one strategy; Back shows it is already saved @nojs", async ({ page }, testInfo) => {
  test.slow();
  await sessionSignIn(page, testInfo, "Davi Nunes");
  const analysisUrl = await saveDogWalker(page, testInfo);
  await expect(page.getByTestId("strategy-item")).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(analysisUrl);
  const saved = page.getByTestId("already-saved");
  await expect(saved).toContainText("Estratégia já salva");
  await expect(page.getByRole("button", { name: "Salvar Estratégia" })).toHaveCount(0);
  await saved.getByRole("link", { name: "Ver estratégia salva" }).click();
  await expect(page).toHaveURL(/\/estrategias\/[0-9a-f-]{36}$/);
  await page.goto("/dashboard");
  await expect(page.getByTestId("strategy-item")).toHaveCount(1);
});

test("4. not-found pages are in pt-BR, with the header, a way back, their title and status 404 @nojs", async ({ page }, testInfo) => {
  const signedOut = await page.goto("/pagina-que-nao-existe");
  expect(signedOut?.status()).toBe(404);
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByText(/Did you forget|Page Not Found/)).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute("href", "/");

  await sessionSignIn(page, testInfo, "Caio Reis");
  const mistyped = await page.goto("/dashbord");
  expect(mistyped?.status()).toBe(404);
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.getByRole("main").getByRole("link").first()).toHaveText("Ir para o meu painel");

  // Someone else's (or an unknown) strategy: inside the signed-in shell.
  const others = await page.goto("/estrategias/00000000-0000-4000-8000-000000000000");
  expect(others?.status()).toBe(404);
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.getByTestId("menu-button")).toBeVisible();
  await expect(page.getByTestId("not-found")).toContainText("Estratégia não encontrada");
  await page.getByRole("link", { name: "Ir para o meu painel" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("5. the header search finds steps, articles, help and ideas, without accents @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Bia Souza");
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Pesquisar" });
  await expect(box).toHaveAttribute("placeholder", "Pesquisar…");
  await box.fill("INTEGRACAO");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/pesquisar\?q=INTEGRACAO$/);
  await expect(page).toHaveTitle(/Pesquisar/);
  await expect(page.getByTestId("search-group-passo").getByTestId("search-hit").first()).toContainText(
    findStep("website_integration")!.title,
  );
  await page.getByTestId("search-group-passo").getByTestId("search-hit").first().click();
  await expect(page).toHaveURL(/\/dashboard\/crescimento#passo-website_integration$/);

  await page.goto("/pesquisar?q=pix");
  await expect(page.getByTestId("search-group-aprendizado")).toContainText("Receba por Pix com a chave CNPJ");
  await page.goto("/pesquisar?q=gratuita");
  await page.getByTestId("search-group-ajuda").getByTestId("search-hit").first().click();
  await expect(page.locator("details[open]").first()).toContainText("A plataforma é realmente gratuita?");
  await page.goto(`/pesquisar?q=${encodeURIComponent("bolos de pote")}`);
  await expect(page.getByTestId("search-group-ideia")).toContainText("Bolos de pote");
  await page.goto("/pesquisar?q=xyzzy");
  await expect(page.getByTestId("search-empty")).toContainText("Nenhum resultado para “xyzzy”.");
});

test("7. without partner tools, 'Criar' leads to the platform's own help and partner pages are optional add-ons @nojs", async ({
  page,
}, testInfo) => {
  await googleSignIn(page, testInfo);
  await page.goto(`${GOOGLE_URL}/dashboard/estruturacao`);
  await waitForHydration(page, testInfo);
  for (const link of await page.getByRole("link", { name: "Criar" }).all()) {
    expect(await link.getAttribute("href")).not.toMatch(/^\/(empresa-ai|posta-ai|grafica)/);
  }
  // Steps served by the built-in gestão tools (issue 18) open them.
  await page.getByTestId("step-add_suppliers").getByRole("link", { name: "Criar" }).click();
  await expect(page).toHaveURL(/\/gestao\/fornecedores$/);
  await expect(page.getByRole("heading", { name: "Fornecedores", level: 1 })).toBeVisible();
  await page.goto(`${GOOGLE_URL}/dashboard/estruturacao`);
  await page.getByTestId("step-business_mentor").getByRole("link", { name: "Perguntar ao consultor" }).click();
  await expect(page).toHaveURL(/\/consultor\?sessao=/);
  await expect(page.getByLabel("Sua mensagem")).toHaveValue(/MEI/);

  await page.goto(`${GOOGLE_URL}/dashboard/marketing`);
  // Phase 3 makes things (issue 32): the Google checklist with the person's own texts.
  await page.getByTestId("step-google_business").getByRole("link", { name: "Criar" }).click();
  await expect(page).toHaveURL(/\/marca\/google$/);
  await expect(page.getByRole("heading", { name: "Perfil da Empresa no Google", level: 1 })).toBeVisible();

  await page.goto(`${GOOGLE_URL}/empresa-ai`);
  await expect(page.getByText("Complemento opcional", { exact: true })).toBeVisible();
  await expect(page.getByTestId("partner-optional")).toContainText(findStep("business_plan")!.title);
  await expect(page.getByTestId("partner-frame")).toHaveCount(0);
  await expect(page.getByText("Ferramenta não configurada")).toHaveCount(0);
  await expect(page.getByTestId("intro-video")).toHaveCount(0);
  // Step 3 has the built-in business plan (issue 17); without a saved strategy it asks for one first.
  await page.getByTestId("partner-optional").getByRole("link", { name: "Abrir: Plano de Negócio" }).click();
  await expect(page).toHaveURL(/\/meu-negocio$/);
  await expect(page.getByTestId("toast")).toContainText("Escolha um negócio primeiro");
  await page.goto(`${GOOGLE_URL}/empresa-ai`);
  await page.getByTestId("partner-optional").getByRole("link", { name: "Perguntar ao consultor virtual" }).first().click();
  await expect(page).toHaveURL(/\/consultor\?sessao=.*pergunta=/);
});

test("9–11. login copy matches the mode; plain words instead of jargon; partner offers opt-in", async ({ page }, testInfo) => {
  await page.goto(`${GOOGLE_URL}/login`);
  await expect(page.getByTestId("login-intro")).toContainText("com a sua conta Google");
  await expect(page.getByRole("main")).not.toContainText("não está configurado");

  await page.goto("/login");
  await expect(page.getByTestId("login-intro")).toContainText("modo demonstração");
  await expect(page.getByRole("main")).not.toContainText(/somente pela sua conta Google|não está configurado/);

  await sessionSignIn(page, testInfo, "Nina Alves");
  await page.goto("/meu-negocio");
  await expect(page.getByTestId("engine-badge")).toHaveText("Gerado a partir do nosso catálogo (sem IA)");
  await expect(page.getByRole("main")).not.toContainText(/Motor offline|IA generativa|chave de IA|Gemini|GEMINI_API_KEY|servidor/);

  await page.goto("/dashboard/perfil");
  await expect(page.getByLabel("Quero receber ofertas de parceiros da plataforma")).not.toBeChecked();
  await expect(page.getByLabel("Quero receber conteúdos e dicas sobre empreendedorismo")).toBeChecked();
});

test("11. /teste-empresa says plainly that there is nothing to open (no variable names)", async ({ page }, testInfo) => {
  await googleSignIn(page, testInfo);
  await page.goto(`${GOOGLE_URL}/teste-empresa`);
  await expect(page.getByRole("status")).toContainText("Nenhum endereço de teste foi definido");
  await expect(page.getByRole("main")).not.toContainText("TEST_PAGE_URLS");
});
